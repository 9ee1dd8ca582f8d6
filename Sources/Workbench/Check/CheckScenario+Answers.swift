import CollectionLayout
import Foundation
import HostSupport
import LayoutHost
import SessionValues

/// Each answer of layoutAttributesForElements(in:) a pass gets, held to UIKit's contract as it
/// arrives: what is in it, against the answers before it since the last prepare(), and against
/// the layout's own item, supplementary and decoration queries.
extension CheckScenario {
    func inspect(_ rect: CGRect, _ elements: [LayoutElement]) {
        if counter.prepares != preparesSeen {
            preparesSeen = counter.prepares
            generation = [:]
            verified = []
            do {
                orthogonal = Set(try instance.orthogonalSections().map(\.section))
            } catch {
                file(.layoutRaised, "\(error)")
            }
        }
        let tolerance = CheckDecisions.frameTolerance
        let content = CGRect(origin: .zero, size: view.state.contentSize).union(CGRect(origin: .zero, size: view.state.size))
            .insetBy(dx: -tolerance, dy: -tolerance)
        let near = CheckDecisions.nearby(rect)
        var seen = Set<LayoutElement.Key>(minimumCapacity: elements.count)
        var far = 0
        var inRect: [LayoutElement] = []
        var answer: [LayoutElement.Key: LayoutElement] = [:]
        // A huge answer (a layout that returns everything) is checked near the rect only, so a
        // layout that also prepares on every frame stays quick to check.
        let full = elements.count <= CheckDecisions.fullInspectionLimit
        for element in elements {
            let frame = Self.untransformed(element)
            guard frame.intersects(near) || full else {
                far += 1
                continue
            }
            let key = element.key
            if !seen.insert(key).inserted {
                file(.duplicateElement, "\(Self.name(key)) twice in the answer for \(Self.text(rect))")
            }
            if element.size.width < 0 || element.size.height < 0 {
                file(.invalidFrame, "\(Self.name(key)) has a negative size \(NumberText.short(element.size.width))x\(NumberText.short(element.size.height))")
            }
            if !orthogonal.contains(element.section), !content.contains(frame) {
                unresolved.append(
                    (
                        .outsideContent,
                        "\(Self.name(key)) at \(Self.text(frame)) lies outside the content "
                            + "\(NumberText.short(view.state.contentSize.width))x\(NumberText.short(view.state.contentSize.height))"
                    ))
            }
            if !frame.intersects(near) { far += 1 }
            if element.category == .cell, frame.intersects(rect) {
                reached.insert(ItemPosition(section: element.section, item: element.item))
                inRect.append(element)
                if element.size.width == 0 || element.size.height == 0, !element.isHidden {
                    file(.zeroSizeCell, "\(Self.name(key)) has the size \(NumberText.short(element.size.width))x\(NumberText.short(element.size.height))")
                }
            }
            if let old = generation[key], element.category != .supplementary, !orthogonal.contains(element.section), !Self.same(old, element) {
                unresolved.append(
                    (
                        .changedWithoutInvalidation,
                        "\(Self.name(key)) went from \(Self.text(Self.untransformed(old))) to \(Self.text(frame)) "
                            + "(or its alpha, zIndex, transform or custom attributes) with no invalidation in between; UIKit keeps the old attributes"
                    ))
            }
            if let before = previous[key], !Self.same(before, element) { answerChanged = true }
            answer[key] = element
        }
        if CheckDecisions.manyFarOutside(far, of: elements.count) {
            file(.answersFarOutsideRect, "\(far) of \(elements.count) elements in the answer for \(Self.text(rect)) lie farther from it than its own size")
        }
        checkOverlaps(inRect)
        for element in elements
        where element.item % agreementStride == 0 && !verified.contains(element.key)
            && (full || Self.untransformed(element).intersects(near))
        {
            agree(element)
        }
        generation.merge(answer) { $1 }
        previous = answer
    }

