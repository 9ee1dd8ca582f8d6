/*
 * layoutbench_plugin.h — the plugin ABI of layoutbench, version 1.
 *
 * A plugin is a shared library exporting one C symbol, LB_ENTRY_SYMBOL. The host dlopens a
 * private copy of the library (RTLD_LOCAL, never dlclose), calls the entry once and reads the
 * descriptor it returns. Only the C types below cross the boundary: plugins link the Swift SDK
 * as one shared library of their own (not the host's), so Swift types from a plugin are not the
 * host's types.
 *
 * Compatibility rules
 *  - Every struct that crosses starts with `struct_size` (sizeof as the writer compiled it).
 *    Fields are only ever appended. A reader uses a field only when struct_size covers it
 *    (LB_HAS_FIELD), so an older host reads a newer plugin and the other way round.
 *  - A change that cannot be expressed by appending bumps LB_ABI_VERSION; hosts refuse other
 *    versions by name.
 *  - Failures travel as status codes plus a message (lb_layout_functions.last_error), never as
 *    traps or exceptions across the boundary.
 *  - Strings and arrays handed from the plugin to the host stay valid until the next call into
 *    the same layout instance (descriptor strings: for the life of the process).
 *
 * Threads: the host calls every function on its main thread only, as UIKit does.
 */
#ifndef LAYOUTBENCH_PLUGIN_H
#define LAYOUTBENCH_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The ABI version this header describes. */
#define LB_ABI_VERSION 1u

/** The one symbol a plugin exports: `const lb_plugin *layoutbench_plugin_entry(uint32_t)`. */
#define LB_ENTRY_SYMBOL "layoutbench_plugin_entry"

/** True when a struct of the given size contains `field` of `type` (for appended fields). */
#define LB_HAS_FIELD(pointer, type, field) \
    ((pointer)->struct_size >= offsetof(type, field) + sizeof(((type *)0)->field))

/** Status of every call into a layout: LB_OK, or LB_FAILED with last_error set. */
typedef int32_t lb_status;
#define LB_OK 0
#define LB_FAILED 1

/* ---- Geometry (points, as CoreGraphics) ------------------------------------------------- */

typedef struct lb_point { double x, y; } lb_point;
typedef struct lb_size { double width, height; } lb_size;
typedef struct lb_rect { double x, y, width, height; } lb_rect;
/** Edge insets in UIKit's order: top, left, bottom, right. */
typedef struct lb_insets { double top, left, bottom, right; } lb_insets;

/* ---- Layout attributes ------------------------------------------------------------------ */

/** representedElementCategory, with UIKit's raw values. */
#define LB_CATEGORY_CELL 0u
#define LB_CATEGORY_SUPPLEMENTARY 1u
#define LB_CATEGORY_DECORATION 2u

/** Types of a custom attribute (a stored property of a UICollectionViewLayoutAttributes subclass). */
#define LB_VALUE_NULL 0u   /* an optional that is nil */
#define LB_VALUE_NUMBER 1u /* number in x */
#define LB_VALUE_BOOL 2u   /* x is 0 or 1 */
#define LB_VALUE_STRING 3u /* string */
#define LB_VALUE_POINT 4u  /* (x, y) */
#define LB_VALUE_SIZE 5u   /* (x, y) = (width, height) */

/** One custom attribute: name and a typed value. */
typedef struct lb_custom_value {
    const char *name;
    uint32_t type;
    double x, y;
    const char *string;
} lb_custom_value;

/**
 * One UICollectionViewLayoutAttributes as plain data. center, size and transform3D are the
 * truth (as in UIKit); the host derives frame, bounds and the affine transform from them.
 */
typedef struct lb_element {
    uint32_t struct_size;
    uint32_t category;            /* LB_CATEGORY_* */
    const char *kind;             /* representedElementKind; NULL for cells */
    int64_t section, item;        /* indexPath */
    lb_point center;
    lb_size size;
    double transform3d[16];       /* CATransform3D m11, m12, ... m44 (row-major) */
    double alpha;
    int64_t z_index;
    uint8_t hidden;
    uint32_t custom_count;
    const lb_custom_value *custom; /* custom_count values */
} lb_element;

