// Linux's side of lb_system.h. The whole file is Linux's; on macOS it compiles to nothing.
#ifdef __linux__
#define _GNU_SOURCE
#include "lb_system.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>

int lb_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0, 0, 0);
}

int lb_spawn_keep_only(posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes, short *flags,
                       int lowest) {
    (void)attributes;
    (void)flags;
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

int lb_process_memory(pid_t pid, int64_t *counted, int64_t *resident) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/statm", (int)pid);
    FILE *file = fopen(path, "re");
    if (file == NULL) return -1;
    long long size = 0, pages = 0;
    int read = fscanf(file, "%lld %lld", &size, &pages);
    fclose(file);
    if (read != 2) return -1;
    int64_t page = (int64_t)sysconf(_SC_PAGESIZE);
    *counted = (int64_t)size * page;
    *resident = (int64_t)pages * page;
    return 0;
}

int lb_list_processes(pid_t *pids, int capacity) {
    DIR *folder = opendir("/proc");
    if (folder == NULL) return -1;
    int count = 0;
    struct dirent *entry;
    while ((entry = readdir(folder)) != NULL) {
        char *end;
        long pid = strtol(entry->d_name, &end, 10);
        if (*end != 0 || pid <= 0) continue;
        if (count < capacity) pids[count] = (pid_t)pid;
        count++;
    }
    closedir(folder);
    return count;
}

uintptr_t lb_context_pc(const void *context) {
    if (context == NULL) return 0;
    const ucontext_t *uc = context;
#if defined(__x86_64__)
    return (uintptr_t)uc->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
    return (uintptr_t)uc->uc_mcontext.pc;
#else
    return 0;
#endif
}

pid_t lb_parent_process(pid_t pid) {
    char path[64], text[512];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t count;
    do { count = read(fd, text, sizeof text - 1); } while (count < 0 && errno == EINTR);
    close(fd);
    if (count <= 0) return -1;
    text[count] = 0;
    // "pid (name) state ppid …": the name may hold spaces and parentheses, so from its last ')'.
    char *close_paren = strrchr(text, ')');
    if (close_paren == NULL) return -1;
    char state;
    int parent;
    if (sscanf(close_paren + 1, " %c %d", &state, &parent) != 2) return -1;
    return (pid_t)parent;
}

ptrdiff_t lb_process_environment(pid_t pid, char *buffer, size_t capacity) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/environ", (int)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    size_t total = 0;
    while (total < capacity) {
        ssize_t count = read(fd, buffer + total, capacity - total);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        total += (size_t)count;
    }
    close(fd);
    return (ptrdiff_t)total;
}

int lb_executable_path(char *buffer, size_t capacity) { return lb_resolved_path("/proc/self/exe", buffer, capacity); }

int lb_cap_address_space(uint64_t bytes) {
    struct rlimit limit = {(rlim_t)bytes, (rlim_t)bytes};
    return setrlimit(RLIMIT_AS, &limit);
}

int lb_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int lb_shared_memory_create(const char *name) { return memfd_create(name, MFD_CLOEXEC); }

int lb_wait_readable(const int *fds, int count, int timeout_ms, uint8_t *ready) {
    struct pollfd polled[count > 0 ? count : 1];
    for (int i = 0; i < count; i++) {
        polled[i].fd = fds[i];
        polled[i].events = POLLIN;
        polled[i].revents = 0;
    }
    int result = poll(polled, (nfds_t)count, timeout_ms);
    for (int i = 0; i < count; i++) ready[i] = result > 0 && polled[i].revents != 0;
    return result;
}

int lb_file_modified(const char *path, int64_t *seconds, int64_t *nanoseconds, int64_t *size) {
    struct stat info;
    if (stat(path, &info) != 0) return -1;
    *seconds = (int64_t)info.st_mtim.tv_sec;
    *nanoseconds = (int64_t)info.st_mtim.tv_nsec;
    *size = (int64_t)info.st_size;
    return 0;
}

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
#endif
