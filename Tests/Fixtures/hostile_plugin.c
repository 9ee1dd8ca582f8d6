/* A C plugin that breaks the ABI's promises on demand, one way per MODE (set with -DMODE=…),
 * for the tests that prove the host refuses each with one line. */
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "layoutbench_plugin.h"

enum { FAIR, HUGE_LAYOUT_COUNT, SHORT_LAYOUT_RECORD, LONG_NAME, SHORT_STRIDE, SHORT_ELEMENT,
       REUSED_KIND_BUFFER, CONTROL_CHARACTERS, HUGE_PARAMETER_COUNT, NAN_PREFERRED_SIZE, HUGE_ORTHOGONAL_LIST, NAN_ORTHOGONAL_TARGET,
       NONEXISTENT_CELL, DUPLICATE_CELL, VIEW_CHANGES, DRIFTING_HEADER, UNTERMINATED_NAME, UNTERMINATED_ERROR,
       BAD_EXTENSION, VIEW_CHANGES_NO_RECORDS, VIEW_CHANGES_NEGATIVE };

static char long_name[100001];
static char kind_buffer[16];
static int calls;
static lb_element element, pair[2];
static lb_instance *instance_token = (lb_instance *)&calls;

static lb_instance *create(uint64_t index, const lb_host_callbacks *host, const char **error) { return instance_token; }
static void destroy(lb_instance *instance) {}
/* Four bytes of 'a' that end where readable memory ends: a string with no terminating NUL,
 * whose reader faults one byte past it unless it reads with a guard. */
static const char *edge_string(void) {
    long page = sysconf(_SC_PAGESIZE);
    char *start = mmap(0, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0);
    memset(start + page - 4, 'a', 4);
    mprotect(start + page, page, PROT_NONE);
    return start + page - 4;
}
static const char *last_error(lb_instance *instance) { return MODE == UNTERMINATED_ERROR ? edge_string() : "hostile"; }
static lb_status ok_state(lb_instance *instance, const lb_view_state *state) { return LB_OK; }
static lb_status set_parameter(lb_instance *instance, const char *name, const char *value) { return LB_FAILED; }
static const char *get_parameter(lb_instance *instance, const char *name) { return 0; }
static lb_status prepare(lb_instance *instance) { return MODE == UNTERMINATED_ERROR ? LB_FAILED : LB_OK; }
static lb_status content_size(lb_instance *instance, lb_size *out) { out->width = 100; out->height = 100; return LB_OK; }

static lb_status elements_in_rect(lb_instance *instance, lb_rect rect, lb_element_list *out) {
    calls++;
    memset(&element, 0, sizeof element);
    element.struct_size = MODE == SHORT_ELEMENT ? 4 : sizeof(lb_element);
    element.category = MODE == NAN_PREFERRED_SIZE ? LB_CATEGORY_CELL : LB_CATEGORY_SUPPLEMENTARY;
    /* The same buffer holds "header" in odd calls and "footer" in even ones: valid until the
     * next call, as the header promises, and no longer. */
    strcpy(kind_buffer, MODE == CONTROL_CHARACTERS ? "\x1b[31mred" : calls % 2 ? "header" : "footer");
    element.kind = kind_buffer;
    element.center.x = 50; element.center.y = 25;
    element.size.width = 100; element.size.height = 50;
    for (int i = 0; i < 16; i += 5) element.transform3d[i] = 1;
    element.alpha = 1;
    out->count = 1;
    out->stride = MODE == SHORT_STRIDE ? 8 : sizeof(lb_element);
    out->elements = &element;
    if (MODE == DRIFTING_HEADER) { strcpy(kind_buffer, "header"); element.center.y = 25 + calls; }
    if (MODE == NONEXISTENT_CELL) { element.category = LB_CATEGORY_CELL; element.kind = 0; element.item = 99; }
    if (MODE == DUPLICATE_CELL) {
        element.category = LB_CATEGORY_CELL; element.kind = 0;
        pair[0] = element; pair[1] = element;
        out->count = 2;
        out->elements = pair;
    }
    return LB_OK;
}

static lb_status no_element(lb_instance *instance, int64_t section, int64_t item, lb_element_list *out) { out->count = 0; return LB_OK; }
static lb_status no_view(lb_instance *instance, const char *kind, int64_t section, int64_t item, lb_element_list *out) { out->count = 0; return LB_OK; }

