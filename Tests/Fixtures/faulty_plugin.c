/* A layout that faults on demand, for the engine tests: with `param fault trap|segv|abort|loop|exit|alloc`
 * its prepare() (or, with `param in query`, its layoutAttributesForElements(in:)) traps, writes
 * through a null pointer, aborts, spins for ever, calls exit(3) or allocates without bound, once
 * the data has at least `from` items (as a real layout fails on some data and not on other).
 * `thread` starts a thread that traps 300 ms later (after the command, when it is set, even by a
 * replay); `print` prints a line on stdout; `fork` (`setsid`: its child leaves the group first)
 * forks a child that sleeps 30 s, its pid written to the file named by
 * LAYOUTBENCH_FAULTY_CHILD; `fds` opens descriptors until none is left; `forkback` forks, both return; `closeall` closes fds 3 up, `junk` writes junk on fd 4, `spew` 1,500 lines on stderr, `daemon` double-forks a sleeper,
 * `threadexit` starts a thread that calls exit(0) 300 ms later, `alarm` arms alarm(1),
 * `scribble`, `forge` and `forgename` rewrite the host's call record (below) and then write through a null pointer, `forgehang` rewrites it and spins. With `fault none` it is a plain list of 50-point rows. Kept with the
 * tests, never in plugins/, so users never see it. */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "layoutbench_plugin.h"

static char fault[16] = "none";
static char where[16] = "prepare";
static int64_t items = 20;
static int64_t from = 0;
static lb_element elements[64];
static lb_instance *instance_token = (lb_instance *)fault;

static void *trap_later(void *unused) {
    usleep(300000);
    __builtin_trap();
    return 0;
}

static void *exit_later(void *unused) {
    usleep(300000);
    exit(0);
    return 0;
}

/* The host's call record, found as a plugin could find it: through a descriptor that still
 * names it (`scribble`), or its mapping (`forge`, which says "outside plugin code" in it). */
static void scribble_record(void) {
    char link[256], path[64];
    for (int fd = 3; fd < 64; fd++) {
        snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
        ssize_t length = readlink(path, link, sizeof link - 1);
        if (length > 0) { link[length] = 0; if (strstr(link, "layoutbench-calls")) pwrite(fd, "}\n scribbled", 12, 0); }
    }
}
static void forge_record(int name) {
    FILE *maps = fopen("/proc/self/maps", "r");
    char line[512];
    unsigned long start;
    while (maps && fgets(line, sizeof line, maps)) {
        if (strstr(line, "layoutbench-calls") && sscanf(line, "%lx", &start) == 1) { if (name) strcpy((char *)(start + 24), "layoutbench-host"); else *(volatile int32_t *)(start + 8) = 0; }
    }
    if (maps) fclose(maps);
}

static void misbehave(const char *call) {
    if (strcmp(where, call) != 0 || items < from) return;
    if (strcmp(fault, "print") == 0) printf("faulty says hello from %s\n", call);
    if (strcmp(fault, "fork") == 0 || strcmp(fault, "setsid") == 0) {
        pid_t child = fork();
        if (child == 0) { if (strcmp(fault, "setsid") == 0) setsid(); sleep(30); _exit(0); }
        const char *file = getenv("LAYOUTBENCH_FAULTY_CHILD");
        FILE *out = file ? fopen(file, "w") : 0;
        if (out) { fprintf(out, "%d\n", (int)child); fclose(out); }
        strcpy(fault, "none");
    }
    if (strcmp(fault, "trap") == 0) __builtin_trap();
    if (strcmp(fault, "segv") == 0) { volatile int *nothing = 0; *nothing = 1; }
    if (strcmp(fault, "abort") == 0) abort();
    if (strcmp(fault, "fds") == 0) { while (dup(0) >= 0) {} strcpy(fault, "none"); }
    if (strcmp(fault, "forkback") == 0) { strcpy(fault, "none"); fork(); }
    if (strcmp(fault, "closeall") == 0) { strcpy(fault, "none"); for (int fd = 3; fd < 1024; fd++) close(fd); }
    if (strcmp(fault, "daemon") == 0) { strcpy(fault, "none"); if (fork() == 0) { setsid(); if (fork() == 0) { FILE *o = getenv("LAYOUTBENCH_FAULTY_CHILD") ? fopen(getenv("LAYOUTBENCH_FAULTY_CHILD"), "w") : 0; if (o) { fprintf(o, "%d\n", (int)getpid()); fclose(o); } sleep(30); _exit(0); } _exit(0); } usleep(100000); }
    if (strcmp(fault, "spew") == 0) { strcpy(fault, "none"); for (int i = 0; i < 1500; i++) fprintf(stderr, "spew %d\n", i); }
    if (strcmp(fault, "junk") == 0) { strcpy(fault, "none"); write(4, "\xff\xfe junk on the channel\n", 23); }
    if (strcmp(fault, "exit") == 0) exit(3);
    if (strcmp(fault, "threadexit") == 0) { pthread_t thread; strcpy(fault, "none"); pthread_create(&thread, 0, exit_later, 0); pthread_detach(thread); }
    if (strcmp(fault, "alarm") == 0) { strcpy(fault, "none"); alarm(1); }
    if (strcmp(fault, "scribble") == 0) { scribble_record(); volatile int *nothing = 0; *nothing = 1; }
    if (strcmp(fault, "forge") == 0) { forge_record(0); volatile int *nothing = 0; *nothing = 2; }
    if (strcmp(fault, "forgename") == 0) { forge_record(1); volatile int *nothing = 0; *nothing = 3; }
    if (strcmp(fault, "forgehang") == 0) { forge_record(0); volatile unsigned long spins = 0; for (;;) spins++; }
    if (strcmp(fault, "loop") == 0) { volatile unsigned long spins = 0; for (;;) spins++; }
    if (strcmp(fault, "alloc") == 0) {
        for (;;) {
            char *block = malloc(64 << 20);
            if (!block) abort();
            memset(block, 1, 64 << 20);
        }
    }
}

