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
