import Foundation
import SessionValues
/// What the view keeps must agree with itself; checked in debug builds (as swift-collections'
/// `_checkInvariants()`), so the suite catches a step that leaves it inconsistent.
extension SimulatedCollectionView {
    /// Traps in debug builds when the view's bookkeeping disagrees: no layout means nothing shown
    /// or cached; after a pass of a valid layout, the visible elements are exactly the cached
    /// answer's elements that meet the bounds (compared by index path, as NaN frames never
    /// compare equal). Does nothing in release builds.
    func checkInvariants() {
        #if DEBUG
            precondition(passDepth >= 0, "SimulatedCollectionView: unbalanced pass depth \(passDepth)")
            guard layout != nil else {
                precondition(visibleElements.isEmpty && queried == nil, "SimulatedCollectionView: elements kept without a layout")
                return
            }
            guard layoutValid, let queried else { return }
            let visible = state.bounds
            precondition(
                queried.region.contains(visible) || visible.isEmpty || !visible.width.isFinite,
                "SimulatedCollectionView: the cached region \(queried.region) does not cover the bounds \(visible)")
            let expected = queried.elements.lazy.filter { $0.frame.intersects(visible) }.map(\.key)
            precondition(
                visibleElements.map(\.key).elementsEqual(expected),
                "SimulatedCollectionView: the visible elements are not the cached answer's within the bounds")
        #endif
    }
}