    /// The layout's own query for `element`'s index path gives the same frame.
    private func agree(_ element: LayoutElement) {
        verified.insert(element.key)
        let own: LayoutElement?
        let query: String
        do {
            switch element.category {
            case .cell:
                own = try instance.item(section: element.section, item: element.item)
                query = "item \(element.section) \(element.item)"
            case .supplementary:
                own = try instance.supplementary(kind: element.kind ?? "", section: element.section, item: element.item)
                query = "supplementary \(element.kind ?? "") \(element.section) \(element.item)"
            case .decoration:
                own = try instance.decoration(kind: element.kind ?? "", section: element.section, item: element.item)
                query = "decoration \(element.kind ?? "") \(element.section) \(element.item)"
            }
        } catch {
            file(.layoutRaised, "\(error)", query: "attrs")
            return
        }
        let call = Self.call(element.category)
        guard let own else {
            file(
                .queriesDisagree,
                "\(call) answered nil for \(Self.name(element.key)), which the rect query placed at "
                    + "\(Self.text(Self.untransformed(element))); UIKit asks it in updates and scrollToItem", query: query)
            return
        }
        let tolerance = CheckDecisions.frameTolerance
        let a = Self.untransformed(element), b = Self.untransformed(own)
        if abs(a.minX - b.minX) > tolerance || abs(a.minY - b.minY) > tolerance || abs(a.width - b.width) > tolerance
            || abs(a.height - b.height) > tolerance
        {
            file(.queriesDisagree, "\(Self.name(element.key)): the rect query says \(Self.text(a)), \(call) says \(Self.text(b))", query: query)
        }
    }

    /// Cells at the same zIndex that share more than a sliver (a sweep over the cells by top edge).
    private func checkOverlaps(_ cells: [LayoutElement]) {
        let shown = cells.filter { !$0.isHidden && $0.alpha > 0 }.map { ($0, Self.untransformed($0)) }.sorted { $0.1.minY < $1.1.minY }
        var open: [(LayoutElement, CGRect)] = []
        for (element, frame) in shown {
            open.removeAll { $0.1.maxY <= frame.minY }
            for (other, otherFrame) in open where other.zIndex == element.zIndex && other.key != element.key {
                let shared = frame.intersection(otherFrame)
                if !shared.isNull, shared.width * shared.height > CheckDecisions.overlapArea {
                    unresolved.append(
                        (
                            .overlappingCells,
                            "\(Self.name(other.key)) at \(Self.text(otherFrame)) and "
                                + "\(Self.name(element.key)) at \(Self.text(frame)) overlap at zIndex \(element.zIndex)"
                        ))
                    return
                }
            }
            open.append((element, frame))
        }
    }

    // MARK: - Words

    /// Whether two answers for one element agree: geometry to the frame tolerance, every other
    /// field (custom attributes too, which a cell's apply(_:) shows) exactly.
    static func same(_ a: LayoutElement, _ b: LayoutElement) -> Bool {
        let tolerance = CheckDecisions.frameTolerance
        return abs(a.center.x - b.center.x) <= tolerance && abs(a.center.y - b.center.y) <= tolerance
            && abs(a.size.width - b.size.width) <= tolerance && abs(a.size.height - b.size.height) <= tolerance
            && a.alpha == b.alpha && a.zIndex == b.zIndex && a.isHidden == b.isHidden && a.transform3D == b.transform3D
            && a.custom == b.custom
    }

    /// The element's frame before its transform: center and size, as the layout set them.
    static func untransformed(_ element: LayoutElement) -> CGRect {
        CGRect(
            x: element.center.x - element.size.width / 2, y: element.center.y - element.size.height / 2,
            width: element.size.width, height: element.size.height)
    }

    static func name(_ key: LayoutElement.Key) -> String {
        switch key.category {
        case .cell: return "cell \(key.pathText)"
        case .supplementary: return "supplementary \(key.kind ?? "") \(key.pathText)"
        case .decoration: return "decoration \(key.kind ?? "") \(key.pathText)"
        }
    }

    static func call(_ category: LayoutElement.Category) -> String {
        switch category {
        case .cell: return "layoutAttributesForItem(at:)"
        case .supplementary: return "layoutAttributesForSupplementaryView(ofKind:at:)"
        case .decoration: return "layoutAttributesForDecorationView(ofKind:at:)"
        }
    }

    static func text(_ r: CGRect) -> String {
        [r.minX, r.minY, r.width, r.height].map { NumberText.short($0) }.joined(separator: " ")
    }
}
