package import Foundation

/// The collection view's pan recognizer as a layout reads it: where the finger is, how far it
/// moved and how fast. The host's drags move it; it keeps its last location after the finger
/// lifts, and reads (0, 0) before the first drag (`help decisions`).
package struct PanGesture: Equatable, Sendable {
    /// UIGestureRecognizer.State, with UIKit's raw values.
    package enum State: UInt32, Sendable {
        case possible = 0, began, changed, ended
    }

    package var state = State.possible
    /// The finger in the collection view's coordinates (content coordinates).
    package var location = CGPoint.zero
    /// The finger's movement since the drag began.
    package var translation = CGPoint.zero
    /// Points per second.
    package var velocity = CGPoint.zero

    package init() {}
}
