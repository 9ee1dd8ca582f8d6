import Foundation

/// iOS's declarations of CGColor the SDK had not, kept and inert (sdk-surface standins).
extension CGColor {
    public var alpha: CGFloat { 0 }

    public var colorSpace: CGColorSpace? { nil }

    public func copy() -> CGColor? { nil }

    public func copy(alpha p0: CGFloat) -> CGColor? { nil }

    public var numberOfComponents: Int { 0 }
}
