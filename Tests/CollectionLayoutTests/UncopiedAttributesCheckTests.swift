import Foundation
import Testing
@testable import CollectionLayout

/// UIKit's "cached frame mismatch" check watches what a flow or compositional layout hands out,
/// unless nobody but the host could have seen it.
@MainActor struct UncopiedAttributesCheckTests {
    /// One cell at (0, 0, 10, 10), handed out by `layout`, then moved 5 points right.
    func warning(layout: UICollectionViewFlowLayout, answeringTheHost: Bool) -> String? {
        var check = UncopiedAttributesCheck()
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layout.isAnsweringTheHost = answeringTheHost
        check.record([cell], by: layout, base: UICollectionViewFlowLayout.self)
        cell.frame.origin.x = 5
        return check.changedSinceLastQuery(by: layout, base: "UICollectionViewFlowLayout", kind: "flow")
    }

    final class Subclass: UICollectionViewFlowLayout {}

    @Test func aFlowLayoutAnsweringTheHostAloneIsNotWatched() {
        #expect(warning(layout: UICollectionViewFlowLayout(), answeringTheHost: true) == nil)
    }

    /// A layout that asks a flow layout of its own, or a subclass: the answer reached code.
    @Test func anAnswerCodeSawIsWatched() throws {
        // Cached frame {{0, 0}, {10, 10}}, now {{5, 0}, {10, 10}}.
        let asked = try #require(warning(layout: UICollectionViewFlowLayout(), answeringTheHost: false))
        #expect(
            asked.hasPrefix(
                "UICollectionViewFlowLayout has cached frame mismatch for index path 0-0 - cached value: {{0, 0}, {10, 10}}; expected value: {{5, 0}, {10, 10}}"
            ))
        let subclass = try #require(warning(layout: Subclass(), answeringTheHost: true))
        #expect(subclass.hasSuffix("the flow layout subclass Subclass is modifying attributes returned by UICollectionViewFlowLayout without copying them"))
    }
}