/** Elements returned by a query: `count` records, `stride` bytes apart. */
typedef struct lb_element_list {
    uint32_t struct_size;
    uint64_t count;
    uint64_t stride;
    const lb_element *elements;
} lb_element_list;

/* ---- The collection view as the layout sees it -------------------------------------------- */

/**
 * The simulated UICollectionView / UIScrollView state. The host sends it with set_view_state
 * whenever it changes; the SDK exposes it as the layout's `collectionView`.
 */
typedef struct lb_view_state {
    uint32_t struct_size;
    lb_rect bounds;                  /* origin is contentOffset */
    lb_rect frame;
    lb_size content_size;            /* the last collectionViewContentSize the host read */
    lb_insets content_inset;
    lb_insets adjusted_content_inset;
    lb_insets layout_margins;
    lb_insets safe_area_insets;
    double deceleration_rate;        /* per millisecond: 0.998 normal, 0.99 fast */
    uint8_t paging_enabled;
    uint8_t tracking, dragging, decelerating;
    int64_t section_count;
    const int64_t *item_counts;      /* section_count entries */

    /* Appended in version 1 (check struct_size with LB_HAS_FIELD): orthogonal scrolling. */
    const double *orthogonal_offsets; /* section_count entries: each section's sideways offset;
                                         NULL when every one is 0 */
    uint8_t unscrolled;              /* 1: report orthogonal sections at offset 0 and skip the
                                        visible-items handlers (attrs --unscrolled) */
    /* Appended in version 1 (check struct_size with LB_HAS_FIELD): UIScrollView's bounce flags. */
    uint8_t bounces, always_bounce_vertical, always_bounce_horizontal;
    /* Appended in version 1: 1 when the collection view's effective layout direction is right to left. */
    uint8_t right_to_left;
    /* Appended in version 1: UIScrollView.isScrollEnabled (0: the user cannot scroll). */
    uint8_t scroll_enabled;
    /* Appended in version 1: contentInsetAdjustmentBehavior's raw value (0 automatic,
       1 scrollableAxes, 2 never, 3 always). */
    uint8_t inset_adjustment;
    /* Appended in version 1: the screen's scale (UITraitCollection.displayScale): 1, 2 or 3 pixels
       per point; 0 from an older host means 3. */
    double display_scale;
    /* Appended in version 1: UIScrollView.panGestureRecognizer, moved by the host's drags.
       pan_state is UIGestureRecognizer.State's raw value (0 possible, 1 began, 2 changed,
       3 ended); pan_location is in the collection view's coordinates (content coordinates),
       kept after the drag ends, (0, 0) before the first; pan_velocity in points per second. */
    uint32_t pan_state;
    lb_point pan_location;
    lb_point pan_translation;
    lb_point pan_velocity;
} lb_view_state;

/** The scroll view properties a layout may assign (set_scroll_property). */
enum {
    LB_PROPERTY_CONTENT_INSET = 1,          /* 4 values: top, left, bottom, right */
    LB_PROPERTY_PAGING_ENABLED = 2,         /* 1 value: 0 or 1 */
    LB_PROPERTY_BOUNCES = 3,                /* 1 value */
    LB_PROPERTY_ALWAYS_BOUNCE_VERTICAL = 4, /* 1 value */
    LB_PROPERTY_ALWAYS_BOUNCE_HORIZONTAL = 5, /* 1 value */
    LB_PROPERTY_SCROLL_ENABLED = 6,         /* 1 value */
    LB_PROPERTY_INSET_ADJUSTMENT = 7        /* 1 value: contentInsetAdjustmentBehavior's raw value */
};

/* ---- Invalidation ------------------------------------------------------------------------ */

/** Why the host invalidates: what UICollectionView would have put in the context. */
#define LB_INVALIDATE_BOUNDS_CHANGE 0u /* context from invalidationContext(forBoundsChange:) */
#define LB_INVALIDATE_EVERYTHING 1u    /* layout replaced, reloadData: invalidateEverything */
#define LB_INVALIDATE_DATA_COUNTS 2u   /* batch updates: invalidateDataSourceCounts */

