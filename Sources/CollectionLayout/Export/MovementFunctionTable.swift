import Foundation
import PluginABI

private func indexPath(_ path: lb_index_path) -> IndexPath {
    IndexPath(item: Int(path.item), section: Int(path.section))
}

/// The extension lb.movement/1: the C functions of interactive movement (lb_movement_functions).
let movementFunctionTable: UnsafePointer<lb_movement_functions> = {
    let table = UnsafeMutablePointer<lb_movement_functions>.allocate(capacity: 1)
    table.initialize(
        to: lb_movement_functions(
            struct_size: UInt32(MemoryLayout<lb_movement_functions>.size),
            target_index_path: { instance, previous, position, out in
                let target = handle(instance).layout.targetIndexPath(
                    forInteractivelyMovingItem: indexPath(previous), withPosition: CGPoint(x: position.x, y: position.y))
                out?.pointee = lb_index_path(section: Int64(target.section), item: Int64(target.item))
                return LB_OK
            },
            moving_item_attributes: { instance, path, position, out in
                let h = handle(instance)
                let attributes = h.layout.layoutAttributesForInteractivelyMovingItem(
                    at: indexPath(path), withTargetPosition: CGPoint(x: position.x, y: position.y))
                out?.pointee = h.encoder.encode(h.presented([attributes]))
                return LB_OK
            },
            invalidate_for_movement: { instance, targets, previous, count, targetPosition, previousPosition, ending, cancelled, out in
                let h = handle(instance)
                // A count past what memory could hold is no count: nothing moves.
                let n = Int(exactly: count) ?? 0
                let targetPaths = targets.map { paths in (0..<n).map { indexPath(paths[$0]) } } ?? []
                let previousPaths = previous.map { paths in (0..<n).map { indexPath(paths[$0]) } } ?? []
                let context =
                    ending != 0
                    ? h.layout.invalidationContextForEndingInteractiveMovementOfItems(
                        toFinalIndexPaths: targetPaths, previousIndexPaths: previousPaths, movementCancelled: cancelled != 0)
                    : h.layout.invalidationContext(
                        forInteractivelyMovingItems: targetPaths, withTargetPosition: CGPoint(x: targetPosition.x, y: targetPosition.y),
                        previousIndexPaths: previousPaths, previousPosition: CGPoint(x: previousPosition.x, y: previousPosition.y))
                h.layout.invalidateLayout(with: context)
                out?.pointee = InvalidationResult.make(from: context)
                return LB_OK
            }))
    return UnsafePointer(table)
}()
