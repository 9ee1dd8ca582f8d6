import Foundation

/// A gesture recognizer. Only the collection view's own pan recognizer ever recognises here:
/// the host's drags move it; any other recognizer stays `.possible` (`help decisions`).
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// UIGestureRecognizer.State, with UIKit's raw values.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    override public init() { super.init() }

    /// Apps make recognizers with a target and action; nothing calls the action here.
    public init(target: Any?, action: Selector?) { super.init() }

    open var isEnabled = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?, action: Selector?) {}
    open func require(toFail other: UIGestureRecognizer) {}
    open func reset() {}
    open internal(set) var state = State.possible
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// The touch point in the attached view's coordinates (the collection view's: content
    /// coordinates); kept after the gesture ends, (0, 0) before the first one.
    var touchLocation = CGPoint.zero

    /// The touch point in `view`'s coordinates: the attached view's own, or the window's for
    /// nil or any other view (the collection view fills the window here).
    open func location(in view: UIView?) -> CGPoint {
        guard let attached = self.view, view !== attached else { return touchLocation }
        return CGPoint(x: touchLocation.x - attached.bounds.minX, y: touchLocation.y - attached.bounds.minY)
    }

    open var numberOfTouches: Int { state == .began || state == .changed ? 1 : 0 }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var allowedPressTypes: [NSNumber] = []
    open var allowedTouchTypes: [NSNumber] = []
    open var buttonMask: UIEvent.ButtonMask { [] }
    open func location(ofTouch p0: Int, in p1: UIView?) -> CGPoint { .zero }
}

/// The pan recognizer: UIScrollView.panGestureRecognizer reports the host's finger drags.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The touches a pan needs (kept; the host's drags are one finger).
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    var translation = CGPoint.zero
    /// Points per second.
    var fingerVelocity = CGPoint.zero

    /// How far the finger moved since the gesture began (a vector: the same in every view).
    open func translation(in view: UIView?) -> CGPoint { translation }

    /// The finger's velocity in points per second.
    open func velocity(in view: UIView?) -> CGPoint { fingerVelocity }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
}

@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    // iOS's other members, kept and inert (sdk-surface standins)
    open var buttonMaskRequired: UIEvent.ButtonMask = []
}

@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4), down = Direction(rawValue: 8)
    }
    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
}

@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1), left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4), right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A recognizer's delegate. Every requirement is optional in UIKit: the defaults answer as
/// UIKit does without one, and read nil through an optional call (UIKitOptionalRequirement).
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func gestureRecognizer(_ p0: UIGestureRecognizer, shouldReceive p1: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return true
    }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return true
    }
}
