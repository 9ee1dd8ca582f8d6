/*
 * layoutbench/ext/layout-if-needed.h — the host's extension lb.host.layout-if-needed/1.
 *
 * Frozen as published (layoutbench/plugin.h, "Compatibility"). Every call is [main-thread] unless
 * tagged otherwise.
 */
#ifndef LAYOUTBENCH_EXT_LAYOUT_IF_NEEDED_H
#define LAYOUTBENCH_EXT_LAYOUT_IF_NEEDED_H

#include "../plugin.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The host's extension: UIView.layoutIfNeeded() on the collection view. When the layout is invalid and no layout
 *  pass is running, the host runs one before returning (calling back into the layout); inside a
 *  pass it does nothing, as UIKit does not re-enter layoutSubviews. */
#define LB_HOST_EXTENSION_LAYOUT_IF_NEEDED "lb.host.layout-if-needed/1"

/** The table of LB_HOST_EXTENSION_LAYOUT_IF_NEEDED; each call takes lb_host_callbacks.context first. */
typedef struct lb_host_layout_if_needed {
    uint32_t struct_size;
    /** [main-thread] */
    void (*layout_if_needed)(void *context);
} lb_host_layout_if_needed;

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_EXT_LAYOUT_IF_NEEDED_H */
