import CollectionLayout
import Foundation
import PropertyBased
import Testing
@_spi(Benchmarks) @testable import LayoutHost

/// The view's filter of a kept answer by the visible rect: the elements CGRect.intersects keeps.
struct RectQueryAnswerTests {
    /// Any element frame against any run of visible rects: each pass shows exactly the elements
    /// whose frames Foundation says meet the rect, in the answer's order; when it answers nil
    /// (the same ones as the pass before) the ones shown are still right. Numbers lie on a
    /// coarse grid, so edges that touch and frames of no width are common; a few are huge, so
    /// the frames Foundation decides alone are there too.
    @Test func passesShowWhatIntersectsKeeps() async {
        let number = zip(Gen.int(in: -4...24), Gen.int(in: 0...19)).map { grid, huge -> Double in
            huge == 0 ? 1e300 * Double(grid) : huge == 1 ? 3e15 : Double(grid) / 2
        }
        let transform = Gen.int(in: 0...5).map { kind -> CATransform3D in
            switch kind {
            case 0: CATransform3DMakeScale(0.5, 2, 1)
            case 1: CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
            case 2: CATransform3DMakeScale(0, 1, 1)
            default: CATransform3DIdentity
            }
        }
        let element = zip(zip(number, number), zip(Gen.int(in: 0...8), Gen.int(in: 0...8)), transform).map { center, size, transform in
            LayoutElement(
                category: .cell, kind: nil, section: 0, item: 0, center: CGPoint(x: center.0, y: center.1),
                size: CGSize(width: Double(size.0), height: Double(size.1)), transform3D: transform,
                alpha: 1, zIndex: 0, isHidden: false, custom: [])
        }
        let rect = zip(zip(number, number), zip(Gen.int(in: -2...10), Gen.int(in: -2...10))).map { origin, size in
            CGRect(x: origin.0, y: origin.1, width: Double(size.0), height: Double(size.1))
        }
        await propertyCheck(count: 500, input: element.array(of: 0...40), rect.array(of: 1...8)) { elements, rects in
            var answer = RectQueryAnswer(region: .infinite, elements: elements)
            var shown: [LayoutElement]?
            for rect in rects {
                let expected = elements.filter { $0.frame.intersects(rect) }
                if let now = answer.elements(meeting: rect) {
                    shown = now
                } else {
                    #expect(shown != nil, "the first pass of an answer must show its elements")
                }
                #expect(shown == expected, "\(rect)")
            }
        }
    }
}