typedef struct lb_invalidation_request {
    uint32_t struct_size;
    uint32_t reason;                 /* LB_INVALIDATE_* */
    lb_rect new_bounds;              /* for LB_INVALIDATE_BOUNDS_CHANGE */
} lb_invalidation_request;

/** What the context held after invalidateLayout(with:): the host applies the adjustments. */
typedef struct lb_invalidation_result {
    uint32_t struct_size;
    uint8_t invalidate_everything;
    uint8_t invalidate_data_source_counts;
    lb_point content_offset_adjustment;
    lb_size content_size_adjustment;
    uint64_t invalidated_item_count;
} lb_invalidation_result;

/* ---- Host callbacks ---------------------------------------------------------------------- */

/** UICollectionView.ScrollPosition raw values. */
#define LB_SCROLL_TOP 1u
#define LB_SCROLL_CENTERED_VERTICALLY 2u
#define LB_SCROLL_BOTTOM 4u
#define LB_SCROLL_LEFT 8u
#define LB_SCROLL_CENTERED_HORIZONTALLY 16u
#define LB_SCROLL_RIGHT 32u

/**
 * What the layout can ask of its collection view. Passed at create; `context` is the host's
 * and goes back as the first argument. Calls may come during any call into the layout.
 */
typedef struct lb_host_callbacks {
    uint32_t struct_size;
    void *context;
    /** The layout invalidated itself (invalidateLayout / invalidateLayout(with:)). */
    void (*invalidate)(void *context, const lb_invalidation_result *what);
    /** UIScrollView.setContentOffset(_:animated:). */
    void (*set_content_offset)(void *context, lb_point offset, uint8_t animated);
    /** UICollectionView.scrollToItem(at:at:animated:); position is LB_SCROLL_* bits. */
    void (*scroll_to_item)(void *context, int64_t section, int64_t item, uint32_t position,
                           uint8_t animated);
    /** The layout assigned collectionView.decelerationRate. */
    void (*set_deceleration_rate)(void *context, double rate);
    /** A line for the host's log (stderr). */
    void (*log)(void *context, const char *message);
    /** The data's identifier of an item, or NULL; valid until the next callback. */
    const char *(*item_identifier)(void *context, int64_t section, int64_t item);
    /** Appended: a warning about the layout's answers, something UIKit tolerates but the author
     *  should know (printed as a `warning:` line). Older hosts lack it: fall back to `log`. */
    void (*warn)(void *context, const char *message);
    /** Appended: the layout assigned a scroll view property (LB_PROPERTY_*); the host applies
     *  it after the current call, as the scroll requests. */
    void (*set_scroll_property)(void *context, uint32_t property, const double *values, uint32_t count);
    /** Appended: UIView.layoutIfNeeded() on the collection view. When the layout is invalid and
     *  no layout pass is running, the host runs one before returning (calling back into the
     *  layout); inside a pass it does nothing, as UIKit does not re-enter layoutSubviews. */
    void (*layout_if_needed)(void *context);
    /** Appended: the size the data gives an item (`snapshot size ID WxH`), for stand-in
     *  delegates' answers; 1 with `out` set when it has one, 0 otherwise. */
    uint8_t (*item_size)(void *context, int64_t section, int64_t item, lb_size *out);
    /** Appended last: what the host supports beyond the callbacks above, by name (see "Host
     *  extensions" below); NULL or absent: read the appended fields above instead. */
    const void *(*get_extension)(void *context, const char *id);
} lb_host_callbacks;

/* ---- Host extensions ----------------------------------------------------------------------
 *
 * What the host offers a layout beyond the first six callbacks is named, as plugin extensions
 * are: get_extension(context, id) returns the table, or NULL when the host has not got it. Each
 * function takes the callbacks' `context` first and may be called during any call into the
 * layout, on the engine's main thread (never from a thread the layout started). A host built
 * before get_extension has the same functions in the fields appended above.
 *
 *   id                             table
 *   "lb.host.warnings/1"           lb_host_warnings           the `warn` callback
 *   "lb.host.scroll-properties/1"  lb_host_scroll_properties  `set_scroll_property`
 *   "lb.host.layout-if-needed/1"   lb_host_layout_if_needed   `layout_if_needed`
 *   "lb.host.item-sizes/1"         lb_host_item_sizes         `item_size`
 */
