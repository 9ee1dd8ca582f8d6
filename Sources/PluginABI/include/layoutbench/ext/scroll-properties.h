/*
 * layoutbench/ext/scroll-properties.h — the host's extension lb.host.scroll-properties/1.
 *
 * Frozen as published (layoutbench/plugin.h, "Compatibility"). Every call is [main-thread] unless
 * tagged otherwise.
 */
#ifndef LAYOUTBENCH_EXT_SCROLL_PROPERTIES_H
#define LAYOUTBENCH_EXT_SCROLL_PROPERTIES_H

#include "../plugin.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The host's extension: the layout assigned a scroll view property (LB_PROPERTY_*, layoutbench/plugin.h); the
 *  host applies it after the current call, as it does scroll requests. */
#define LB_HOST_EXTENSION_SCROLL_PROPERTIES "lb.host.scroll-properties/1"

/** The table of LB_HOST_EXTENSION_SCROLL_PROPERTIES; each call takes lb_host_callbacks.context first. */
typedef struct lb_host_scroll_properties {
    uint32_t struct_size;
    /** [main-thread] */
    void (*set_scroll_property)(void *context, uint32_t property, const double *values, uint32_t count);
} lb_host_scroll_properties;

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_EXT_SCROLL_PROPERTIES_H */
