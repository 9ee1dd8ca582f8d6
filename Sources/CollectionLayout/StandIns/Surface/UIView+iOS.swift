import Foundation

/// iOS's declarations of UIView the SDK had not, kept and inert (sdk-surface standins).
extension UIView {
    /// -1, UIKit's value: the absence of an intrinsic metric (`intrinsicContentSize` answers it).
    public class var noIntrinsicMetric: CGFloat { -1 }

    public enum SystemAnimation: UInt, Hashable, Sendable {
        case delete = 0
    }

    public enum AnimationCurve: Int, Hashable, Sendable {
        case easeIn = 1
        case easeInOut = 0
        case easeOut = 2
        case linear = 3
    }

    public enum AnimationTransition: Int, Hashable, Sendable {
        case curlDown = 4
        case curlUp = 3
        case flipFromLeft = 1
        case flipFromRight = 2
        case none = 0
    }

    public struct Invalidating {
        public init() {}
    }

    public enum Invalidations: Hashable, Sendable {

    }

    public enum TintAdjustmentMode: Int, Hashable, Sendable {
        case automatic = 0
        case dimmed = 2
        case normal = 1
    }
}