#define LB_HOST_EXTENSION_WARNINGS "lb.host.warnings/1"
#define LB_HOST_EXTENSION_SCROLL_PROPERTIES "lb.host.scroll-properties/1"
#define LB_HOST_EXTENSION_LAYOUT_IF_NEEDED "lb.host.layout-if-needed/1"
#define LB_HOST_EXTENSION_ITEM_SIZES "lb.host.item-sizes/1"

typedef struct lb_host_warnings {
    uint32_t struct_size;
    void (*warn)(void *context, const char *message);
} lb_host_warnings;

typedef struct lb_host_scroll_properties {
    uint32_t struct_size;
    void (*set_scroll_property)(void *context, uint32_t property, const double *values, uint32_t count);
} lb_host_scroll_properties;

typedef struct lb_host_layout_if_needed {
    uint32_t struct_size;
    void (*layout_if_needed)(void *context);
} lb_host_layout_if_needed;

typedef struct lb_host_item_sizes {
    uint32_t struct_size;
    uint8_t (*item_size)(void *context, int64_t section, int64_t item, lb_size *out);
} lb_host_item_sizes;

/* ---- Layouts and their parameters -------------------------------------------------------- */

/** A tunable property of a layout. Values cross as text ("300", "390x300", "left", "true"). */
typedef struct lb_parameter_info {
    uint32_t struct_size;
    const char *name;
    const char *type;          /* number, integer, bool, size, point, insets, sizes, or choice */
    const char *default_value; /* text; "" when the host is to read it from a fresh instance */
    const char *range;         /* "0...1000", "left|right", or "" */
    const char *summary;
} lb_parameter_info;

/** One layout a plugin exports. */
typedef struct lb_layout_info {
    uint32_t struct_size;
    const char *id;            /* short, unique in the plugin: "table" */
    const char *title;         /* "TableLayout (seed 000)" */
    const char *summary;
    uint64_t parameter_count;
    const lb_parameter_info *parameters;
} lb_layout_info;

/** An instance of a layout (opaque to the host). */
typedef struct lb_instance lb_instance;

/** Batch-update and self-sizing calls (defined below). */
typedef struct lb_update_functions lb_update_functions;
typedef struct lb_orthogonal_functions lb_orthogonal_functions;
typedef struct lb_transition_functions lb_transition_functions;
typedef struct lb_movement_functions lb_movement_functions;
typedef struct lb_dynamics_functions lb_dynamics_functions;

/**
 * The calls the host makes. Each is timed where the host makes it. "Called" says when UIKit
 * (and so the host) makes the call.
 */
