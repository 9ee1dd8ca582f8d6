import Foundation
import Testing
@testable import LayoutHost

/// Five 320-pt pages: x range 0...1280.
private let pagedRange = CGRect.allowedContentOffsets(
    contentSize: CGSize(width: 1600, height: 480), boundsSize: CGSize(width: 320, height: 480)
)
private let bounds = CGSize(width: 320, height: 480)

private func pagedX(_ offset: CGFloat, _ velocity: CGFloat) -> CGFloat {
    PagingTarget.restingOffset(
        offset: CGPoint(x: offset, y: 0), velocity: CGPoint(x: velocity, y: 0),
        boundsSize: bounds, allowedRange: pagedRange
    ).x
}

@Test(arguments: [
    (CGFloat(0), CGFloat(1), CGFloat(320)),  // 494.5/320 = 1.55 → page 2, capped to 0 + 1 → 320
    (0, 5, 320),                             // v → 3: 1493.5/320 = 4.67 → 5, capped → 320
    (100, 0.1, 0),                           // 100 + 0.09·499.5 = 144.95 → 0.45 → page 0
    (200, 0, 320),                           // 200/320 = 0.625 → nearest page 1
    (0, -1, 0),                              // −494.5 → −2, capped to −1 → −320, clamped → 0
    (1200, 1, 1280),                         // 1694.5 → 5.30 → 5; current round(3.75) = 4 → 5 → 1600 → clamped 1280
    (640, -0.3, 640),                        // 640 − 0.29·499.5 = 495.1 → 1.55 → 2 → 640
    (700, -2, 320),                          // 700 − 994.0 = −294.0 → −0.92 → −1; current 2 → 1 → 320
])
func pagingRestsOnPageMultiples(offset: CGFloat, velocity: CGFloat, expected: CGFloat) {
    let x = pagedX(offset, velocity)
    #expect(x == expected)
    #expect(x.truncatingRemainder(dividingBy: 320) == 0)
}

@Test func pagingUsesEachAxisBoundsDimension() {
    // 2 × 3 pages of 320 × 480: range x 0...320, y 0...960
    let range = CGRect.allowedContentOffsets(
        contentSize: CGSize(width: 640, height: 1440), boundsSize: bounds
    )
    // x: 0 + 494.5 → page 2 → capped 1 → 320; y: 500 − 994.0 = −494.0 → −1.03 → −1, current 1 → 0
    let target = PagingTarget.restingOffset(
        offset: CGPoint(x: 0, y: 500), velocity: CGPoint(x: 1, y: -2), boundsSize: bounds, allowedRange: range
    )
    #expect(target == CGPoint(x: 320, y: 0))
}
