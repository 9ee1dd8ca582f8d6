/*
 * layoutbench/ext/updates.h — batch updates and self-sizing, the plugin's extension lb.updates/2.
 *
 * Frozen as published (layoutbench/plugin.h, "Compatibility"). Every call is [main-thread] unless
 * tagged otherwise.
 */
#ifndef LAYOUTBENCH_EXT_UPDATES_H
#define LAYOUTBENCH_EXT_UPDATES_H

#include "../plugin.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The plugin's extension: batch updates, self-sizing and animated bounds changes. */
#define LB_EXTENSION_UPDATES "lb.updates/2"

/** UICollectionViewUpdateItem.Action raw values. */
#define LB_UPDATE_INSERT 0u
#define LB_UPDATE_DELETE 1u
#define LB_UPDATE_RELOAD 2u
#define LB_UPDATE_MOVE 3u
#define LB_UPDATE_NONE 4u

/** One update item in UIKit's conventions: "before" paths are in the old data (deletes, reloads,
 *  move sources), "after" paths in the new data (inserts, move destinations). A section update
 *  has item -1 (NSNotFound); an absent path has section -1. */
typedef struct lb_update_item {
    uint32_t struct_size;
    uint32_t action;                 /* LB_UPDATE_* */
    int64_t before_section, before_item;
    int64_t after_section, after_item;
} lb_update_item;

/** Which element an appearing/disappearing query is about. */
typedef struct lb_element_ref {
    uint32_t struct_size;
    uint32_t category;               /* LB_CATEGORY_* */
    const char *kind;                /* NULL for cells */
    int64_t section, item;
} lb_element_ref;

/** The table of LB_EXTENSION_UPDATES. (lb.updates/1 was this table before its last four calls were
 *  appended; version 2 hosts do not ask for it.) */
typedef struct lb_update_functions {
    uint32_t struct_size;
    /** [main-thread] prepare(forCollectionViewUpdates:), after prepare() of the update's pass. */
    lb_status (*prepare_for_updates)(lb_instance *instance, const lb_update_item *items, uint64_t count);
    /** [main-thread] finalizeCollectionViewUpdates(), after the appearing/disappearing queries. */
    lb_status (*finalize_updates)(lb_instance *instance);
    /** [main-thread] initialLayoutAttributesForAppearing{Item,SupplementaryElement,DecorationElement}.
     *  count 0 means nil (UIKit then uses the final attributes). */
    lb_status (*initial_for_appearing)(lb_instance *instance, const lb_element_ref *element, lb_element_list *out);
    /** [main-thread] finalLayoutAttributesForDisappearing{Item,…}. count 0 means nil (the current ones). */
    lb_status (*final_for_disappearing)(lb_instance *instance, const lb_element_ref *element, lb_element_list *out);
    /** [main-thread] Self-sizing, as preferredLayoutAttributesFitting feeds it: the SDK takes the item's
     *  attributes as the original, the same with `preferred` size as the preferred ones, asks
     *  shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:) and, when
     *  true, invalidates with invalidationContext(forPreferredLayoutAttributes:…). */
    lb_status (*preferred_size)(lb_instance *instance, int64_t section, int64_t item, lb_size preferred,
                                uint8_t *invalidated, lb_invalidation_result *out);
    /** [main-thread] indexPathsToInsertForSupplementaryView(ofKind:) (insert 1) or …ToDelete… (0)
     *  for LB_CATEGORY_SUPPLEMENTARY, the decoration pair for LB_CATEGORY_DECORATION. Called
     *  during an update after prepare(forCollectionViewUpdates:), once per kind on screen. */
    lb_status (*index_paths_to_change)(lb_instance *instance, uint32_t category, const char *kind, uint8_t insert,
                                       lb_index_path_list *out);
    /** [main-thread] prepare(forAnimatedBoundsChange:) with the old bounds, before the pass of an
     *  animated bounds change (`size --animated`); finalizeAnimatedBoundsChange() after the
     *  appearing and disappearing queries. */
    lb_status (*prepare_for_animated_bounds_change)(lb_instance *instance, lb_rect old_bounds);
    lb_status (*finalize_animated_bounds_change)(lb_instance *instance);
    /** [main-thread] self-sizing of a supplementary view, as preferred_size does it for a cell: the
     *  displayed view's attributes (the last rect answer) are the original. */
    lb_status (*preferred_supplementary_size)(lb_instance *instance, const char *kind, int64_t section, int64_t item,
                                              lb_size preferred, uint8_t *invalidated, lb_invalidation_result *out);
} lb_update_functions;

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_EXT_UPDATES_H */
