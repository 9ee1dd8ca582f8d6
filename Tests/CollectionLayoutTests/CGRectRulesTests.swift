import CollectionLayout
import Foundation
import Testing

/// CGRect as Apple's CoreGraphics defines it (CGGeometry.h and the CGRect function pages), with
/// each expected value worked out from the documented definition in a comment. Plugins get
/// CGRect from Foundation on Linux and from CoreGraphics on the Mac: these hold on both
/// (docs/uikit-rules.md §1.1).
@MainActor struct CGRectRulesTests {
    @Test func rectsThatOnlyTouchIntersectInAnEmptyRect() {
        // CGGeometry.h: "rect1 intersects rect2 if the intersection of rect1 and rect2 is not
        // the null rect"; CGRectIntersection returns null only when they do not intersect.
        // Shared edge y = 106: x from max(6, 0) = 6 to min(189, 390) = 189, y from max(6, 106)
        // = 106 to min(106, 950) = 106: (6, 106, 183, 0), empty but not null.
        let cell = CGRect(x: 6, y: 6, width: 183, height: 100), screen = CGRect(x: 0, y: 106, width: 390, height: 844)
        #expect(cell.intersects(screen))
        #expect(cell.intersection(screen) == CGRect(x: 6, y: 106, width: 183, height: 0))
        #expect(!cell.intersection(screen).isNull)
        #expect(cell.intersection(screen).isEmpty)
        // Corners that touch at (10, 10): a rect of no size there.
        #expect(
            CGRect(x: 0, y: 0, width: 10, height: 10).intersection(CGRect(x: 10, y: 10, width: 10, height: 10))
                == CGRect(x: 10, y: 10, width: 0, height: 0))
        // One point apart: no intersection, the null rect (+inf, +inf, 0, 0).
        let apart = CGRect(x: 0, y: 0, width: 10, height: 10).intersection(CGRect(x: 11, y: 0, width: 10, height: 10))
        #expect(apart.isNull)
        #expect(apart.origin.x == .infinity && apart.size == .zero)
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).intersects(CGRect(x: 11, y: 0, width: 10, height: 10)))
    }

    @Test func zeroSizeRectsIntersectButContainNoPoint() {
        let big = CGRect(x: 0, y: 0, width: 100, height: 100)
        // A point rect inside meets the rect; their intersection is the point rect itself.
        #expect(big.intersects(CGRect(x: 50, y: 50, width: 0, height: 0)))
        #expect(big.intersection(CGRect(x: 50, y: 50, width: 0, height: 0)) == CGRect(x: 50, y: 50, width: 0, height: 0))
        // CGRectContainsPoint: false for a null or empty rect, even at its own origin.
        #expect(!CGRect(x: 50, y: 50, width: 0, height: 0).contains(CGPoint(x: 50, y: 50)))
        // CGGeometry.h: rect2 is inside rect1 when their union is rect1, so an empty rect on
        // rect1's far corner is contained ((0,0,100,100) ∪ (100,100,0,0) = (0,0,100,100)).
        #expect(big.contains(CGRect(x: 100, y: 100, width: 0, height: 0)))
        #expect(!big.contains(CGRect(x: 101, y: 100, width: 0, height: 0)))
    }

    @Test func containsPointIsHalfOpen() {
        // CGRectContainsPoint: inside, or on the minimum x or minimum y edge; not the maximum.
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.contains(CGPoint(x: 0, y: 0)))
        #expect(!rect.contains(CGPoint(x: 10, y: 5)))
        #expect(!rect.contains(CGPoint(x: 5, y: 10)))
        // Negative sizes are standardized first: (10, 0, −10, 10) is (0, 0, 10, 10).
        #expect(CGRect(x: 10, y: 0, width: -10, height: 10).contains(CGPoint(x: 0, y: 5)))
        #expect(!CGRect(x: 10, y: 0, width: -10, height: 10).contains(CGPoint(x: 10, y: 5)))
    }

    @Test func theNullRectIsIgnoredByUnionAndKeptByTheRest() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        // CGRectUnion: a null operand gives a copy of the other.
        #expect(rect.union(.null) == rect)
        #expect(CGRect.null.union(rect) == rect)
        #expect(CGRect.null.union(.null).isNull)
        // "A null rect is defined to be empty"; it meets nothing and contains no point.
        #expect(CGRect.null.isEmpty)
        #expect(!rect.intersects(.null))
        #expect(rect.intersection(.null).isNull)
        #expect(!CGRect.null.contains(CGPoint(x: 0, y: 0)))
        // CGRectStandardize and CGRectIntegral: "Returns a null rectangle if rect is a null rectangle".
        #expect(CGRect.null.standardized.isNull)
        #expect(CGRect.null.integral.isNull)
        // The union rule: rect ∪ null = rect, so rect contains the null rect.
        #expect(rect.contains(CGRect.null))
    }

    @Test func theInfiniteRectHoldsEveryRect() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(CGRect.infinite.intersection(rect) == rect)
        #expect(CGRect.infinite.union(rect) == .infinite)
        #expect(!CGRect.infinite.isEmpty && !CGRect.infinite.isNull)
        #expect(CGRect.infinite.intersects(rect))
    }

    @Test func integralRoundsTheEdgesOutwards() {
        // CGRectIntegral: origin floor(min), far edge ceil(max). (11.25, 22.25, 33.25, 44.25): the
        // far edges are 44.5 and 66.5, so (11, 22, 45 − 11 = 34, 67 − 22 = 45).
        #expect(CGRect(x: 11.25, y: 22.25, width: 33.25, height: 44.25).integral == CGRect(x: 11, y: 22, width: 34, height: 45))
        // Standardized first: (1.9, 1.9, −10.1, −10.2) is (−8.2, −8.3, 10.1, 10.2); floor −9 and
        // ceil(1.9) = 2 on both axes: (−9, −9, 11, 11).
        #expect(CGRect(x: 1.9, y: 1.9, width: -10.1, height: -10.2).integral == CGRect(x: -9, y: -9, width: 11, height: 11))
    }

    @Test func insetByPastTheMiddleIsNull() {
        // CGRectInset: standardized, then the insets applied; a negative width or height gives
        // the null rect. 100 − 2·51 = −2: null; 100 − 2·50 = 0: kept, (50, 0, 0, 100).
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(rect.insetBy(dx: 51, dy: 0).isNull)
        #expect(rect.insetBy(dx: 50, dy: 0) == CGRect(x: 50, y: 0, width: 0, height: 100))
        // (0, 0, −10, 10) is (−10, 0, 10, 10) standardized; inset 1: (−9, 1, 8, 8).
        #expect(CGRect(x: 0, y: 0, width: -10, height: 10).insetBy(dx: 1, dy: 1) == CGRect(x: -9, y: 1, width: 8, height: 8))
    }
}
