import Foundation

/// iOS's declarations of UIPageControl the SDK had not, kept and inert (sdk-surface standins).
extension UIPageControl {
    public enum InteractionState: Int, Hashable, Sendable {
        case continuous = 2
        case discrete = 1
        case none = 0
    }

    public enum BackgroundStyle: Int, Hashable, Sendable {
        case automatic = 0
        case minimal = 2
        case prominent = 1
    }

    public enum Direction: Int, Hashable, Sendable {
        case bottomToTop = 4
        case leftToRight = 1
        case natural = 0
        case rightToLeft = 2
        case topToBottom = 3
    }
}
