#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* readline's settings are C globals; Swift 6 refuses to touch a global it cannot prove safe, so
 * the REPL sets and reads them through these (it runs them on its one thread). */
static inline void lb_rl_set_completion_function(rl_completion_func_t *function) { rl_attempted_completion_function = function; }
static inline const char *lb_rl_line_buffer(void) { return rl_line_buffer; }
static inline void lb_rl_set_completion_over(int over) { rl_attempted_completion_over = over; }
static inline void lb_rl_set_name(const char *name) { rl_readline_name = name; }
static inline void lb_rl_set_catch_signals(int value) { rl_catch_signals = value; }
static inline void lb_flush_stdout(void) { fflush(stdout); }
