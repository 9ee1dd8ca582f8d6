import Foundation

/// UIKit's edge insets: top, left, bottom, right.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, Codable {
    public var top, left, bottom, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()

    /// These insets measured from `reference` (the safe area, the layout margins) in content
    /// coordinates, never reaching inside the adjusted content inset:
    /// max(0, reference + inset − adjusted) on each edge.
    func measured(from reference: UIEdgeInsets, adjusted: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(0, reference.top + top - adjusted.top), left: max(0, reference.left + left - adjusted.left),
            bottom: max(0, reference.bottom + bottom - adjusted.bottom), right: max(0, reference.right + right - adjusted.right))
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIEdgeInsetsInsetRect).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
