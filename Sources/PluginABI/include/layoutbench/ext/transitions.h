/*
 * layoutbench/ext/transitions.h — layout transitions, the plugin's extension lb.transitions/1.
 *
 * Frozen as published (layoutbench/plugin.h, "Compatibility"). Every call is [main-thread] unless
 * tagged otherwise.
 */
#ifndef LAYOUTBENCH_EXT_TRANSITIONS_H
#define LAYOUTBENCH_EXT_TRANSITIONS_H

#include "../plugin.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The plugin's extension: a switch from one layout to another (setCollectionViewLayout, or an
 *  interactive transition through UICollectionViewTransitionLayout). */
#define LB_EXTENSION_TRANSITIONS "lb.transitions/1"

/** The table of LB_EXTENSION_TRANSITIONS. */
typedef struct lb_transition_functions {
    uint32_t struct_size;
    /** [main-thread] prepareForTransition(to:) on the old layout (to = 1) or prepareForTransition(from:) on the
     *  new one (to = 0). `other` is the other layout when the host made it from this same function
     *  table (the same plugin copy), else NULL: the layout is then given a stand-in
     *  UICollectionViewLayout, since a layout from another library cannot cross. */
    lb_status (*prepare_for_transition)(lb_instance *instance, lb_instance *other, uint8_t to);
    /** [main-thread] finalizeLayoutTransition(): after the transition's attributes are gathered, on both. */
    lb_status (*finalize_layout_transition)(lb_instance *instance);
} lb_transition_functions;

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_EXT_TRANSITIONS_H */
