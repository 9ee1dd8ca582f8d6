import Foundation

/// The responder chain's base, so views and controllers that override touch handling compile.
/// No touches happen here: these are never called.
@preconcurrency @MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// Told of a change to an observed key path: never, here (observations never fire). Declared
    /// in the class so an app's override compiles.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// UIKit's keyboard notifications, which nothing posts here.
    public class var keyboardWillShowNotification: NSNotification.Name { NSNotification.Name("UIKeyboardWillShowNotification") }
    public class var keyboardDidShowNotification: NSNotification.Name { NSNotification.Name("UIKeyboardDidShowNotification") }
    public class var keyboardWillHideNotification: NSNotification.Name { NSNotification.Name("UIKeyboardWillHideNotification") }
    public class var keyboardDidHideNotification: NSNotification.Name { NSNotification.Name("UIKeyboardDidHideNotification") }
    public class var keyboardFrameEndUserInfoKey: String { "UIKeyboardFrameEndUserInfoKey" }
    public class var keyboardAnimationDurationUserInfoKey: String { "UIKeyboardAnimationDurationUserInfoKey" }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func canPerformAction(_ p0: Selector, withSender p1: Any?) -> Bool { false }
    open var canResignFirstResponder: Bool { false }
    open func captureTextFromCamera(_ p0: Any?) {}
    open class func clearTextInputContextIdentifier(_ p0: String) {}
    open var inputAccessoryView: UIView? { nil }
    open var inputView: UIView? { nil }
    open func motionBegan(_ p0: UIEvent.EventSubtype, with p1: UIEvent?) {}
    open func motionCancelled(_ p0: UIEvent.EventSubtype, with p1: UIEvent?) {}
    open func motionEnded(_ p0: UIEvent.EventSubtype, with p1: UIEvent?) {}
    open func reloadInputViews() {}
    open func remoteControlReceived(with p0: UIEvent?) {}
    open func target(forAction p0: Selector, withSender p1: Any?) -> Any? { nil }
    open var textInputContextIdentifier: String? { nil }
    open func touchesEstimatedPropertiesUpdated(_ p0: Set<UITouch>) {}
}

/// A touch, as overrides of touchesBegan receive one; none is ever made here.
@preconcurrency @MainActor open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4
        // iOS's other members, kept and inert (sdk-surface standins)
        case regionEntered = 5
        case regionExited = 7
        case regionMoved = 6
    }
    open var phase = Phase.began
    open var tapCount = 1
    open var timestamp: TimeInterval = 0
    open weak var view: UIView?
    open var force: CGFloat = 0
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var altitudeAngle: CGFloat { 0 }
    open func azimuthAngle(in p0: UIView?) -> CGFloat { 0 }
    open func azimuthUnitVector(in p0: UIView?) -> CGVector { .zero }
    open var estimatedProperties: UITouch.Properties { [] }
    open var estimatedPropertiesExpectingUpdates: UITouch.Properties { [] }
    open var estimationUpdateIndex: NSNumber? { nil }
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }
    open var majorRadius: CGFloat { 0 }
    open var majorRadiusTolerance: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open func preciseLocation(in p0: UIView?) -> CGPoint { .zero }
    open func precisePreviousLocation(in p0: UIView?) -> CGPoint { .zero }
    open var type: UITouch.TouchType { UITouch.TouchType.direct }
    open var window: UIWindow? { nil }
}

/// An event, as overrides of touch handling receive one; none is ever made here.
@preconcurrency @MainActor open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3
        // iOS's other members, kept and inert (sdk-surface standins)
        case hover = 11
        case scroll = 10
        case transform = 14
    }
    open var type = EventType.touches
    open var timestamp: TimeInterval = 0
    open var allTouches: Set<UITouch>? { nil }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var buttonMask: UIEvent.ButtonMask { [] }
    open func coalescedTouches(for p0: UITouch) -> [UITouch]? { nil }
    open func predictedTouches(for p0: UITouch) -> [UITouch]? { nil }
    open var subtype: UIEvent.EventSubtype { UIEvent.EventSubtype.none }
    open func touches(for p0: UIGestureRecognizer) -> Set<UITouch>? { nil }
    open func touches(for p0: UIView) -> Set<UITouch>? { nil }
    open func touches(for p0: UIWindow) -> Set<UITouch>? { nil }
}
