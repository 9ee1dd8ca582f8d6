#ifndef LB_SYSTEM_H
#define LB_SYSTEM_H

/// What the engine process and its front end need of Linux that Swift cannot call directly:
/// prctl is variadic, and pipe2 and memfd_create are declared only under _GNU_SOURCE.

/// Asks for `signal` when the parent dies. 0 on success, -1 with errno set otherwise.
int lb_set_parent_death_signal(int signal);

/// A pipe whose ends close on exec. 0 on success, -1 with errno set otherwise.
int lb_pipe_cloexec(int fds[2]);

/// An anonymous memory file (shared with a child through its descriptor), or -1.
int lb_memfd_create(const char *name);

#endif
