import Foundation
import SessionValues

/// Where a drag's finger is, for UIScrollView.panGestureRecognizer. The finger starts at the
/// centre of the view and moves against the content: when the content offset the finger asks
/// for (before rubber banding) moves by d, the finger has moved by −d on the screen. Its
/// location is in content coordinates: the screen point plus the offset shown.
struct FingerTrack {
    private let start: CGPoint
    private let screenStart: CGPoint
    private var pan = PanGesture()
    private var lastScreen: CGPoint
    private var lastTime: Double = 0

    init(start: CGPoint, viewSize: CGSize) {
        self.start = start
        screenStart = CGPoint(x: viewSize.width / 2, y: viewSize.height / 2)
        lastScreen = screenStart
    }

    /// The recognizer at a frame of the drag: began on the first, changed after.
    mutating func move(to frame: DragGesture.Frame, shown: CGPoint) -> PanGesture {
        let screen = CGPoint(
            x: screenStart.x - (frame.unconstrainedOffset.x - start.x),
            y: screenStart.y - (frame.unconstrainedOffset.y - start.y))
        let dt = (frame.time - lastTime) / 1000
        pan.state = pan.state == .possible ? .began : .changed
        pan.location = CGPoint(x: screen.x + shown.x, y: screen.y + shown.y)
        pan.translation = CGPoint(x: screen.x - screenStart.x, y: screen.y - screenStart.y)
        pan.velocity = dt > 0 ? CGPoint(x: (screen.x - lastScreen.x) / dt, y: (screen.y - lastScreen.y) / dt) : .zero
        (lastScreen, lastTime) = (screen, frame.time)
        return pan
    }

    /// The recognizer after the finger lifts: ended, at its last location.
    mutating func lift() -> PanGesture {
        pan.state = .ended
        return pan
    }
}
