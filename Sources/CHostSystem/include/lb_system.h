#ifndef LB_SYSTEM_H
#define LB_SYSTEM_H

#include <spawn.h>
#include <stdint.h>

/// What the engine process and its front end need of Linux that Swift cannot call directly:
/// prctl is variadic, and pipe2, memfd_create and posix_spawn_file_actions_addclosefrom_np are
/// declared only under _GNU_SOURCE.

/// Asks for `signal` when the parent dies. 0 on success, -1 with errno set otherwise.
int lb_set_parent_death_signal(int signal);

/// A pipe whose ends close on exec. 0 on success, -1 with errno set otherwise.
int lb_pipe_cloexec(int fds[2]);

/// Adds to `actions`: close every descriptor from `lowest` up (glibc's closefrom for spawns),
/// so a child gets only what it is given. 0 on success, an error number otherwise.
int lb_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

/// An anonymous memory file (shared with a child through its descriptor), or -1.
int lb_memfd_create(const char *name);

/// Marks faults where the front end can see them before anything else runs: on SIGSEGV, SIGBUS,
/// SIGFPE, SIGILL, SIGTRAP, SIGABRT or SIGSYS, `mark[0]` becomes the signal, `mark[1]` 1 when
/// the engine's main thread faulted, 2 when another thread did, and the 8 bytes at `mark + 6`
/// (byte 24, 8-aligned when `mark` is) CLOCK_MONOTONIC's nanoseconds; then the handler installed
/// before (the Swift runtime's backtracer) runs as it would have. Call once, after the runtime
/// installed its handlers. 0 on success, -1 with errno set otherwise.
int lb_mark_faults(volatile int32_t *mark);

/// Watches for fork(): in a child that fork() made (pthread_atfork), lb_is_forked_child()
/// answers 1, so the engine's code a plugin's child returns into can end it before it reads or
/// answers a request (posix_spawn and fork-then-exec never return there). 0 on success.
int lb_watch_forks(void);
int lb_is_forked_child(void);

/// Asks for the calling thread's scheduling slice to be `nanoseconds` (0: the kernel's default),
/// its policy and nice value kept. On Linux 6.12 and later a fair thread's slice is a request
/// the scheduler honours (clamped to 0.1–100 ms, no privilege needed): a thread with a shorter
/// slice has an earlier deadline, so it runs sooner when it wakes. Threads that relay the live
/// view's frames ask for one; the threads and processes it starts begin with the default
/// (SCHED_FLAG_RESET_ON_FORK). 0 on success, -1 with errno set otherwise: a real-time or idle
/// thread is left as it is (EPERM), and so is a thread with a negative nice value, or on a
/// kernel that reports no slice (EOPNOTSUPP).
int lb_request_slice(uint64_t nanoseconds);

#endif
