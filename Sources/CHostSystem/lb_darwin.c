// macOS's side of lb_system.h. The whole file is macOS's; on Linux it compiles to nothing.
#ifdef __APPLE__
#include "lb_system.h"
#include <errno.h>
#include <fcntl.h>
#include <libproc.h>
#include <limits.h>
#include <mach-o/dyld.h>
#include <poll.h>
#include <pthread.h>
#include <pthread/qos.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/event.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <sys/sysctl.h>
#include <sys/ucontext.h>
#include <unistd.h>

/// Waits for the parent's exit, then signals this process (macOS has no PR_SET_PDEATHSIG).
static void *lb_follow_parent(void *argument) {
    int signal = (int)(intptr_t)argument;
    pid_t parent = getppid();
    int queue = kqueue();
    struct kevent change;
    EV_SET(&change, parent, EVFILT_PROC, EV_ADD | EV_ONESHOT, NOTE_EXIT, 0, NULL);
    if (queue < 0 || kevent(queue, &change, 1, NULL, 0, NULL) < 0) {
        // ESRCH: the parent is gone already.
        if (getppid() != parent) kill(getpid(), signal);
        if (queue >= 0) close(queue);
        return NULL;
    }
    struct kevent event;
    while (kevent(queue, NULL, 0, &event, 1, NULL) < 0 && errno == EINTR) {}
    close(queue);
    kill(getpid(), signal);
    return NULL;
}

int lb_set_parent_death_signal(int signal) {
    pthread_attr_t attributes;
    pthread_t thread;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int error = pthread_create(&thread, &attributes, lb_follow_parent, (void *)(intptr_t)signal);
    pthread_attr_destroy(&attributes);
    if (error != 0) {
        errno = error;
        return -1;
    }
    return 0;
}

int lb_spawn_keep_only(posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes, short *flags,
                       int lowest) {
    (void)attributes;
    // Only the descriptors the file actions name reach the child; the low numbers it keeps as
    // they are (its stdio when not replaced) are named by inheriting them.
    *flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
    for (int fd = 0; fd < lowest; fd++) {
        if (fcntl(fd, F_GETFD) == -1) continue;
        int error = posix_spawn_file_actions_addinherit_np(actions, fd);
        if (error != 0) return error;
    }
    return 0;
}

int lb_process_memory(pid_t pid, int64_t *counted, int64_t *resident) {
    struct rusage_info_v4 info;
    if (proc_pid_rusage(pid, RUSAGE_INFO_V4, (rusage_info_t *)&info) != 0) return -1;
    *counted = (int64_t)info.ri_phys_footprint;
    *resident = (int64_t)info.ri_resident_size;
    return 0;
}

int lb_list_processes(pid_t *pids, int capacity) {
    int count = proc_listallpids(pids, capacity * (int)sizeof(pid_t));
    if (count < 0) return -1;
    // proc_listallpids answers how many fit; ask for the total with no buffer.
    if (count >= capacity) {
        int total = proc_listallpids(NULL, 0);
        if (total > count) return total;
    }
    return count;
}

uintptr_t lb_context_pc(const void *context) {
    if (context == NULL) return 0;
    const ucontext_t *uc = context;
#if defined(__x86_64__)
    return (uintptr_t)uc->uc_mcontext->__ss.__rip;
#elif defined(__arm64__)
    return (uintptr_t)__darwin_arm_thread_state64_get_pc(uc->uc_mcontext->__ss);
#else
    return 0;
#endif
}

pid_t lb_parent_process(pid_t pid) {
    struct proc_bsdinfo info;
    if (proc_pidinfo(pid, PROC_PIDTBSDINFO, 0, &info, sizeof info) != (int)sizeof info) return -1;
    return (pid_t)info.pbi_ppid;
}

