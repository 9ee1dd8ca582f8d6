import Foundation
import Testing
@testable import LayoutHost

private let clock60 = FrameClock(fps: 60)!

@Test func bounceWithoutVelocityMovesMonotonicallyToTheEdge() {
    let bounce = BounceBack(offset: CGPoint(x: 0, y: -100), velocity: .zero, rate: .normal, allowedRange: tallRange)
    let frames = bounce.frames(clock: clock60)
    // first frame: −100·0.99^(1000/60) = −100·0.845772 = −84.577188
    #expect(approx(frames[0].offset.y, -84.577188))
    // settles when 100·0.99^t < 0.5: t > ln 200/|ln 0.99| = 527.18 ms → k = ⌈31.63⌉ = 32
    #expect(frames.count == 32)
    #expect(frames.last!.offset == CGPoint(x: 0, y: 0))
    #expect(frames.last!.velocity == .zero)
    let ys = [CGFloat(-100)] + frames.map(\.offset.y)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 < $1 && $1 <= 0 })
}

@Test func outwardVelocityOvershootsThenReturnsExactlyToTheEdge() {
    let bounce = BounceBack(offset: CGPoint(x: 0, y: 1050), velocity: CGPoint(x: 0, y: 1), rate: .normal, allowedRange: tallRange)
    let frames = bounce.frames(clock: clock60)
    // s = 0.99^16.667 = 0.845772, g = (1 − 0.998^16.667)/(1 − 0.998) = 16.408091
    // y1 = 1000 + 50·s + 1·0.998·s·g = 1000 + 42.288594 + 13.849747 = 1056.138341
    #expect(approx(frames[0].offset.y, 1056.138341))
    #expect(frames.map(\.offset.y).max()! > 1050)
    #expect(frames.last!.offset.y == 1000)
}

@Test func steppingByHandMatchesFrames() {
    var bounce = BounceBack(offset: CGPoint(x: 0, y: -100), velocity: .zero, rate: .normal, allowedRange: tallRange)
    bounce.advance(by: 1000.0 / 60)
    // same as the first frame above
    #expect(approx(bounce.offset.y, -84.577188))
    #expect(!bounce.isFinished)
}

@Test func inRangeAxisGlidesWhileTheOtherSpringsBack() {
    let range = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    let bounce = BounceBack(offset: CGPoint(x: 100, y: -50), velocity: CGPoint(x: 1, y: 0), rate: .normal, allowedRange: range)
    // x glides to 100 + 0.99·499.499833 = 594.504835 over 2300.281740 ms → ⌈138.02⌉ = 139 frames
    #expect(approx(bounce.end.x, 594.504835))
    let frames = bounce.frames(clock: clock60)
    #expect(frames.count == 139)
    #expect(frames.last!.offset == CGPoint(x: bounce.end.x, y: 0))
}
