#ifndef LB_SYSTEM_H
#define LB_SYSTEM_H

#include <spawn.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/// The operating system as layoutbench's system layer (Sources/HostSystem) needs it, in C where
/// Swift cannot reach it (prctl is variadic, Linux's pipe2 and memfd_create exist only under
/// _GNU_SOURCE, posix_spawn's types differ between the C libraries). Every function here has an
/// implementation for Linux (lb_linux.c) and one for macOS (lb_darwin.c), or one for both
/// (lb_common.c); the platform lint (Tests/PlatformLintTests) checks that each is defined on both.
/// Each may be called from any thread unless its comment says otherwise.

// MARK: - Processes

/// Asks for `signal` when the parent dies: PR_SET_PDEATHSIG on Linux; on macOS a thread that
/// waits for the parent's exit (kqueue) and then signals this process. 0 on success, -1 with
/// errno set otherwise.
int lb_set_parent_death_signal(int signal);

/// Starts `path` (looked up in PATH when `search` is 1) with `argv` and `envp` (NULL: this
/// process's environment). The child gets `sources[i]` as descriptor `targets[i]` for each of
/// `count` pairs (any overlap between the two lists is handled), /dev/null as stdin when
/// `stdin_null` is 1, and no other descriptor from `keep_below` up; when `group_leader` is 1 it
/// leads a process group of its own, with no signal blocked and the default action for SIGINT,
/// SIGPIPE, SIGTERM, SIGQUIT and SIGCHLD. 0 with `*pid` set on success, an error number otherwise.
int lb_spawn(pid_t *pid, const char *path, int search, char *const argv[], char *const envp[],
             const int *sources, const int *targets, int count, int stdin_null, int keep_below,
             int group_leader);

/// Adds to a spawn: close every descriptor from `lowest` up, except those the file actions
/// name as targets (closefrom on Linux; POSIX_SPAWN_CLOEXEC_DEFAULT and inheritance of the low
/// numbers on macOS). Called by lb_spawn only. 0 on success, an error number otherwise.
int lb_spawn_keep_only(posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes, short *flags,
                       int lowest);

/// A process's memory in bytes: `counted`, what the engine's memory limit counts (its address
/// space on Linux, which RLIMIT_AS caps; its physical footprint on macOS, where address spaces
/// are reserved far beyond use), and `resident`, its resident set. 0 on success, -1 when it
/// cannot be read (another user's process, one gone).
int lb_process_memory(pid_t pid, int64_t *counted, int64_t *resident);

/// Up to `capacity` ids of this user's running processes into `pids`; how many there are, or -1.
int lb_list_processes(pid_t *pids, int capacity);

/// The instruction address a signal handler's `context` (its third argument) interrupted, or 0.
uintptr_t lb_context_pc(const void *context);

/// The id of `pid`'s parent, or -1 when it cannot be read (a process gone).
pid_t lb_parent_process(pid_t pid);

/// The environment `pid` started with, as NUL-separated NAME=VALUE strings, into `buffer`: how
/// many bytes were written, or -1 when it cannot be read (another user's process, one gone).
ptrdiff_t lb_process_environment(pid_t pid, char *buffer, size_t capacity);

/// This executable's absolute path, symbolic links resolved, into `buffer`. 0 on success, -1.
int lb_executable_path(char *buffer, size_t capacity);

/// `path` with its symbolic links resolved (realpath), into `buffer`; 0, or -1 with errno set
/// (ERANGE when it does not fit). What both systems' lb_executable_path end with.
int lb_resolved_path(const char *path, char *buffer, size_t capacity);

// MARK: - Limits

/// Caps the process's address space at `bytes` (RLIMIT_AS). Linux enforces it; macOS does not,
/// so there the answer is -1 with ENOTSUP and the front end's memory sampling is the cap.
int lb_cap_address_space(uint64_t bytes);

/// The soft limit on open descriptors (RLIMIT_NOFILE), or -1.
int64_t lb_open_file_limit(void);

// MARK: - Descriptors