ptrdiff_t lb_process_environment(pid_t pid, char *buffer, size_t capacity) {
    int maximum = 0;
    size_t size = sizeof maximum;
    int name[3] = {CTL_KERN, KERN_ARGMAX, 0};
    if (sysctl(name, 2, &maximum, &size, NULL, 0) != 0 || maximum <= 0) return -1;
    char *arguments = malloc((size_t)maximum);
    if (arguments == NULL) return -1;
    size = (size_t)maximum;
    int request[3] = {CTL_KERN, KERN_PROCARGS2, (int)pid};
    if (sysctl(request, 3, arguments, &size, NULL, 0) != 0 || size < sizeof(int)) {
        free(arguments);
        return -1;
    }
    // KERN_PROCARGS2: argc, the executable's path, NUL padding, argc arguments, then the
    // environment's strings, each NUL-terminated.
    int argc;
    memcpy(&argc, arguments, sizeof argc);
    size_t at = sizeof argc;
    while (at < size && arguments[at] != 0) at++;
    while (at < size && arguments[at] == 0) at++;
    for (int i = 0; i < argc && at < size; i++) {
        while (at < size && arguments[at] != 0) at++;
        at++;
    }
    size_t length = at < size ? size - at : 0;
    if (length > capacity) length = capacity;
    memcpy(buffer, arguments + at, length);
    free(arguments);
    return (ptrdiff_t)length;
}

int lb_executable_path(char *buffer, size_t capacity) {
    char path[PATH_MAX];
    uint32_t size = sizeof path;
    if (_NSGetExecutablePath(path, &size) != 0) {
        errno = ERANGE;
        return -1;
    }
    return lb_resolved_path(path, buffer, capacity);
}

int lb_cap_address_space(uint64_t bytes) {
    (void)bytes;
    errno = ENOTSUP;
    return -1;
}

int lb_pipe_cloexec(int fds[2]) {
    if (pipe(fds) != 0) return -1;
    if (fcntl(fds[0], F_SETFD, FD_CLOEXEC) != 0 || fcntl(fds[1], F_SETFD, FD_CLOEXEC) != 0) {
        int error = errno;
        close(fds[0]);
        close(fds[1]);
        errno = error;
        return -1;
    }
    return 0;
}

int lb_shared_memory_create(const char *name) {
    static volatile int counter = 0;
    char unique[32];
    // POSIX shared memory names are at most 31 bytes on macOS.
    snprintf(unique, sizeof unique, "/lb%.8s-%d-%d", name, (int)getpid(), __sync_fetch_and_add(&counter, 1));
    int fd = shm_open(unique, O_RDWR | O_CREAT | O_EXCL, 0600);
    if (fd < 0) return -1;
    shm_unlink(unique);
    if (fcntl(fd, F_SETFD, FD_CLOEXEC) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int lb_wait_readable(const int *fds, int count, int timeout_ms, uint8_t *ready) {
    fd_set readable;
    FD_ZERO(&readable);
    int highest = -1;
    for (int i = 0; i < count; i++) {
        if (fds[i] < 0 || fds[i] >= FD_SETSIZE) {
            // select cannot hold it: poll (not a terminal at such a number).
            struct pollfd polled[count];
            for (int j = 0; j < count; j++) {
                polled[j].fd = fds[j];
                polled[j].events = POLLIN;
                polled[j].revents = 0;
            }
            int result = poll(polled, (nfds_t)count, timeout_ms);
            for (int j = 0; j < count; j++) ready[j] = result > 0 && polled[j].revents != 0;
            return result;
        }
        FD_SET(fds[i], &readable);
        if (fds[i] > highest) highest = fds[i];
    }
    struct timeval timeout = {timeout_ms / 1000, (timeout_ms % 1000) * 1000};
    int result = select(highest + 1, &readable, NULL, NULL, timeout_ms < 0 ? NULL : &timeout);
    for (int i = 0; i < count; i++) ready[i] = result > 0 && FD_ISSET(fds[i], &readable);
    return result;
}

int lb_file_modified(const char *path, int64_t *seconds, int64_t *nanoseconds, int64_t *size) {
    struct stat info;
    if (stat(path, &info) != 0) return -1;
    *seconds = (int64_t)info.st_mtimespec.tv_sec;
    *nanoseconds = (int64_t)info.st_mtimespec.tv_nsec;
    *size = (int64_t)info.st_size;
    return 0;
}

int lb_request_slice(uint64_t nanoseconds) {
    int error = pthread_set_qos_class_self_np(nanoseconds != 0 ? QOS_CLASS_USER_INTERACTIVE : QOS_CLASS_DEFAULT, 0);
    if (error != 0) {
        errno = error;
        return -1;
    }
    return 0;
}
#endif
