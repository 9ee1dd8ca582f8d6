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
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

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
}

/// A touch, as overrides of touchesBegan receive one; none is ever made here.
@preconcurrency @MainActor open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    open var phase = Phase.began
    open var tapCount = 1
    open var timestamp: TimeInterval = 0
    open weak var view: UIView?
    open var force: CGFloat = 0
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// An event, as overrides of touch handling receive one; none is ever made here.
@preconcurrency @MainActor open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
    open var type = EventType.touches
    open var timestamp: TimeInterval = 0
    open var allTouches: Set<UITouch>? { nil }
}
