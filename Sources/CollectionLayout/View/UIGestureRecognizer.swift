import Foundation

/// A gesture recognizer. Only the collection view's own pan recognizer ever recognises here:
/// the host's drags move it; any other recognizer stays `.possible` (`help decisions`).
open class UIGestureRecognizer: NSObject {
    /// UIGestureRecognizer.State, with UIKit's raw values.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    override public init() { super.init() }

    open var isEnabled = true
    public internal(set) var state = State.possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// The touch point in the attached view's coordinates (the collection view's: content
    /// coordinates); kept after the gesture ends, (0, 0) before the first one.
    var touchLocation = CGPoint.zero

    /// The touch point in `view`'s coordinates: the attached view's own, or the window's for
    /// nil or any other view (the collection view fills the window here).
    public func location(in view: UIView?) -> CGPoint {
        guard let attached = self.view, view !== attached else { return touchLocation }
        return CGPoint(x: touchLocation.x - attached.bounds.minX, y: touchLocation.y - attached.bounds.minY)
    }

    public var numberOfTouches: Int { state == .began || state == .changed ? 1 : 0 }
}

/// The pan recognizer: UIScrollView.panGestureRecognizer reports the host's finger drags.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    var translation = CGPoint.zero
    /// Points per second.
    var fingerVelocity = CGPoint.zero

    /// How far the finger moved since the gesture began (a vector: the same in every view).
    public func translation(in view: UIView?) -> CGPoint { translation }

    /// The finger's velocity in points per second.
    public func velocity(in view: UIView?) -> CGPoint { fingerVelocity }

    public func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
}