/// A pipe whose ends close on exec. 0 on success, -1 with errno set otherwise.
int lb_pipe_cloexec(int fds[2]);

/// Anonymous shared memory (shared with a child through its descriptor, closed on exec unless
/// given to it): memfd_create on Linux, shm_open then shm_unlink on macOS. A descriptor, or -1.
int lb_shared_memory_create(const char *name);

/// Waits up to `timeout_ms` (-1: no limit) until one of `count` descriptors is readable (or at
/// its end, or failed); `ready[i]` is set to 1 for each that is, 0 otherwise. poll on Linux;
/// select on macOS, where poll() of a terminal is unreliable. How many are ready, 0 on timeout,
/// -1 with errno set (EINTR included).
int lb_wait_readable(const int *fds, int count, int timeout_ms, uint8_t *ready);

// MARK: - Files

/// `path`'s modification time and size (following links). 0 on success, -1 with errno set.
int lb_file_modified(const char *path, int64_t *seconds, int64_t *nanoseconds, int64_t *size);

// MARK: - Libraries

/// A symbol of any image loaded (RTLD_DEFAULT), or NULL.
void *lb_default_symbol(const char *name);

// MARK: - Faults

/// Marks faults where the front end can see them before anything else runs: on SIGSEGV, SIGBUS,
/// SIGFPE, SIGILL, SIGTRAP, SIGABRT or SIGSYS, `mark[0]` becomes the signal, `mark[1]` 1 when
/// the thread that called this function (the engine's main thread) faulted, 2 when another thread
/// did, and the 8 bytes at `mark + 6` (byte 24, 8-aligned when `mark` is) the monotonic clock's
/// nanoseconds; then the handler installed before (the Swift runtime's backtracer) runs as it
/// would have. exit() called on another thread sets `mark[1]` to 2 and leaves `mark[0]` 0.
/// Call once, on the main thread, after the runtime installed its handlers. 0 on success, -1
/// with errno set otherwise.
int lb_mark_faults(volatile int32_t *mark);

/// Reads memory a plugin handed over without trusting it: the length of the string at `text`
/// (at most `limit`), or -1 when the bytes before its end are not readable; a copy of `length`
/// bytes from `source` to `destination`, 0, or -1 when the source is not readable. A fault in
/// the read returns to the caller (sigsetjmp, the fault handler lb_mark_faults installed), so
/// the plugin is blamed, not the host. Any thread; without lb_mark_faults a fault is a fault.
ptrdiff_t lb_guarded_strnlen(const char *text, size_t limit);
int lb_guarded_copy(void *destination, const void *source, size_t length);
/// 0 when the `length` bytes at `start` can be read (one byte of each page they span is read
/// under the same guard), -1 when one of them cannot. A record array a plugin answers is
/// checked so before the host reads it.
int lb_guarded_probe(const void *start, size_t length);

/// Makes stdout line-buffered (setvbuf), so each line written reaches a pipe when it ends.
void lb_line_buffer_stdout(void);

/// Watches for fork(): in a child that fork() made (pthread_atfork), lb_is_forked_child()
/// answers 1, so the engine's code a plugin's child returns into can end it before it reads or
/// answers a request (posix_spawn and fork-then-exec never return there). 0 on success.
int lb_watch_forks(void);
int lb_is_forked_child(void);

// MARK: - Threads

/// Asks for the calling thread to run soon when it wakes. On Linux 6.12 and later: a scheduling
/// slice of `nanoseconds` (0: the kernel's default), its policy and nice value kept (clamped to
/// 0.1–100 ms, no privilege needed; threads and processes it starts begin with the default,
/// SCHED_FLAG_RESET_ON_FORK); a real-time or idle thread, or one with a negative nice value, is
/// left as it is (EPERM), and so is a thread on a kernel that reports no slice (EOPNOTSUPP). On
/// macOS: the user-interactive quality of service (`nanoseconds` 0: the default one). 0 on
/// success, -1 with errno set otherwise.
int lb_request_slice(uint64_t nanoseconds);

#endif