/* Takes every self-sized size, and answers with a NaN content-offset adjustment. */
static lb_status nan_preferred_size(lb_instance *instance, int64_t section, int64_t item, lb_size preferred,
                                    uint8_t *invalidated, lb_invalidation_result *out) {
    *invalidated = 1;
    out->content_offset_adjustment.y = __builtin_nan("");
    return LB_OK;
}
/* An update inserts the supplementary view of section 0 (as a whole section: item -1) and deletes none. */
static lb_index_path inserted_view = { 0, -1 };
static lb_index_path negative_view = { INT64_MIN, INT64_MAX };
static lb_status view_changes(lb_instance *instance, uint32_t category, const char *kind, uint8_t insert, lb_index_path_list *out) {
    out->count = insert && category == LB_CATEGORY_SUPPLEMENTARY ? 1 : 0;
    out->paths = MODE == VIEW_CHANGES_NEGATIVE ? &negative_view : &inserted_view;
    /* A count of 2^48 with no records: read as none, it was taken silently. */
    if (MODE == VIEW_CHANGES_NO_RECORDS) { out->count = 0xffffffffffffull; out->paths = 0; }
    return LB_OK;
}
static lb_update_functions updates = { sizeof(lb_update_functions), 0, 0, 0, 0, nan_preferred_size, view_changes };

/* One orthogonal section, or a list claiming a billion of them; a NaN resting offset. */
static lb_orthogonal_section row = { sizeof(lb_orthogonal_section), MODE == NAN_ORTHOGONAL_TARGET ? 2 : 1, 0, 1000, 100, 0, 0 };
static lb_status orthogonal_sections(lb_instance *instance, lb_orthogonal_list *out) {
    out->count = MODE == HUGE_ORTHOGONAL_LIST ? 1000000000ull : 1;
    out->stride = sizeof(lb_orthogonal_section);
    out->sections = &row;
    return LB_OK;
}
static lb_status orthogonal_target(lb_instance *instance, int64_t section, double proposed, double velocity, double *out) {
    *out = __builtin_nan("");
    return LB_OK;
}
static lb_orthogonal_functions orthogonal = { sizeof(lb_orthogonal_functions), orthogonal_sections, orthogonal_target };
static lb_status should_invalidate(lb_instance *instance, lb_rect bounds, uint8_t *out) { *out = 0; return LB_OK; }
static lb_status invalidate(lb_instance *instance, const lb_invalidation_request *request, lb_invalidation_result *out) { return LB_OK; }
static lb_status target(lb_instance *instance, lb_point proposed, uint8_t has_velocity, lb_point velocity, lb_point *out) { *out = proposed; return LB_OK; }

static const void *get_extension(const char *id) {
    if (MODE == BAD_EXTENSION) return (const void *)0x10;
    if (strcmp(id, LB_EXTENSION_UPDATES) == 0 && (MODE == NAN_PREFERRED_SIZE || MODE == VIEW_CHANGES
        || MODE == VIEW_CHANGES_NO_RECORDS || MODE == VIEW_CHANGES_NEGATIVE)) return &updates;
    if (strcmp(id, LB_EXTENSION_ORTHOGONAL) == 0 && (MODE == HUGE_ORTHOGONAL_LIST || MODE == NAN_ORTHOGONAL_TARGET)) return &orthogonal;
    return 0;
}
static lb_layout_functions functions = {
    sizeof(lb_layout_functions), create, destroy, last_error, ok_state, set_parameter, get_parameter,
    prepare, content_size, elements_in_rect, no_element, no_view, no_view, should_invalidate, invalidate, target, get_extension,
};
static lb_parameter_info parameter = { sizeof(lb_parameter_info), "p", "number", "1", "", "" };
static lb_layout_info layout = { sizeof(lb_layout_info), "hostile", "Hostile", "breaks promises", 0, &parameter };
static lb_plugin descriptor = { LB_ABI_VERSION, sizeof(lb_plugin), "Hostile", 0, 1, &layout, &functions };

const lb_plugin *layoutbench_plugin_entry(uint32_t host) {
    if (MODE == HUGE_LAYOUT_COUNT) descriptor.layout_count = 1000000000ull;
    if (MODE == SHORT_LAYOUT_RECORD) layout.struct_size = 4;
    if (MODE == HUGE_PARAMETER_COUNT) layout.parameter_count = 1000000000ull;
    if (MODE == LONG_NAME) { memset(long_name, 'a', sizeof long_name - 1); descriptor.name = long_name; }
    if (MODE == UNTERMINATED_NAME) descriptor.name = edge_string();
    return &descriptor;
}
