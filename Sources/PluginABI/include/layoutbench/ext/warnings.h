/*
 * layoutbench/ext/warnings.h — the host's extension lb.host.warnings/1.
 *
 * Frozen as published (layoutbench/plugin.h, "Compatibility"). Every call is [main-thread] unless
 * tagged otherwise.
 */
#ifndef LAYOUTBENCH_EXT_WARNINGS_H
#define LAYOUTBENCH_EXT_WARNINGS_H

#include "../plugin.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The host's extension: a warning about the layout's answers, something UIKit tolerates but the author should know
 *  (printed as a `warning:` line). A host without it: use `log`. */
#define LB_HOST_EXTENSION_WARNINGS "lb.host.warnings/1"

/** The table of LB_HOST_EXTENSION_WARNINGS; each call takes lb_host_callbacks.context first. */
typedef struct lb_host_warnings {
    uint32_t struct_size;
    /** [main-thread] */
    void (*warn)(void *context, const char *message);
} lb_host_warnings;

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTBENCH_EXT_WARNINGS_H */
