/* A plugin for the motion player shared by the vertical and sideways drivers: one layout with a
 * row that scrolls sideways (lb.orthogonal/1) and an animator (lb.dynamics/2). When the row's
 * offset first passes 100, the layout asks for an animated scroll to y = 300 and its animator
 * runs for `settle` frames. Parameters read back: `advances` (animator steps so far),
 * `settling` (frames it still runs). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "layoutbench_plugin.h"

static int64_t advances, settling, asked, settle = 10;
static char text[32];
static lb_element element;
static lb_host_callbacks host;

static lb_instance *create(uint64_t index, const lb_host_callbacks *callbacks, const char **error) {
    memcpy(&host, callbacks, sizeof host);
    return (lb_instance *)&advances;
}
static void destroy(lb_instance *instance) {}
static const char *last_error(lb_instance *instance) { return "no error"; }
static lb_status set_state(lb_instance *instance, const lb_view_state *state) {
    if (!asked && state->orthogonal_offsets && state->section_count > 0 && state->orthogonal_offsets[0] > 100) {
        asked = 1;
        settling = settle;
        host.set_content_offset(host.context, (lb_point){ 0, 300 }, 1);
    }
    return LB_OK;
}
static lb_status set_parameter(lb_instance *instance, const char *name, const char *value) {
    if (strcmp(name, "settle") != 0) return LB_FAILED;
    settle = atoll(value);
    return LB_OK;
}
static const char *get_parameter(lb_instance *instance, const char *name) {
    int64_t value = strcmp(name, "advances") == 0 ? advances : strcmp(name, "settling") == 0 ? settling
        : strcmp(name, "settle") == 0 ? settle : -1;
    if (value < 0) return 0;
    snprintf(text, sizeof text, "%lld", (long long)value);
    return text;
}
static lb_status prepare(lb_instance *instance) { return LB_OK; }
static lb_status content_size(lb_instance *instance, lb_size *out) { out->width = 390; out->height = 2000; return LB_OK; }
static lb_status elements_in_rect(lb_instance *instance, lb_rect rect, lb_element_list *out) {
    memset(&element, 0, sizeof element);
    element.struct_size = sizeof element;
    element.category = LB_CATEGORY_CELL;
    element.center.x = 195; element.center.y = 25;
    element.size.width = 390; element.size.height = 50;
    for (int i = 0; i < 16; i += 5) element.transform3d[i] = 1;
    element.alpha = 1;
    out->count = 1;
    out->stride = sizeof element;
    out->elements = &element;
    return LB_OK;
}
static lb_status no_element(lb_instance *instance, int64_t section, int64_t item, lb_element_list *out) { out->count = 0; return LB_OK; }
static lb_status no_view(lb_instance *instance, const char *kind, int64_t section, int64_t item, lb_element_list *out) { out->count = 0; return LB_OK; }
static lb_status should_invalidate(lb_instance *instance, lb_rect bounds, uint8_t *out) { *out = 0; return LB_OK; }
static lb_status invalidate(lb_instance *instance, const lb_invalidation_request *request, lb_invalidation_result *out) { return LB_OK; }
static lb_status target(lb_instance *instance, lb_point proposed, uint8_t has_velocity, lb_point velocity, lb_point *out) { *out = proposed; return LB_OK; }

static lb_status advance(lb_instance *instance, double milliseconds, uint8_t *running) {
    advances++;
    if (settling > 0) settling--;
    *running = settling > 0;
    return LB_OK;
}
static lb_status is_running(lb_instance *instance, uint8_t *running) { *running = settling > 0; return LB_OK; }
static const lb_dynamics_functions dynamics = { sizeof(lb_dynamics_functions), advance, is_running };

/* Section 0 scrolls sideways (continuous) along a 2,000-point row seen 390 points at a time. */
static lb_orthogonal_section row = { sizeof(lb_orthogonal_section), 1, 0, 2000, 390, 0, 0 };
static lb_status sections(lb_instance *instance, lb_orthogonal_list *out) {
    out->count = 1;
    out->stride = sizeof row;
    out->sections = &row;
    return LB_OK;
}
static lb_status row_target(lb_instance *instance, int64_t section, double proposed, double velocity, double *out) { *out = proposed; return LB_OK; }
static const lb_orthogonal_functions orthogonal = { sizeof(lb_orthogonal_functions), sections, row_target };

static const void *get_extension(const char *id) {
    if (strcmp(id, LB_EXTENSION_DYNAMICS) == 0) return &dynamics;
    if (strcmp(id, LB_EXTENSION_ORTHOGONAL) == 0) return &orthogonal;
    return NULL;
}

static lb_layout_functions functions = {
    sizeof(lb_layout_functions), create, destroy, last_error, set_state, set_parameter, get_parameter,
    prepare, content_size, elements_in_rect, no_element, no_view, no_view, should_invalidate, invalidate, target,
    get_extension,
};
static lb_parameter_info parameters[] = {
    { sizeof(lb_parameter_info), "settle", "integer", "10", "0...1000", "frames the animator runs once asked" },
    { sizeof(lb_parameter_info), "advances", "integer", "0", "0...1000000", "animator steps so far" },
    { sizeof(lb_parameter_info), "settling", "integer", "0", "0...1000", "frames the animator still runs" },
};
static lb_layout_info layout = { sizeof(lb_layout_info), "motion", "Motion", "a sideways row and an animator", 3, parameters };
static lb_plugin descriptor = { LB_ABI_VERSION, sizeof(lb_plugin), "Motion", 0, 1, &layout, &functions, 0 };

const lb_plugin *layoutbench_plugin_entry(uint32_t host_version) { return &descriptor; }
