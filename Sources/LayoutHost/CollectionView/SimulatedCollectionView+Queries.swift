import CollectionLayout
package import Foundation
import HostSupport
import SessionValues

/// Questions asked of the layout outside a pass (attrs, pictures, probes) and the rect a pass
/// asks for.
extension SimulatedCollectionView {
    /// Every element in the content (and the visible rect, for elements placed outside it).
    package func allElements() throws -> [LayoutElement] {
        try elements(in: CGRect(origin: .zero, size: state.contentSize).union(state.bounds), filter: false)
    }

    /// The layout's answer for `rect`, filtered to it when `filter` is true.
    package func elements(in rect: CGRect, filter: Bool = true) throws -> [LayoutElement] {
        guard let layout else { return [] }
        try layoutIfNeeded()
        let elements = try layout.elements(in: rect)
        return filter ? elements.filter { $0.frame.intersects(rect) } : elements
    }

    /// Runs `body` with the layout asked for orthogonal sections at rest and without their
    /// visible-items handlers (attributes as laid out, before any sideways scroll), then restores
    /// the usual state.
    package func unscrolled<T>(_ body: () throws -> T) throws -> T {
        guard let layout else { return try body() }
        try layoutIfNeeded()
        try layout.setViewState(state, unscrolled: true)
        defer { try? layout.setViewState(state) }
        return try body()
    }

    /// The rect a pass asks the layout for: the screen pages (bounds-sized tiles from the
    /// content's origin) that `visible` touches, so scrolling asks again only when it enters a
    /// new page. UIKit caches per screen page; the tiling is decided here (`help decisions`).
    package static func queryRegion(for visible: CGRect) -> CGRect {
        func span(_ low: CGFloat, _ high: CGFloat, _ page: CGFloat) -> (CGFloat, CGFloat) {
            guard page > 0, (low / page).magnitude < 1e15, (high / page).magnitude < 1e15 else { return (low, high) }
            let first = (low / page).rounded(.down) * page
            return (first, Swift.max((high / page).rounded(.up) * page, first + page))
        }
        let (x0, x1) = span(visible.minX, visible.maxX, visible.width)
        let (y0, y1) = span(visible.minY, visible.maxY, visible.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// UIKit raises when a supplementary view's attributes change without an invalidation of
    /// the layout (NSInternalInconsistencyException); the command fails with that said. Compared
    /// as UIKit's isEqual(_:) compares: geometry, alpha, zIndex and hidden.
    static func checkSupplementaries(_ answer: [LayoutElement], against previous: [LayoutElement], layout id: String) throws {
        var before: [LayoutElement.Key: LayoutElement] = [:]
        for element in previous where element.category == .supplementary { before[element.key] = element }
        guard !before.isEmpty else { return }
        for element in answer where element.category == .supplementary {
            guard let old = before[element.key],
                old.center != element.center || old.size != element.size || old.transform3D != element.transform3D
                    || old.alpha != element.alpha || old.zIndex != element.zIndex || old.isHidden != element.isHidden
            else { continue }
            let frame = { (e: LayoutElement) in [e.frame.minX, e.frame.minY, e.frame.width, e.frame.height].map(NumberText.short).joined(separator: " ") }
            throw LayoutCallError(
                "\(id): the layout attributes for supplementary item \(element.kind ?? "?") at \(element.pathText) changed from frame "
                    + "\(frame(old)) to \(frame(element)) without invalidating the layout; UIKit raises (NSInternalInconsistencyException)",
                contract: .supplementaryChanged)
        }
    }
}
