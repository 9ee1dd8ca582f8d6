/*
 * layoutbench/ext/dynamics.h — UIKit Dynamics, the plugin's extension lb.dynamics/2.
 *
 * Frozen as published (layoutbench/plugin.h, "Compatibility"). Every call is [main-thread] unless
 * tagged otherwise.
 */
#ifndef LAYOUTBENCH_EXT_DYNAMICS_H
#define LAYOUTBENCH_EXT_DYNAMICS_H

#include "../plugin.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The plugin's extension: time for the layout's UIDynamicAnimator(collectionViewLayout:)
 *  animators. (lb.dynamics/1 was advance alone; version 2 hosts do not ask for it.) */
#define LB_EXTENSION_DYNAMICS "lb.dynamics/2"

/** The table of LB_EXTENSION_DYNAMICS. */
typedef struct lb_dynamics_functions {
    uint32_t struct_size;
    /** [main-thread] Advances every animator of the layout by one display frame of
     *  `milliseconds`, after the frame's layout pass. An animator that moved an item invalidates
     *  the layout through the host's invalidate callback (the host then runs a pass). *running
     *  is 1 while any animator is still running (its items have not come to rest), else 0. */
    lb_status (*advance)(lb_instance *instance, double milliseconds, uint8_t *running);
    /** [main-thread] *running as advance reports it, nothing stepped: asked after a command
     *  while a live view page watches (the page then lets time pass while an animator runs). */
    lb_status (*is_running)(lb_instance *instance, uint8_t *running);
} lb_dynamics_functions;

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_EXT_DYNAMICS_H */
