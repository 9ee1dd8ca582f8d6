import Foundation
import Testing
@testable import LayoutHost
import SessionValues

@Test(arguments: [
    // normal, K = 499.499833: (v − 0.01)·K
    (CGFloat(1), DecelerationRate.normal, CGFloat(494.504835)),  // 0.99·499.499833
    (2, .normal, 994.004668),  // 1.99·499.499833
    (3, .normal, 1493.504502),  // 2.99·499.499833
    (-1, .normal, -494.504835),  // −0.99·499.499833
    (-3, .normal, -1493.504502),  // −2.99·499.499833
    // fast, K = 99.499162
    (1, .fast, 98.504171),  // 0.99·99.499162
    (2, .fast, 198.003333),  // 1.99·99.499162
    (3, .fast, 297.502496),  // 2.99·99.499162
    (-2, .fast, -198.003333)  // −1.99·99.499162
])
func projectedDistance(velocity: CGFloat, rate: DecelerationRate, expected: CGFloat) {
    #expect(approx(ReleaseProjection.distance(velocity: velocity, rate: rate), expected))
}

@Test func velocityAtOrBelowFloorDoesNotMove() {
    // max(|v| − 0.01, 0) = 0
    #expect(ReleaseProjection.distance(velocity: 0.01, rate: .normal) == 0)
    #expect(ReleaseProjection.distance(velocity: -0.005, rate: .normal) == 0)
    #expect(ReleaseProjection.restingOffset(offset: 42, velocity: 0, rate: .fast) == 42)
}

@Test func allowedRangeFollowsInsets() {
    // min y = −64; max y = 1960 + 34 − 960 = 1034; x: 0...(320 − 320) = 0...0
    let range = CGRect.allowedContentOffsets(
        contentSize: CGSize(width: 320, height: 1960), boundsSize: CGSize(width: 320, height: 960),
        top: 64, bottom: 34
    )
    #expect(range.minY == -64 && range.maxY == 1034 && range.minX == 0 && range.maxX == 0)
    // short content: max = max(−64, 500 + 34 − 960 = −426) = −64
    let short = CGRect.allowedContentOffsets(
        contentSize: CGSize(width: 320, height: 500), boundsSize: CGSize(width: 320, height: 960),
        top: 64, bottom: 34
    )
    #expect(short.minY == -64 && short.maxY == -64)
}

@Test func projectionIsClampedToAllowedRange() {
    // y: 900 + 994.004668 = 1894.0 > 1000 → 1000; x: 0 + 494.5 > 0 → 0
    let down = ReleaseProjection.restingOffset(
        offset: CGPoint(x: 0, y: 900), velocity: CGPoint(x: 1, y: 2), rate: .normal, allowedRange: tallRange
    )
    #expect(down == CGPoint(x: 0, y: 1000))
    // y: 100 − 1493.5045 < 0 → 0
    let up = ReleaseProjection.restingOffset(
        offset: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: -3), rate: .normal, allowedRange: tallRange
    )
    #expect(up == CGPoint(x: 0, y: 0))
    // y: 100 + 98.504171 (fast, v = 1) stays inside
    let inside = ReleaseProjection.restingOffset(
        offset: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 1), rate: .fast, allowedRange: tallRange
    )
    #expect(approx(inside.y, 198.504171))
}
