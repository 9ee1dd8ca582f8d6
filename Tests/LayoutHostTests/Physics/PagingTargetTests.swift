import Foundation
import Testing
@testable import LayoutHost
import SessionValues

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

// A release at 0.3 pt/ms (300 pt/s) or faster goes to the next page boundary in its direction;
// slower ones rest on the nearest page. Pages of 320, range 0...1280.
@Test(arguments: [
    (CGFloat(0), CGFloat(1), CGFloat(320)),  // a flick down from page 0: the next boundary, 320
    (0, 5, 320),  // however fast: one page, 320
    (100, 0.1, 0),  // 0.1 < 0.3, no flick: 100/320 = 0.31 → nearest page 0
    (200, 0, 320),  // no flick: 200/320 = 0.625 → nearest page 1 = 320
    (0, -1, 0),  // a flick up from 0: −320, clamped to the range → 0
    (1200, 1, 1280),  // 1200/320 = 3.75, next boundary up 4 → 1280
    (640, -0.3, 320),  // exactly the flick speed, on boundary 2: one page up → 320
    (700, -2, 640),  // 700/320 = 2.19, next boundary up the page → 2 → 640
    (650, 0.29, 640)  // just under the flick speed: 650/320 = 2.03 → nearest 640
])
func pagingRestsOnPageMultiples(offset: CGFloat, velocity: CGFloat, expected: CGFloat) {
    let x = pagedX(offset, velocity)
    #expect(x == expected)
    #expect(x.truncatingRemainder(dividingBy: 320) == 0)
}

/// UIKit pages one page on any real flick whatever the deceleration rate: the rate takes no part.
@Test func pagingDoesNotDependOnTheDecelerationRate() {
    // From 100 at 3 pt/ms: the fast rate projects only 3·0.99/0.01 = 297 (to 397, under half a
    // page of 844), yet the flick pages: 844.
    let range = CGRect.allowedContentOffsets(contentSize: CGSize(width: 390, height: 8440), boundsSize: CGSize(width: 390, height: 844))
    let target = PagingTarget.restingOffset(
        offset: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 3),
        boundsSize: CGSize(width: 390, height: 844), allowedRange: range)
    #expect(target == CGPoint(x: 0, y: 844))
}

@Test func pagingUsesEachAxisBoundsDimension() {
    // 2 × 3 pages of 320 × 480: range x 0...320, y 0...960
    let range = CGRect.allowedContentOffsets(
        contentSize: CGSize(width: 640, height: 1440), boundsSize: bounds
    )
    // x: a flick forward from 0 → 320; y: a flick back from 500 (500/480 = 1.04) → boundary 1 → 480
    let target = PagingTarget.restingOffset(
        offset: CGPoint(x: 0, y: 500), velocity: CGPoint(x: 1, y: -2), boundsSize: bounds, allowedRange: range
    )
    #expect(target == CGPoint(x: 320, y: 480))
}

/// Pages count from offset 0, not from −contentInset (UIScrollView's `_pagingOrigin` is (0, 0);
/// targets are then clamped to the allowed offsets): a top inset of 100, pages of 600, content
/// 3000 high, so offsets run −100…2400.
@Test(arguments: [
    (CGFloat(-100), CGFloat(1), CGFloat(0)),  // a flick down from rest at −100: −100/600 = −0.17, next boundary 0
    (-100, 0, 0),  // a slow release at −100: nearest page round(−0.17) = 0, so 0, not −100
    (0, -1, -100),  // a flick up from 0: −600, clamped to the minimum −100
    (0, 1, 600)  // then pages of 600 from 0: 600
])
func pagesCountFromZeroWhateverTheInset(offset: CGFloat, velocity: CGFloat, expected: CGFloat) {
    let size = CGSize(width: 390, height: 600)
    let range = CGRect(x: 0, y: -100, width: 0, height: 2500)
    let target = PagingTarget.restingOffset(
        offset: CGPoint(x: 0, y: offset), velocity: CGPoint(x: 0, y: velocity),
        boundsSize: size, allowedRange: range)
    #expect(target.y == expected)
}
