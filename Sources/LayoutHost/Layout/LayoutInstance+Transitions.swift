import CollectionLayout
package import Foundation
import PluginABI
package import HostSupport

/// Layout transitions and interactive movement: the extensions lb.transitions/1 and
/// lb.movement/1 (layoutbench/ext/). A plugin without them is skipped in the transition calls
/// (UIKit's defaults do nothing) and refused an interactive move.
extension LayoutInstance {
    private var transitionFunctions: lb_transition_functions? { extensionTable(LB_EXTENSION_TRANSITIONS) }

    private var movementFunctions: lb_movement_functions? { extensionTable(LB_EXTENSION_MOVEMENT) }

    /// Whether the plugin answers the interactive movement calls.
    package var supportsMovement: Bool { movementFunctions != nil }

    /// prepareForTransition(to:) (`to` true, on the old layout) or prepareForTransition(from:)
    /// on the new one. The other layout crosses only from the same plugin copy.
    package func prepareForTransition(with other: LayoutInstance, to: Bool) throws {
        guard let function = transitionFunctions?.prepare_for_transition else { return }
        let partner = other.library === library ? other.instance : nil
        let status = tracked(.transition) { function(instance, partner, to ? 1 : 0) }
        try check(status, to ? "prepareForTransition(to:)" : "prepareForTransition(from:)")
    }

    package func finalizeLayoutTransition() throws {
        guard let function = transitionFunctions?.finalize_layout_transition else { return }
        try check(tracked(.transition) { function(instance) }, "finalizeLayoutTransition()")
    }

    /// targetIndexPath(forInteractivelyMovingItem:withPosition:).
    package func targetIndexPath(forMoving previous: ItemPosition, at position: CGPoint) throws -> ItemPosition {
        guard let function = movementFunctions?.target_index_path else { return previous }
        var out = lb_index_path(section: Int64(previous.section), item: Int64(previous.item))
        let status = tracked(.movement) {
            function(
                instance, lb_index_path(section: Int64(previous.section), item: Int64(previous.item)),
                lb_point(x: position.x, y: position.y), &out)
        }
        try check(status, "targetIndexPath(forInteractivelyMovingItem:withPosition:)")
        guard let section = Int(exactly: out.section), let item = Int(exactly: out.item) else { return previous }
        return ItemPosition(section: section, item: item)
    }

    /// layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:).
    package func movingItemAttributes(at path: ItemPosition, position: CGPoint) throws -> LayoutElement? {
        guard let function = movementFunctions?.moving_item_attributes else { return nil }
        var list = lb_element_list()
        let what = "layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)"
        let status = tracked(.movement) {
            function(instance, lb_index_path(section: Int64(path.section), item: Int64(path.item)), lb_point(x: position.x, y: position.y), &list)
        }
        try check(status, what)
        return try decode(list, what).first
    }

    /// One step of an interactive move (`ending` false) or its end: the layout builds its context
    /// and invalidates itself with it; the answer is what the context held.
    package func invalidateForMovement(
        targets: [ItemPosition], previous: [ItemPosition], position: CGPoint, previousPosition: CGPoint,
        ending: Bool, cancelled: Bool
    ) throws -> Invalidation? {
        guard let function = movementFunctions?.invalidate_for_movement else { return nil }
        callbacks.hostInvalidations += 1
        defer { callbacks.hostInvalidations -= 1 }
        let t = targets.map { lb_index_path(section: Int64($0.section), item: Int64($0.item)) }
        let p = previous.map { lb_index_path(section: Int64($0.section), item: Int64($0.item)) }
        var result = lb_invalidation_result()
        let status = tracked(.movement) {
            t.withUnsafeBufferPointer { targets in
                p.withUnsafeBufferPointer { previous in
                    function(
                        instance, targets.baseAddress, previous.baseAddress, UInt64(min(t.count, p.count)),
                        lb_point(x: position.x, y: position.y), lb_point(x: previousPosition.x, y: previousPosition.y),
                        ending ? 1 : 0, cancelled ? 1 : 0, &result)
                }
            }
        }
        try check(status, ending ? "invalidationContextForEndingInteractiveMovementOfItems" : "invalidationContext(forInteractivelyMovingItems:)")
        return try invalidation(from: result)
    }
}
