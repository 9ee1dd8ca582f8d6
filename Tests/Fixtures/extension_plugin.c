/* A plugin whose UIKit Dynamics table (lb.dynamics/2) comes in one of these modes:
 *   NAMED     get_extension offers it, whole
 *   SHORT     get_extension offers a table whose struct_size stops before is_running (as
 *             lb.dynamics/1 was): a frozen table is read whole or not at all, so it is not used
 *   DECLINED  get_extension answers NULL for it
 * advance() counts its calls; the parameter `advances` reads the count. prepare() warns through
 * the host's extension lb.host.warnings/1 when the host offers it by name. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "layoutbench_plugin.h"

#define NAMED 1
#define SHORT 2
#define DECLINED 3

static int64_t advances;
static char text[24];
static lb_element element;

/* The host's table, copied at create (the pointer is valid only during that call). */
static lb_host_callbacks host_copy;
static const lb_host_callbacks *host_table;

static lb_instance *create(uint64_t index, const lb_host_callbacks *host, const char **error) {
    memset(&host_copy, 0, sizeof host_copy);
    memcpy(&host_copy, host, host->struct_size < sizeof host_copy ? host->struct_size : sizeof host_copy);
    host_table = &host_copy;
    return (lb_instance *)&advances;
}
static void destroy(lb_instance *instance) {}
static const char *last_error(lb_instance *instance) { return "no error"; }
static lb_status set_state(lb_instance *instance, const lb_view_state *state) { return LB_OK; }
static lb_status set_parameter(lb_instance *instance, const char *name, const char *value) { return LB_FAILED; }
static const char *get_parameter(lb_instance *instance, const char *name) {
    snprintf(text, sizeof text, "%lld", (long long)advances);
    return strcmp(name, "advances") == 0 ? text : 0;
}
static lb_status prepare(lb_instance *instance) {
    if (host_table && host_table->get_extension) {
        const lb_host_warnings *warnings = host_table->get_extension(host_table->context, LB_HOST_EXTENSION_WARNINGS);
        if (warnings) warnings->warn(host_table->context, "warned through lb.host.warnings/1");
    }
    return LB_OK;
}
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
    *running = 0;
    return LB_OK;
}
static lb_status is_running(lb_instance *instance, uint8_t *running) { *running = 0; return LB_OK; }
static const lb_dynamics_functions dynamics = {
    MODE == SHORT ? offsetof(lb_dynamics_functions, is_running) : sizeof(lb_dynamics_functions), advance, is_running
};

static const void *get_extension(const char *id) {
    return MODE != DECLINED && strcmp(id, LB_EXTENSION_DYNAMICS) == 0 ? &dynamics : NULL;
}

static lb_layout_functions functions = {
    sizeof(lb_layout_functions), create, destroy, last_error, set_state, set_parameter, get_parameter,
    prepare, content_size, elements_in_rect, no_element, no_view, no_view, should_invalidate, invalidate, target,
    get_extension,
};
static lb_parameter_info parameters[] = {
    { sizeof(lb_parameter_info), "advances", "integer", "0", "0...1000000", "advance() calls so far" },
};
static lb_layout_info layout = { sizeof(lb_layout_info), "extension", "Extension", "dynamics by any offer", 1, parameters };
static lb_plugin descriptor = { LB_ABI_VERSION, sizeof(lb_plugin), "Extension", 0, 1, &layout, &functions, 0 };

const lb_plugin *layoutbench_plugin_entry(uint32_t host) { return &descriptor; }
