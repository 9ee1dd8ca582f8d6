/*
 * layoutbench/ext/movement.h — interactive movement, the plugin's extension lb.movement/1.
 *
 * Frozen as published (layoutbench/plugin.h, "Compatibility"). Every call is [main-thread] unless
 * tagged otherwise.
 */
#ifndef LAYOUTBENCH_EXT_MOVEMENT_H
#define LAYOUTBENCH_EXT_MOVEMENT_H

#include "../plugin.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The plugin's extension: UICollectionView's interactive movement (beginInteractiveMovementForItem,
 *  updateInteractiveMovementTargetPosition, end/cancelInteractiveMovement). */
#define LB_EXTENSION_MOVEMENT "lb.movement/1"

/** The table of LB_EXTENSION_MOVEMENT. */
typedef struct lb_movement_functions {
    uint32_t struct_size;
    /** [main-thread] targetIndexPath(forInteractivelyMovingItem:withPosition:) with the item's current path and
     *  the finger's position in content coordinates. */
    lb_status (*target_index_path)(lb_instance *instance, lb_index_path previous, lb_point position, lb_index_path *out);
    /** [main-thread] layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:). */
    lb_status (*moving_item_attributes)(lb_instance *instance, lb_index_path path, lb_point position, lb_element_list *out);
    /** [main-thread] Builds invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:
     *  previousPosition:) (ending 0) or invalidationContextForEndingInteractiveMovementOfItems(
     *  toFinalIndexPaths:previousIndexPaths:movementCancelled:) (ending 1) and calls
     *  invalidateLayout(with:); reports what the context held. */
    lb_status (*invalidate_for_movement)(lb_instance *instance, const lb_index_path *targets, const lb_index_path *previous,
                                         uint64_t count, lb_point target_position, lb_point previous_position,
                                         uint8_t ending, uint8_t cancelled, lb_invalidation_result *out);
} lb_movement_functions;

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_EXT_MOVEMENT_H */