static lb_instance *create(uint64_t index, const lb_host_callbacks *host, const char **error) { return instance_token; }
static void destroy(lb_instance *instance) {}
static const char *last_error(lb_instance *instance) { return "faulty"; }
static lb_status set_state(lb_instance *instance, const lb_view_state *state) {
    items = state->section_count > 0 ? state->item_counts[0] : 0;
    return LB_OK;
}
static lb_status set_parameter(lb_instance *instance, const char *name, const char *value) {
    if (strlen(value) >= sizeof fault) return LB_FAILED;
    if (strcmp(name, "fault") == 0) {
        strcpy(fault, value);
        if (strcmp(value, "thread") == 0) {
            pthread_t thread;
            pthread_create(&thread, 0, trap_later, 0);
            pthread_detach(thread);
        }
        return LB_OK;
    }
    if (strcmp(name, "in") == 0) { strcpy(where, value); return LB_OK; }
    if (strcmp(name, "from") == 0) { from = atoll(value); return LB_OK; }
    return LB_FAILED;
}
static char from_text[24];
static const char *get_parameter(lb_instance *instance, const char *name) {
    snprintf(from_text, sizeof from_text, "%lld", (long long)from);
    return strcmp(name, "fault") == 0 ? fault : strcmp(name, "in") == 0 ? where : strcmp(name, "from") == 0 ? from_text : 0;
}
static lb_status prepare(lb_instance *instance) { misbehave("prepare"); return LB_OK; }
static lb_status content_size(lb_instance *instance, lb_size *out) { out->width = 390; out->height = 50.0 * items; return LB_OK; }

static lb_status elements_in_rect(lb_instance *instance, lb_rect rect, lb_element_list *out) {
    misbehave("query");
    int64_t first = rect.y / 50 < 0 ? 0 : (int64_t)(rect.y / 50), count = 0;
    for (int64_t item = first; item < items && item * 50 < rect.y + rect.height && count < 64; item++, count++) {
        lb_element *e = &elements[count];
        memset(e, 0, sizeof *e);
        e->struct_size = sizeof *e;
        e->category = LB_CATEGORY_CELL;
        e->item = item;
        e->center.x = 195; e->center.y = item * 50 + 25;
        e->size.width = 390; e->size.height = 50;
        for (int i = 0; i < 16; i += 5) e->transform3d[i] = 1;
        e->alpha = 1;
    }
    out->count = count;
    out->stride = sizeof(lb_element);
    out->elements = elements;
    return LB_OK;
}

static lb_status no_element(lb_instance *instance, int64_t section, int64_t item, lb_element_list *out) { out->count = 0; return LB_OK; }
static lb_status no_view(lb_instance *instance, const char *kind, int64_t section, int64_t item, lb_element_list *out) { out->count = 0; return LB_OK; }
static lb_status should_invalidate(lb_instance *instance, lb_rect bounds, uint8_t *out) { *out = 0; return LB_OK; }
static lb_status invalidate(lb_instance *instance, const lb_invalidation_request *request, lb_invalidation_result *out) { return LB_OK; }
static lb_status target(lb_instance *instance, lb_point proposed, uint8_t has_velocity, lb_point velocity, lb_point *out) { *out = proposed; return LB_OK; }

static lb_layout_functions functions = {
    sizeof(lb_layout_functions), create, destroy, last_error, set_state, set_parameter, get_parameter,
    prepare, content_size, elements_in_rect, no_element, no_view, no_view, should_invalidate, invalidate, target, 0,
};
static lb_parameter_info parameters[] = {
    { sizeof(lb_parameter_info), "fault", "choice", "none", "none|trap|segv|abort|loop|exit|alloc|thread|print|fork|setsid|fds|forkback|closeall|junk|spew|daemon|threadexit|alarm|scribble|forge|forgename|forgehang", "what the next call does" },
    { sizeof(lb_parameter_info), "in", "choice", "prepare", "prepare|query", "which call misbehaves" },
    { sizeof(lb_parameter_info), "from", "integer", "0", "0...1000000", "the item count from which it does" },
};
static lb_layout_info layout = { sizeof(lb_layout_info), "faulty", "Faulty", "faults on demand", 3, parameters };
static lb_plugin descriptor = { LB_ABI_VERSION, sizeof(lb_plugin), "Faulty", 0, 1, &layout, &functions };

const lb_plugin *layoutbench_plugin_entry(uint32_t host) { return &descriptor; }
