import Foundation
import Testing
@testable import LayoutHost

private let clock60 = FrameClock(fps: 60)!
private let bounds = CGSize(width: 320, height: 960)

@Test func constantDragInsideTheRange() throws {
    let drag = try DragGesture(
        start: .zero, delta: CGPoint(x: 0, y: 300), duration: 100,
        clock: clock60, allowedRange: tallRange, boundsSize: bounds)
    // frames at 16.667k, k = 1...6; y_k = 300·k/6 = 50k
    #expect(drag.frames.count == 6)
    #expect(approx(drag.frames[2].offset.y, 150))
    #expect(drag.releaseOffset == CGPoint(x: 0, y: 300))
    // every sample 50/16.667 = 3 pt/ms; 0.75·3 + 0.25·3 = 3
    #expect(approx(drag.releaseVelocity.y, 3, 1e-9))
    #expect(drag.releaseVelocity.x == 0)
}

@Test func lastPartialFrameIsBlendedWithThePreviousSample() throws {
    let drag = try DragGesture(
        start: .zero, delta: CGPoint(x: 0, y: 300), duration: 90,
        clock: clock60, allowedRange: tallRange, boundsSize: bounds)
    // t_6 = 100 ≥ 90 > t_5 = 83.33 → 6 frames
    // y_4 = 300·66.667/90 = 222.222, y_5 = 300·83.333/90 = 277.778, y_6 = 300
    #expect(drag.frames.count == 6)
    #expect(approx(drag.frames[4].offset.y, 277.777778))
    // previous = 55.556/16.667 = 3.333333, latest = 22.222/16.667 = 1.333333
    // 0.75·3.333333 + 0.25·1.333333 = 2.5 + 0.333333 = 2.833333
    #expect(approx(drag.releaseVelocity.y, 2.833333))
}

@Test func overscrolledDragIsRubberBanded() throws {
    let drag = try DragGesture(
        start: .zero, delta: CGPoint(x: 0, y: -100), duration: 100,
        clock: clock60, allowedRange: tallRange, boundsSize: bounds)
    // frame 3: finger −50 → −0.55·50·960/(960 + 27.5) = −26.734177
    #expect(drag.frames[2].unconstrainedOffset.y == -50)
    #expect(approx(drag.frames[2].offset.y, -26.734177))
    // release: −52800/1015 = −52.019704; velocity −100/100 = −1 pt/ms (finger, unbanded)
    #expect(approx(drag.releaseOffset.y, -52.019704))
    #expect(approx(drag.releaseVelocity.y, -1, 1e-9))
}

@Test func slowDragReleasesWithoutVelocity() throws {
    // 10 pt over 100 ms = 0.1 pt/ms < 0.25
    let drag = try DragGesture(
        start: .zero, delta: CGPoint(x: 0, y: 10), duration: 100,
        clock: clock60, allowedRange: tallRange, boundsSize: bounds)
    #expect(drag.releaseVelocity == .zero)
    #expect(drag.releaseOffset == CGPoint(x: 0, y: 10))
}

@Test func singleFrameDragUsesTheRawSample() throws {
    // one frame at 16.667 ms; no previous sample: 50/16.667 = 3
    let drag = try DragGesture(
        start: .zero, delta: CGPoint(x: 0, y: 50), duration: 10,
        clock: clock60, allowedRange: tallRange, boundsSize: bounds)
    #expect(drag.frames.count == 1)
    #expect(approx(drag.releaseVelocity.y, 3, 1e-9))
}
