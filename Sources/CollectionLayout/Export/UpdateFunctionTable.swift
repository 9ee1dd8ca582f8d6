import Foundation
import PluginABI

private func indexPath(_ section: Int64, _ item: Int64) -> IndexPath? {
    section < 0 ? nil : IndexPath(item: item < 0 ? NSNotFound : Int(item), section: Int(section))
}

/// Answers an appearing/disappearing query for any element category.
private func transition(
    _ instance: OpaquePointer?, _ reference: UnsafePointer<lb_element_ref>?, _ out: UnsafeMutablePointer<lb_element_list>?,
    item: (UICollectionViewLayout, IndexPath) -> UICollectionViewLayoutAttributes?,
    supplementary: (UICollectionViewLayout, String, IndexPath) -> UICollectionViewLayoutAttributes?,
    decoration: (UICollectionViewLayout, String, IndexPath) -> UICollectionViewLayoutAttributes?
) -> lb_status {
    let h = handle(instance)
    guard let element = reference?.pointee else { return h.fail("no element given") }
    let path = IndexPath(item: Int(element.item), section: Int(element.section))
    let kind = element.kind.map { String(cString: $0) } ?? ""
    let attributes: UICollectionViewLayoutAttributes?
    switch element.category {
    case LB_CATEGORY_SUPPLEMENTARY: attributes = supplementary(h.layout, kind, path)
    case LB_CATEGORY_DECORATION: attributes = decoration(h.layout, kind, path)
    default: attributes = item(h.layout, path)
    }
    out?.pointee = h.encoder.encode(h.presented(attributes.map { [$0] } ?? []))
    return LB_OK
}

/// Self-sizing as preferredLayoutAttributesFitting feeds it: a copy of `original` with the
/// preferred size; when the layout wants it, its context invalidates the layout.
private func selfSize(
    _ h: LayoutInstanceHandle, _ original: UICollectionViewLayoutAttributes?, _ preferred: lb_size,
    _ invalidated: UnsafeMutablePointer<UInt8>?, _ out: UnsafeMutablePointer<lb_invalidation_result>?
) {
    invalidated?.pointee = 0
    guard let original else { return }
    let fitted = original.layoutCopy()
    fitted.size = CGSize(width: preferred.width, height: preferred.height)
    guard h.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: fitted, withOriginalAttributes: original) else { return }
    let context = h.layout.invalidationContext(forPreferredLayoutAttributes: fitted, withOriginalAttributes: original)
    h.layout.invalidateLayout(with: context)
    invalidated?.pointee = 1
    out?.pointee = InvalidationResult.make(from: context)
}

/// The extension lb.updates/2: the C functions of batch updates and self-sizing (lb_update_functions).
let updateFunctionTable: UnsafePointer<lb_update_functions> = {
    let table = UnsafeMutablePointer<lb_update_functions>.allocate(capacity: 1)
    table.initialize(
        to: lb_update_functions(
            struct_size: UInt32(MemoryLayout<lb_update_functions>.size),
            prepare_for_updates: { instance, items, count in
                let updates = (0..<(Int(exactly: count) ?? 0)).compactMap { index -> UICollectionViewUpdateItem? in
                    guard let record = items?[index] else { return nil }
                    return UICollectionViewUpdateItem(
                        before: indexPath(record.before_section, record.before_item),
                        after: indexPath(record.after_section, record.after_item),
                        action: UICollectionViewUpdateItem.Action(rawValue: Int(record.action)) ?? .none)
                }
                let h = handle(instance)
                // The displayed attributes are presented (mirrored in right-to-left): mirrored back.
                h.layout.updateTransitionDefaults = UpdateTransitionDefaults(updates, displayed: h.presented(h.collectionView.displayed))
                h.layout.prepare(forCollectionViewUpdates: updates)
                return LB_OK
            },
            finalize_updates: { instance in
                let layout = handle(instance).layout
                layout.finalizeCollectionViewUpdates()
                layout.updateTransitionDefaults = nil
                return LB_OK
            },
            initial_for_appearing: { instance, reference, out in
                transition(
                    instance, reference, out,
                    item: { $0.initialLayoutAttributesForAppearingItem(at: $1) },
                    supplementary: { $0.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: $1, at: $2) },
                    decoration: { $0.initialLayoutAttributesForAppearingDecorationElement(ofKind: $1, at: $2) })
            },
            final_for_disappearing: { instance, reference, out in
                transition(
                    instance, reference, out,
                    item: { $0.finalLayoutAttributesForDisappearingItem(at: $1) },
                    supplementary: { $0.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: $1, at: $2) },
                    decoration: { $0.finalLayoutAttributesForDisappearingDecorationElement(ofKind: $1, at: $2) })
            },
            preferred_size: { instance, section, item, preferred, invalidated, out in
                let h = handle(instance)
                let path = IndexPath(item: Int(item), section: Int(section))
                // The displayed cell's attributes (the last rect answer), else the layout's for the item.
                let displayed = h.collectionView.displayed.first { $0.representedElementCategory == .cell && $0.indexPath == path }
                selfSize(h, displayed ?? h.layout.layoutAttributesForItem(at: path), preferred, invalidated, out)
                return LB_OK
            },
            index_paths_to_change: { instance, category, kind, insert, out in
                let h = handle(instance)
                let kind = kind.map { String(cString: $0) } ?? ""
                let layout = h.layout
                let paths: [IndexPath]
                switch (category, insert != 0) {
                case (LB_CATEGORY_SUPPLEMENTARY, true): paths = layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
                case (LB_CATEGORY_SUPPLEMENTARY, false): paths = layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
                case (LB_CATEGORY_DECORATION, true): paths = layout.indexPathsToInsertForDecorationView(ofKind: kind)
                case (LB_CATEGORY_DECORATION, false): paths = layout.indexPathsToDeleteForDecorationView(ofKind: kind)
                default: return h.fail("index paths to insert or delete are asked for supplementary and decoration views only")
                }
                out?.pointee = h.keepIndexPaths(paths)
                return LB_OK
            },
            prepare_for_animated_bounds_change: { instance, old in
                handle(instance).layout.prepare(forAnimatedBoundsChange: CGRect(old))
                return LB_OK
            },
            finalize_animated_bounds_change: { instance in
                handle(instance).layout.finalizeAnimatedBoundsChange()
                return LB_OK
            },
            preferred_supplementary_size: { instance, kind, section, item, preferred, invalidated, out in
                let h = handle(instance)
                guard let kind else { return h.fail("a supplementary view needs a kind") }
                let kindText = String(cString: kind), path = IndexPath(item: Int(item), section: Int(section))
                let displayed = h.collectionView.displayed.first {
                    $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kindText && $0.indexPath == path
                }
                selfSize(h, displayed ?? h.layout.layoutAttributesForSupplementaryView(ofKind: kindText, at: path), preferred, invalidated, out)
                return LB_OK
            }))
    return UnsafePointer(table)
}()
