// What both systems share: spawning, fault marks, the fork watch, symbols and limits.
#define _GNU_SOURCE
#include "lb_system.h"
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <setjmp.h>
#include <stdio.h>
#include <signal.h>
#include <spawn.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

int lb_spawn(pid_t *pid, const char *path, int search, char *const argv[], char *const envp[],
             const int *sources, const int *targets, int count, int stdin_null, int keep_below,
             int group_leader) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int error = posix_spawn_file_actions_init(&actions);
    if (error != 0) return error;
    error = posix_spawnattr_init(&attributes);
    if (error != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return error;
    }
    // Through spare numbers above every source and target first, so no source is overwritten
    // before it is copied to its place (a pipe may have got number 0, 1 or 2 when those were
    // closed), and no source is its own target (dup2 onto itself would keep close-on-exec).
    int spare = keep_below;
    for (int i = 0; i < count; i++) {
        if (sources[i] >= spare) spare = sources[i] + 1;
        if (targets[i] >= spare) spare = targets[i] + 1;
    }
    for (int i = 0; i < count && error == 0; i++) error = posix_spawn_file_actions_adddup2(&actions, sources[i], spare + i);
    for (int i = 0; i < count && error == 0; i++) error = posix_spawn_file_actions_adddup2(&actions, spare + i, targets[i]);
    for (int i = 0; i < count && error == 0; i++) error = posix_spawn_file_actions_addclose(&actions, spare + i);
    if (error == 0 && stdin_null) error = posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    short flags = 0;
    if (error == 0) error = lb_spawn_keep_only(&actions, &attributes, &flags, keep_below);
    if (error == 0 && group_leader) {
        flags |= POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
        sigset_t none, defaults;
        sigemptyset(&none);
        sigemptyset(&defaults);
        int reset[] = {SIGINT, SIGPIPE, SIGTERM, SIGQUIT, SIGCHLD};
        for (unsigned i = 0; i < sizeof reset / sizeof reset[0]; i++) sigaddset(&defaults, reset[i]);
        error = posix_spawnattr_setpgroup(&attributes, 0);
        if (error == 0) error = posix_spawnattr_setsigmask(&attributes, &none);
        if (error == 0) error = posix_spawnattr_setsigdefault(&attributes, &defaults);
    }
    if (error == 0) error = posix_spawnattr_setflags(&attributes, flags);
    if (error == 0) {
        char *const *environment = envp != NULL ? envp : environ;
        error = search ? posix_spawnp(pid, path, &actions, &attributes, argv, environment)
                       : posix_spawn(pid, path, &actions, &attributes, argv, environment);
    }
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return error;
}

int64_t lb_open_file_limit(void) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return -1;
    return limit.rlim_cur == RLIM_INFINITY ? INT64_MAX : (int64_t)limit.rlim_cur;
}

void *lb_default_symbol(const char *name) { return dlsym(RTLD_DEFAULT, name); }

static volatile int32_t *lb_fault_mark;
/// Where a guarded read on this thread returns on a fault (NULL: no read under way).
static __thread sigjmp_buf *volatile lb_guard_jump;

/// After a fault's jump: the handler ran with SIGSEGV and SIGBUS blocked, and the jump (which
/// saves no mask, to keep the read free of system calls) left them so.
static void lb_unblock_faults(void) {
    sigset_t faults;
    sigemptyset(&faults);
    sigaddset(&faults, SIGSEGV);
    sigaddset(&faults, SIGBUS);
    pthread_sigmask(SIG_UNBLOCK, &faults, NULL);
}

ptrdiff_t lb_guarded_strnlen(const char *text, size_t limit) {
    sigjmp_buf jump;
    if (sigsetjmp(jump, 0) != 0) {
        lb_unblock_faults();
        return -1;
    }
    lb_guard_jump = &jump;
    size_t length = strnlen(text, limit);
    lb_guard_jump = NULL;
    return (ptrdiff_t)length;
}

int lb_guarded_probe(const void *start, size_t length) {
    if (length == 0) return 0;
    uintptr_t first = (uintptr_t)start, last = first + length - 1;
    if (last < first) return -1;
    static uintptr_t page;  /* asked once: the probe runs on every answer a plugin gives */
    if (page == 0) page = (uintptr_t)sysconf(_SC_PAGESIZE);
    sigjmp_buf jump;
    if (sigsetjmp(jump, 0) != 0) {
        lb_unblock_faults();
        return -1;
    }
    lb_guard_jump = &jump;
    for (uintptr_t at = first; at <= last;) {
        (void)*(volatile const unsigned char *)at;
        uintptr_t next = (at | (page - 1)) + 1;  /* the next page's first byte */
        if (next <= at) break;                     /* the top of the address space */
        at = next;
    }
    (void)*(volatile const unsigned char *)last;
    lb_guard_jump = NULL;
    return 0;
}

