/* Compile-time checks of the ABI's layout promises; the ABI itself is the headers. */
#include "layoutbench_plugin.h"

_Static_assert(offsetof(lb_plugin, abi_version) == 0, "abi_version must come first");
_Static_assert(offsetof(lb_plugin, struct_size) == 4, "struct_size must follow abi_version");
_Static_assert(offsetof(lb_element, struct_size) == 0, "struct_size must come first");
_Static_assert(sizeof(lb_point) == 16 && sizeof(lb_rect) == 32, "geometry is plain doubles");
