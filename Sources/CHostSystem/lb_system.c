#define _GNU_SOURCE
#include <pthread.h>
#include "lb_system.h"
#include <fcntl.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <unistd.h>

int lb_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0, 0, 0);
}

int lb_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int lb_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

int lb_memfd_create(const char *name) {
    return memfd_create(name, MFD_CLOEXEC);
}

#include <signal.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>

static volatile int32_t *lb_fault_mark;
static struct sigaction lb_previous_actions[NSIG];

/// Marks the fault, then hands the signal to whoever handled it before (the Swift runtime's
/// backtracer), or lets the default action end the process.
static void lb_fault_handler(int signal, siginfo_t *info, void *context) {
    if (lb_fault_mark && lb_fault_mark[0] == 0) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        *(volatile uint64_t *)(lb_fault_mark + 6) = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
        lb_fault_mark[1] = (pid_t)syscall(SYS_gettid) == getpid() ? 1 : 2;
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

int lb_mark_faults(volatile int32_t *mark) {
    static const int signals[] = {SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP, SIGSYS};
    lb_fault_mark = mark;
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

#include <errno.h>
#include <sched.h>
#include <string.h>

/// sched_attr as Linux published it first (SCHED_ATTR_SIZE_VER0): glibc declares none.
struct lb_sched_attr {
    uint32_t size;
    uint32_t sched_policy;
    uint64_t sched_flags;
    int32_t sched_nice;
    uint32_t sched_priority;
    uint64_t sched_runtime;
    uint64_t sched_deadline;
    uint64_t sched_period;
};

int lb_request_slice(uint64_t nanoseconds) {
    struct lb_sched_attr attr;
    memset(&attr, 0, sizeof attr);
    if (syscall(SYS_sched_getattr, 0, &attr, sizeof attr, 0) != 0) return -1;
    if (attr.sched_policy != SCHED_OTHER && attr.sched_policy != SCHED_BATCH) {
        errno = EPERM;
        return -1;
    }
    /* A kernel that reports no slice (before 6.12) would take nothing but the flag below, and a
       negative nice would not pass to the threads and processes this one starts. */
    if (attr.sched_runtime == 0 || attr.sched_nice < 0) {
        errno = EOPNOTSUPP;
        return -1;
    }
    attr.size = sizeof attr;
    /* SCHED_FLAG_RESET_ON_FORK: threads and processes it starts begin with the default slice. */
    attr.sched_flags = (attr.sched_flags & 1) | (nanoseconds != 0 ? 1 : 0);
    attr.sched_runtime = nanoseconds;
    attr.sched_deadline = 0;
    attr.sched_period = 0;
    return (int)syscall(SYS_sched_setattr, 0, &attr, 0);
}
