/*
 * layoutbench_plugin.h — the whole plugin ABI of layoutbench, version 2: the core and every
 * extension. Include this, or the core (layoutbench/plugin.h) and the extensions you use.
 *
 *   header                               id                            offered by  table
 *   layoutbench/plugin.h                 (the core)                    both        lb_plugin, lb_layout_functions,
 *                                                                                  lb_host_callbacks
 *   layoutbench/ext/updates.h            lb.updates/2                  plugin      lb_update_functions
 *   layoutbench/ext/orthogonal.h         lb.orthogonal/1               plugin      lb_orthogonal_functions
 *   layoutbench/ext/transitions.h        lb.transitions/1              plugin      lb_transition_functions
 *   layoutbench/ext/movement.h           lb.movement/1                 plugin      lb_movement_functions
 *   layoutbench/ext/dynamics.h           lb.dynamics/2                 plugin      lb_dynamics_functions
 *   layoutbench/ext/warnings.h           lb.host.warnings/1            host        lb_host_warnings
 *   layoutbench/ext/scroll-properties.h  lb.host.scroll-properties/1   host        lb_host_scroll_properties
 *   layoutbench/ext/layout-if-needed.h   lb.host.layout-if-needed/1    host        lb_host_layout_if_needed
 *   layoutbench/ext/item-sizes.h         lb.host.item-sizes/1          host        lb_host_item_sizes
 *
 * The compatibility rule and the threads' tags are stated once, in layoutbench/plugin.h.
 */
#ifndef LAYOUTBENCH_PLUGIN_H
#define LAYOUTBENCH_PLUGIN_H

#include "layoutbench/plugin.h"
#include "layoutbench/ext/updates.h"
#include "layoutbench/ext/orthogonal.h"
#include "layoutbench/ext/transitions.h"
#include "layoutbench/ext/movement.h"
#include "layoutbench/ext/dynamics.h"
#include "layoutbench/ext/warnings.h"
#include "layoutbench/ext/scroll-properties.h"
#include "layoutbench/ext/layout-if-needed.h"
#include "layoutbench/ext/item-sizes.h"

#endif /* LAYOUTBENCH_PLUGIN_H */
