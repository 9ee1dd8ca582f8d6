/*
 * layoutbench/plugin.h — the core of layoutbench's plugin ABI, version 2.
 *
 * A plugin is a shared library exporting one C symbol, LB_ENTRY_SYMBOL. The host dlopens a
 * private copy of the library (RTLD_LOCAL, never dlclose), calls the entry once and reads the
 * descriptor it returns. Only the C types of these headers cross the boundary: plugins link the
 * Swift SDK as one shared library of their own (not the host's), so Swift types from a plugin are
 * not the host's types.
 *
 * This header is the core: the entry, the descriptor, the data that crosses and the calls every
 * layout answers. What a plugin or the host supports beyond the core is an extension, one header
 * each under layoutbench/ext/, asked for by id through get_extension (as CLAP does).
 * layoutbench_plugin.h includes them all.
 *
 * Compatibility (the one rule)
 *  - Everything published here and in ext/ is frozen: a struct's or table's fields never change
 *    and are never appended to. The descriptor, the tables and the records that cross (elements,
 *    the view state, parameters, layouts, invalidations, update items) start with `struct_size`
 *    (sizeof as the writer compiled it); a reader checks that it covers what the reader reads, as
 *    a guard against a broken writer, never to tell versions apart.
 *  - A new capability is a new extension with a new id. A table that must change gets a new id
 *    (".../2") and a header of its own; the old id keeps its table, and a plugin may offer both.
 *  - A change to the core bumps LB_ABI_VERSION. The host loads plugins of its own version only:
 *    it builds every plugin from source against these headers, so another version means the
 *    library was built by another host, and the refusal says to rebuild.
 *  - Failures travel as status codes plus a message (lb_layout_functions.last_error), never as
 *    traps or exceptions across the boundary.
 *  - Strings and arrays handed from the plugin to the host stay valid until the next call into
 *    the same layout instance (descriptor strings: for the life of the process).
 *
 * Threads: each function is tagged with the thread it is called on, as CLAP tags them.
 *   [main-thread]  the engine's main thread, one call at a time, as UIKit calls a layout;
 *                  a host callback tagged so is called by the layout during a call into it.
 *   [thread-safe]  any thread, at any time; it must not call into the other side.
 *
 * Version 1 (until 28 November 2026) grew by appending fields: view-state fields, host
 * callbacks and the extension tables' pointers in lb_layout_functions. Version 2 states each of
 * them once, whole, and drops the appended pointers: tables come from get_extension alone.
 */
#ifndef LAYOUTBENCH_PLUGIN_CORE_H
#define LAYOUTBENCH_PLUGIN_CORE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The ABI version these headers describe. */
#define LB_ABI_VERSION 2u

/** The one symbol a plugin exports: `const lb_plugin *layoutbench_plugin_entry(uint32_t)`. */
#define LB_ENTRY_SYMBOL "layoutbench_plugin_entry"

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

/** An index path; item is -1 for a whole section. */
typedef struct lb_index_path {
    int64_t section, item;
} lb_index_path;

/** Index paths a layout answers with; valid until the next call into the layout. */
typedef struct lb_index_path_list {
    uint64_t count;
    const lb_index_path *paths;
} lb_index_path_list;

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
    const double *orthogonal_offsets; /* section_count entries: each section's sideways offset;
                                         NULL when every one is 0 */
    uint8_t unscrolled;              /* 1: report orthogonal sections at offset 0 and skip their
                                        visible-items handlers (a listing of where elements rest) */
    uint8_t bounces, always_bounce_vertical, always_bounce_horizontal; /* UIScrollView's bounce flags */
    uint8_t right_to_left;           /* 1: the effective layout direction is right to left */
    uint8_t scroll_enabled;          /* UIScrollView.isScrollEnabled (0: the user cannot scroll) */
    uint8_t inset_adjustment;        /* contentInsetAdjustmentBehavior's raw value (0 automatic,
                                        1 scrollableAxes, 2 never, 3 always) */
    double display_scale;            /* UITraitCollection.displayScale: 1, 2 or 3 pixels per point */
    /* UIScrollView.panGestureRecognizer, moved by the host's drags. pan_state is
       UIGestureRecognizer.State's raw value (0 possible, 1 began, 2 changed, 3 ended);
       pan_location is in the collection view's coordinates (content coordinates), kept after the
       drag ends, (0, 0) before the first; pan_velocity in points per second. */
    uint32_t pan_state;
    lb_point pan_location;
    lb_point pan_translation;
    lb_point pan_velocity;
} lb_view_state;

/** The scroll view properties a layout may assign (lb.host.scroll-properties/1). */
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
 * What the layout can ask of its collection view. Passed at create (the pointer is valid during
 * that call: copy the table); `context` is the host's and goes back as the first argument. What
 * the host offers beyond these is named: get_extension, and the host's extensions in ext/.
 */
typedef struct lb_host_callbacks {
    uint32_t struct_size;
    void *context;
    /** [main-thread] The layout invalidated itself (invalidateLayout / invalidateLayout(with:)). */
    void (*invalidate)(void *context, const lb_invalidation_result *what);
    /** [main-thread] UIScrollView.setContentOffset(_:animated:). */
    void (*set_content_offset)(void *context, lb_point offset, uint8_t animated);
    /** [main-thread] UICollectionView.scrollToItem(at:at:animated:); position is LB_SCROLL_* bits. */
    void (*scroll_to_item)(void *context, int64_t section, int64_t item, uint32_t position,
                           uint8_t animated);
    /** [main-thread] The layout assigned collectionView.decelerationRate. */
    void (*set_deceleration_rate)(void *context, double rate);
    /** [main-thread] A line for the host's log (stderr). */
    void (*log)(void *context, const char *message);
    /** [main-thread] The data's identifier of an item, or NULL; valid until the next callback. */
    const char *(*item_identifier)(void *context, int64_t section, int64_t item);
    /** [thread-safe] The host's extension `id` (LB_HOST_EXTENSION_*), or NULL when the host has
     *  not got it. The table lives as long as the process. */
    const void *(*get_extension)(void *context, const char *id);
} lb_host_callbacks;

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

/**
 * The calls the host makes, each [main-thread]. Each is timed where the host makes it. "Called"
 * says when UIKit (and so the host) makes the call.
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

    /** [thread-safe] The plugin's extension `id` (LB_EXTENSION_*), or NULL when it has not got
     *  it. The host asks once per instance, the first time it needs the table; a table lives as
     *  long as the library. Must not call back into the host. */
    const void *(*get_extension)(const char *id);
} lb_layout_functions;

/** The descriptor the entry returns. */
typedef struct lb_plugin {
    uint32_t abi_version;      /* LB_ABI_VERSION the plugin was built with */
    uint32_t struct_size;      /* sizeof(lb_plugin) as the plugin compiled it */
    const char *name;
    const char *error;         /* non-NULL: the entry failed; nothing below is valid */
    uint64_t layout_count;
    const lb_layout_info *layouts;
    const lb_layout_functions *functions;
    /** What the host adds to a layout's position in `layouts` to name it to create(). Plugins
     *  that share one SDK library share its function table, so each plugin's layouts have
     *  indexes of their own. */
    uint64_t layout_index_base;
} lb_plugin;

/** [main-thread] The entry: called once after dlopen with the host's LB_ABI_VERSION. */
typedef const lb_plugin *(*lb_entry_function)(uint32_t host_abi_version);

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_PLUGIN_CORE_H */
