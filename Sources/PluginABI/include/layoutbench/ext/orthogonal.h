/*
 * layoutbench/ext/orthogonal.h — orthogonal sections, the plugin's extension lb.orthogonal/1.
 *
 * Frozen as published (layoutbench/plugin.h, "Compatibility"). Every call is [main-thread] unless
 * tagged otherwise.
 */
#ifndef LAYOUTBENCH_EXT_ORTHOGONAL_H
#define LAYOUTBENCH_EXT_ORTHOGONAL_H

#include "../plugin.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The plugin's extension: sections that scroll across the layout's axis. */
#define LB_EXTENSION_ORTHOGONAL "lb.orthogonal/1"

/** One section that scrolls across the layout's axis, as its layout describes it. */
typedef struct lb_orthogonal_section {
    uint32_t struct_size;
    uint32_t behavior;               /* UICollectionLayoutSectionOrthogonalScrollingBehavior raw value, 1...5 */
    int64_t section;
    double content_length;           /* the row's extent across the layout's axis (its scroll width) */
    double visible_length;           /* the extent it scrolls in: the collection view's content width */
    double deceleration_rate;        /* per millisecond; 0: the collection view's */
    uint32_t bounce;                 /* 0 automatic, 1 always, 2 never */
} lb_orthogonal_section;

typedef struct lb_orthogonal_list {
    uint64_t count;
    uint64_t stride;                 /* bytes from one record to the next */
    const lb_orthogonal_section *sections;
} lb_orthogonal_list;

/** The table of LB_EXTENSION_ORTHOGONAL. */
typedef struct lb_orthogonal_functions {
    uint32_t struct_size;
    /** [main-thread] The orthogonal sections after the last prepare(); valid until the next call. */
    lb_status (*sections)(lb_instance *instance, lb_orthogonal_list *out);
    /** [main-thread] Where a sideways release of `section` at the current offset rests: the layout's rule for
     *  its behaviour (group edges, one group, centred groups) given the natural `proposed`
     *  offset and the release `velocity` in points per millisecond. */
    lb_status (*target_offset)(lb_instance *instance, int64_t section, double proposed, double velocity, double *out);
} lb_orthogonal_functions;

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_EXT_ORTHOGONAL_H */
