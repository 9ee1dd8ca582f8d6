import Foundation

/// iOS's declarations of UISegmentedControl the SDK had not, kept and inert (sdk-surface standins).
extension UISegmentedControl {
    public enum Segment: Int, Hashable, Sendable {
        case alone = 4
        case any = 0
        case center = 2
        case left = 1
        case right = 3
    }
}
