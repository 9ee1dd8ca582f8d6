import Foundation

/// iOS's declarations of UIFont the SDK had not, kept and inert (sdk-surface standins).
extension UIFont {
    public struct Width: Hashable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static var compressed: UIFont.Width { UIFont.Width(rawValue: 0) }
        public static var condensed: UIFont.Width { UIFont.Width(rawValue: 0) }
        public static var expanded: UIFont.Width { UIFont.Width(rawValue: 0) }
        public init(_ p0: CGFloat) { self.init(rawValue: p0) }
        public static var standard: UIFont.Width { UIFont.Width(rawValue: 0) }
    }
}
