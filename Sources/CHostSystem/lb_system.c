#define _GNU_SOURCE
#include "lb_system.h"
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <unistd.h>

int lb_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0, 0, 0);
}

int lb_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int lb_memfd_create(const char *name) {
    return memfd_create(name, MFD_CLOEXEC);
}