typedef struct lb_layout_functions {
    uint32_t struct_size;

    /** Create a fresh layout `layout_index` of the descriptor. NULL on failure (message in
     *  *error, static storage). Called on `use`, reload, and profile runs. */
    lb_instance *(*create)(uint64_t layout_index, const lb_host_callbacks *host,
                           const char **error);
    /** Release an instance. Called when the host replaces it. */
    void (*destroy)(lb_instance *instance);
    /** The message of the last call that returned LB_FAILED. */
    const char *(*last_error)(lb_instance *instance);

    /** Copy the collection view state. Called before any call when the state changed. */
    lb_status (*set_view_state)(lb_instance *instance, const lb_view_state *state);
    /** Set a parameter from text (the layout is invalidated). Called by `param`. */
    lb_status (*set_parameter)(lb_instance *instance, const char *name, const char *value);
    /** The current value of a parameter as text; valid until the next call. */
    const char *(*get_parameter)(lb_instance *instance, const char *name);

    /** prepare(): first in each layout pass where the layout is invalid. */
    lb_status (*prepare)(lb_instance *instance);
    /** collectionViewContentSize: after prepare, before the rect query. */
    lb_status (*content_size)(lb_instance *instance, lb_size *out);
    /** layoutAttributesForElements(in:) for the visible rect of each pass. */
    lb_status (*elements_in_rect)(lb_instance *instance, lb_rect rect, lb_element_list *out);
    /** layoutAttributesForItem(at:): `item`, scrollToItem. count 0 means nil. */
    lb_status (*element_for_item)(lb_instance *instance, int64_t section, int64_t item,
                                  lb_element_list *out);
    /** layoutAttributesForSupplementaryView(ofKind:at:). count 0 means nil. */
    lb_status (*element_for_supplementary)(lb_instance *instance, const char *kind,
                                           int64_t section, int64_t item, lb_element_list *out);
    /** layoutAttributesForDecorationView(ofKind:at:). count 0 means nil. */
    lb_status (*element_for_decoration)(lb_instance *instance, const char *kind,
                                        int64_t section, int64_t item, lb_element_list *out);

    /** shouldInvalidateLayout(forBoundsChange:), asked on every bounds change before the new
     *  bounds are applied (the view state still holds the old bounds). */
    lb_status (*should_invalidate_for_bounds)(lb_instance *instance, lb_rect new_bounds,
                                              uint8_t *out);
    /** Build the context UIKit would (invalidationContext(forBoundsChange:) for bounds
     *  changes) and call invalidateLayout(with:); report what the context held. */
    lb_status (*invalidate)(lb_instance *instance, const lb_invalidation_request *request,
                            lb_invalidation_result *out);
    /** targetContentOffset(forProposedContentOffset:withScrollingVelocity:) when has_velocity
     *  (at the end of a drag; velocity in points per millisecond), else
     *  targetContentOffset(forProposedContentOffset:) (after updates and layout changes). */
    lb_status (*target_content_offset)(lb_instance *instance, lb_point proposed,
                                       uint8_t has_velocity, lb_point velocity, lb_point *out);

    /* Appended in version 1: batch updates and self-sizing. NULL or absent (struct_size too
     * small) means the plugin predates them; the host then skips those calls. */
    const lb_update_functions *updates;

    /* Appended in version 1: sections that scroll sideways. NULL or absent: none. */
    const lb_orthogonal_functions *orthogonal;

    /* Appended in version 1: layout transitions and interactive movement. NULL or absent: the
     * plugin predates them (the host skips the transition calls and refuses `move-item`). */
    const lb_transition_functions *transitions;
    const lb_movement_functions *movement;

    /* Appended in version 1: UIKit Dynamics. NULL or absent: the plugin predates it (nothing
     * moves between the host's frames). */
    const lb_dynamics_functions *dynamics;

    /* Appended in version 1, the last field appended: what the plugin supports beyond the core
     * calls, by name (see "Extensions" below). NULL or absent: the plugin predates it, and the
     * host reads the tables appended above instead. New capabilities are extensions only. */
    const void *(*get_extension)(const char *id);
} lb_layout_functions;

/* ---- Extensions -------------------------------------------------------------------------
 *
 * What a plugin supports beyond the core calls is named, as CLAP names its extensions:
 * get_extension(id) returns the extension's table, or NULL when the plugin does not have it.
 * An id names one version of one table; a table that changes incompatibly gets a new id (".../2")
 * and a plugin may offer both. The host asks once per instance, the first time it needs a table;
 * the tables live as long as the library. Each table's calls are made on the engine's main thread, one at a
 * time, between the host's other calls (the thread of every call in this header); get_extension
 * itself may be called on any thread and must not call back into the host.
 *
 *   id                   table                     section below
 *   "lb.updates/1"       lb_update_functions       Batch updates (and self-sizing)
 *   "lb.orthogonal/1"    lb_orthogonal_functions   Orthogonal sections
 *   "lb.transitions/1"   lb_transition_functions   Layout transitions
 *   "lb.movement/1"      lb_movement_functions     Interactive movement
 *   "lb.dynamics/1"      lb_dynamics_functions     UIKit Dynamics
 *
 * A plugin built before get_extension (its struct_size does not cover the field) has the same
 * tables in the fields appended to lb_layout_functions; the host reads them from there, so every
 * plugin built against an earlier version 1 header keeps loading and keeps what it had.
 */
#define LB_EXTENSION_UPDATES "lb.updates/1"
#define LB_EXTENSION_ORTHOGONAL "lb.orthogonal/1"
#define LB_EXTENSION_TRANSITIONS "lb.transitions/1"
#define LB_EXTENSION_MOVEMENT "lb.movement/1"
#define LB_EXTENSION_DYNAMICS "lb.dynamics/1"

