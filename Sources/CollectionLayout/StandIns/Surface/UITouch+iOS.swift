import Foundation

/// iOS's declarations of UITouch the SDK had not, kept and inert (sdk-surface standins).
extension UITouch {
    public enum TouchType: Int, Hashable, Sendable {
        case direct = 0
        case indirect = 1
        case indirectPointer = 3
        case pencil = 2
        public static var stylus: UITouch.TouchType { UITouch.TouchType.direct }
    }

    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var altitude: UITouch.Properties { [] }
        public static var azimuth: UITouch.Properties { [] }
        public static var force: UITouch.Properties { [] }
        public static var location: UITouch.Properties { [] }
    }
}
