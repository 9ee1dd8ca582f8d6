/*
 * layoutbench/ext/item-sizes.h — the host's extension lb.host.item-sizes/1.
 *
 * Frozen as published (layoutbench/plugin.h, "Compatibility"). Every call is [main-thread] unless
 * tagged otherwise.
 */
#ifndef LAYOUTBENCH_EXT_ITEM_SIZES_H
#define LAYOUTBENCH_EXT_ITEM_SIZES_H

#include "../plugin.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The host's extension: the size the data gives an item, for stand-in delegates' answers; 1 with `out` set when
 *  it has one, 0 otherwise. */
#define LB_HOST_EXTENSION_ITEM_SIZES "lb.host.item-sizes/1"

/** The table of LB_HOST_EXTENSION_ITEM_SIZES; each call takes lb_host_callbacks.context first. */
typedef struct lb_host_item_sizes {
    uint32_t struct_size;
    /** [main-thread] */
    uint8_t (*item_size)(void *context, int64_t section, int64_t item, lb_size *out);
} lb_host_item_sizes;

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_EXT_ITEM_SIZES_H */