/* ---- Batch updates (appended to version 1: check struct_size with LB_HAS_FIELD) ---------- */

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

/** Which kind of appearing/disappearing element a query is about. */
/** An index path; item is -1 for a whole section. */
typedef struct lb_index_path {
    int64_t section, item;
} lb_index_path;

/** Index paths a layout answers with; valid until the next call into the layout. */
typedef struct lb_index_path_list {
    uint64_t count;
    const lb_index_path *paths;
} lb_index_path_list;

typedef struct lb_element_ref {
    uint32_t struct_size;
    uint32_t category;               /* LB_CATEGORY_* */
    const char *kind;                /* NULL for cells */
    int64_t section, item;
} lb_element_ref;

/** The calls of a batch update and of self-sizing, appended to lb_layout_functions. */
struct lb_update_functions {
    uint32_t struct_size;
    /** prepare(forCollectionViewUpdates:), after prepare() of the update's pass. */
    lb_status (*prepare_for_updates)(lb_instance *instance, const lb_update_item *items, uint64_t count);
    /** finalizeCollectionViewUpdates(), after the appearing/disappearing queries. */
    lb_status (*finalize_updates)(lb_instance *instance);
    /** initialLayoutAttributesForAppearing{Item,SupplementaryElement,DecorationElement}.
     *  count 0 means nil (UIKit then uses the final attributes). */
    lb_status (*initial_for_appearing)(lb_instance *instance, const lb_element_ref *element, lb_element_list *out);
    /** finalLayoutAttributesForDisappearing{Item,…}. count 0 means nil (the current ones). */
    lb_status (*final_for_disappearing)(lb_instance *instance, const lb_element_ref *element, lb_element_list *out);
    /** Self-sizing, as preferredLayoutAttributesFitting feeds it: the SDK takes the item's
     *  attributes as the original, the same with `preferred` size as the preferred ones, asks
     *  shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:) and, when
     *  true, invalidates with invalidationContext(forPreferredLayoutAttributes:…). */
    lb_status (*preferred_size)(lb_instance *instance, int64_t section, int64_t item, lb_size preferred,
                                uint8_t *invalidated, lb_invalidation_result *out);
    /** Appended: indexPathsToInsertForSupplementaryView(ofKind:) (insert 1) or …ToDelete… (0)
     *  for LB_CATEGORY_SUPPLEMENTARY, the decoration pair for LB_CATEGORY_DECORATION. Called
     *  during an update after prepare(forCollectionViewUpdates:), once per kind on screen. */
    lb_status (*index_paths_to_change)(lb_instance *instance, uint32_t category, const char *kind, uint8_t insert,
                                       lb_index_path_list *out);
    /** Appended: prepare(forAnimatedBoundsChange:) with the old bounds, before the pass of an
     *  animated bounds change (`size --animated`); finalizeAnimatedBoundsChange() after the
     *  appearing and disappearing queries. */
    lb_status (*prepare_for_animated_bounds_change)(lb_instance *instance, lb_rect old_bounds);
    lb_status (*finalize_animated_bounds_change)(lb_instance *instance);
    /** Appended: self-sizing of a supplementary view, as preferred_size does it for a cell: the
     *  displayed view's attributes (the last rect answer) are the original. */
    lb_status (*preferred_supplementary_size)(lb_instance *instance, const char *kind, int64_t section, int64_t item,
                                              lb_size preferred, uint8_t *invalidated, lb_invalidation_result *out);
};

/* ---- Layout transitions (appended to version 1: check struct_size with LB_HAS_FIELD) ------ */

/** The calls of a switch from one layout to another (setCollectionViewLayout, or an
 *  interactive transition through UICollectionViewTransitionLayout). */
struct lb_transition_functions {
    uint32_t struct_size;
    /** prepareForTransition(to:) on the old layout (to = 1) or prepareForTransition(from:) on the
     *  new one (to = 0). `other` is the other layout when the host made it from this same function
     *  table (the same plugin copy), else NULL: the layout is then given a stand-in
     *  UICollectionViewLayout, since a layout from another library cannot cross. */
    lb_status (*prepare_for_transition)(lb_instance *instance, lb_instance *other, uint8_t to);
    /** finalizeLayoutTransition(): after the transition's attributes are gathered, on both. */
    lb_status (*finalize_layout_transition)(lb_instance *instance);
};