int lb_guarded_copy(void *destination, const void *source, size_t length) {
    sigjmp_buf jump;
    if (sigsetjmp(jump, 0) != 0) {
        lb_unblock_faults();
        return -1;
    }
    lb_guard_jump = &jump;
    memcpy(destination, source, length);
    lb_guard_jump = NULL;
    return 0;
}
static pthread_t lb_main_thread;
static struct sigaction lb_previous_actions[NSIG];

/// Marks the fault, then hands the signal to whoever handled it before (the Swift runtime's
/// backtracer), or lets the default action end the process.
static void lb_fault_handler(int signal, siginfo_t *info, void *context) {
    if ((signal == SIGSEGV || signal == SIGBUS) && lb_guard_jump != NULL) {
        sigjmp_buf *jump = lb_guard_jump;
        lb_guard_jump = NULL;
        siglongjmp(*jump, 1);
    }
    // The front end's SIGABRT for a request gone silent: say in which image (and near which
    // symbol) the interrupted code was, then end (the runtime reports no signal another process
    // sent). stderr, one line: "layoutbench engine: stalled in IMAGE at SYMBOL".
    if (signal == SIGABRT && info != NULL && info->si_code == SI_USER && info->si_pid == getppid()) {
        Dl_info where;
        uintptr_t pc = lb_context_pc(context);
        char line[1200];
        int length;
        if (pc != 0 && dladdr((void *)pc, &where) != 0 && where.dli_fname != NULL) {
            length = snprintf(line, sizeof line, "layoutbench engine: stalled in %s at %s\n", where.dli_fname,
                              where.dli_sname != NULL ? where.dli_sname : "?");
        } else {
            length = snprintf(line, sizeof line, "layoutbench engine: stalled in ? at ?\n");
        }
        if (length > 0) (void)write(STDERR_FILENO, line, (size_t)length < sizeof line ? (size_t)length : sizeof line - 1);
        _exit(128 + SIGABRT);
    }
    if (lb_fault_mark && lb_fault_mark[0] == 0) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        *(volatile uint64_t *)(lb_fault_mark + 6) = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
        lb_fault_mark[1] = pthread_equal(pthread_self(), lb_main_thread) ? 1 : 2;
        lb_fault_mark[0] = signal;
    }
    struct sigaction *previous = &lb_previous_actions[signal];
    if (previous->sa_flags & SA_SIGINFO) {
        previous->sa_sigaction(signal, info, context);
        return;
    }
    if (previous->sa_handler == SIG_IGN) return;
    if (previous->sa_handler != SIG_DFL) {
        previous->sa_handler(signal);
        return;
    }
    // The default action: a fault happens again when the instruction runs again; a raised
    // signal (abort) is raised again.
    sigaction(signal, previous, NULL);
    if (info == NULL || info->si_code <= 0) raise(signal);
}

/// exit() called on a thread other than the main one: the engine ends only from its main
/// thread, so it was a plugin's thread; marked as such (thread 2, no signal).
static void lb_mark_exit(void) {
    if (lb_fault_mark && lb_fault_mark[0] == 0 && !pthread_equal(pthread_self(), lb_main_thread)) lb_fault_mark[1] = 2;
}

int lb_mark_faults(volatile int32_t *mark) {
    static const int signals[] = {SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP, SIGSYS};
    lb_main_thread = pthread_self();
    lb_fault_mark = mark;
    if (atexit(lb_mark_exit) != 0) return -1;
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        int signal = signals[i];
        struct sigaction action;
        if (sigaction(signal, NULL, &lb_previous_actions[signal]) != 0) return -1;
        action = lb_previous_actions[signal];
        action.sa_sigaction = lb_fault_handler;
        action.sa_flags |= SA_SIGINFO | SA_ONSTACK;
        action.sa_flags &= ~SA_RESETHAND;
        if (sigaction(signal, &action, NULL) != 0) return -1;
    }
    return 0;
}

static volatile int lb_forked_child = 0;

static void lb_mark_forked_child(void) { lb_forked_child = 1; }

int lb_watch_forks(void) { return pthread_atfork(NULL, NULL, lb_mark_forked_child); }

int lb_is_forked_child(void) { return lb_forked_child; }

void lb_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

int lb_resolved_path(const char *path, char *buffer, size_t capacity) {
    char resolved[PATH_MAX];
    if (realpath(path, resolved) == NULL) return -1;
    if (strlen(resolved) + 1 > capacity) {
        errno = ERANGE;
        return -1;
    }
    strcpy(buffer, resolved);
    return 0;
}
