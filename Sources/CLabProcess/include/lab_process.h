#ifndef LAB_PROCESS_H
#define LAB_PROCESS_H
#include <sys/types.h>

/// Landlock ruleset: read/write beneath each rw path, read + execute beneath each ro path.
/// Returns the ruleset fd (>= 0, close-on-exec), or -1 with errno set (ENOSYS / EOPNOTSUPP
/// when the kernel has no Landlock). *abi receives the Landlock ABI version (0 when none).
int lab_landlock_ruleset(const char *const *rw_paths, int rw_count, const char *const *ro_paths, int ro_count, int *abi);

/// fork + exec of an app process with stdout_fd -> 1, stderr_fd -> 2, request_fd -> 3,
/// reply_fd -> 4, stdin from /dev/null, every other descriptor closed, its own process
/// group, SIGKILL when the parent dies, and the Landlock ruleset applied when >= 0.
/// Returns the pid, or -1 with errno of the step that failed.
pid_t lab_spawn(const char *path, char *const argv[], char *const envp[], const char *cwd,
                int stdout_fd, int stderr_fd, int request_fd, int reply_fd, int ruleset_fd);

#endif