/* ---- Interactive movement (appended to version 1: check struct_size with LB_HAS_FIELD) ---- */

/** The calls of UICollectionView's interactive movement (beginInteractiveMovementForItem,
 *  updateInteractiveMovementTargetPosition, end/cancelInteractiveMovement). */
struct lb_movement_functions {
    uint32_t struct_size;
    /** targetIndexPath(forInteractivelyMovingItem:withPosition:) with the item's current path and
     *  the finger's position in content coordinates. */
    lb_status (*target_index_path)(lb_instance *instance, lb_index_path previous, lb_point position, lb_index_path *out);
    /** layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:). */
    lb_status (*moving_item_attributes)(lb_instance *instance, lb_index_path path, lb_point position, lb_element_list *out);
    /** Builds invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:
     *  previousPosition:) (ending 0) or invalidationContextForEndingInteractiveMovementOfItems(
     *  toFinalIndexPaths:previousIndexPaths:movementCancelled:) (ending 1) and calls
     *  invalidateLayout(with:); reports what the context held. */
    lb_status (*invalidate_for_movement)(lb_instance *instance, const lb_index_path *targets, const lb_index_path *previous,
                                         uint64_t count, lb_point target_position, lb_point previous_position,
                                         uint8_t ending, uint8_t cancelled, lb_invalidation_result *out);
};

/* ---- UIKit Dynamics (appended to version 1: check struct_size with LB_HAS_FIELD) --------- */

/** Time for the layout's UIDynamicAnimator(collectionViewLayout:) animators. Main thread. */
struct lb_dynamics_functions {
    uint32_t struct_size;
    /** Advances every animator of the layout by one display frame of `milliseconds`, after the
     *  frame's layout pass. An animator that moved an item invalidates the layout through the
     *  host's invalidate callback (the host then runs a pass). *running is 1 while any animator
     *  is still running (its items have not come to rest), else 0. */
    lb_status (*advance)(lb_instance *instance, double milliseconds, uint8_t *running);
    /* Appended: check struct_size with LB_HAS_FIELD; NULL or absent, the host takes the layout's
     * animators for resting. */
    /** *running as advance reports it, nothing stepped: called after a command while a live view
     *  page watches (the page then lets time pass while an animator runs). */
    lb_status (*is_running)(lb_instance *instance, uint8_t *running);
};

/* ---- Orthogonal scrolling (appended to version 1: check struct_size with LB_HAS_FIELD) ---- */

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

/** The calls of orthogonal scrolling, appended to lb_layout_functions. */
struct lb_orthogonal_functions {
    uint32_t struct_size;
    /** The orthogonal sections after the last prepare(); valid until the next call. */
    lb_status (*sections)(lb_instance *instance, lb_orthogonal_list *out);
    /** Where a sideways release of `section` at the current offset rests: the layout's rule for
     *  its behaviour (group edges, one group, centred groups) given the natural `proposed`
     *  offset and the release `velocity` in points per millisecond. */
    lb_status (*target_offset)(lb_instance *instance, int64_t section, double proposed, double velocity, double *out);
};

/** The descriptor the entry returns. */
typedef struct lb_plugin {
    uint32_t abi_version;      /* LB_ABI_VERSION the plugin was built with */
    uint32_t struct_size;      /* sizeof(lb_plugin) as the plugin compiled it */
    const char *name;
    const char *error;         /* non-NULL: the entry failed; nothing below is valid */
    uint64_t layout_count;
    const lb_layout_info *layouts;
    const lb_layout_functions *functions;
    /** Appended: what the host adds to a layout's position in `layouts` to name it to
     *  create(). Plugins that share one SDK library share its function table, so each plugin's
     *  layouts have indexes of their own. 0 when struct_size does not cover it. */
    uint64_t layout_index_base;
} lb_plugin;

/** The entry: called once after dlopen with the host's LB_ABI_VERSION. */
typedef const lb_plugin *(*lb_entry_function)(uint32_t host_abi_version);

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_PLUGIN_H */
