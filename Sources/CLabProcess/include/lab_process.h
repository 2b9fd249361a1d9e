// lab_process.h — process spawning and Landlock sandboxing for LifecycleLab app processes.
// Linux only. Plain C types so Swift can call it directly (module CLabProcess).
#ifndef LAB_PROCESS_H
#define LAB_PROCESS_H

#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Builds a Landlock ruleset for an app process.
///
/// - rw_paths (rw_count entries): every filesystem right the running kernel's Landlock ABI
///   handles (v1 base set, +REFER on v2, +TRUNCATE on v3, +IOCTL_DEV on v5) beneath each path.
/// - ro_paths (ro_count entries): READ_FILE | READ_DIR | EXECUTE beneath each path.
/// A path may be a folder or a single file (a file only gets the file rights among those);
/// a path that does not exist (ENOENT / ENOTDIR) is skipped. Symlinks are followed.
/// Everything not granted is denied once the ruleset is applied (see lab_spawn's ruleset_fd).
/// Arrays may be NULL when their count is 0.
///
/// Returns the ruleset fd (>= 0, O_CLOEXEC; the caller closes it when done), or -1 with errno
/// set: ENOSYS / EOPNOTSUPP when the kernel has no (enabled) Landlock, otherwise the errno of
/// the open / landlock_add_rule step that failed.
/// *abi (may be NULL) receives the Landlock ABI version, 0 when there is none.
int lab_landlock_ruleset(const char *const *rw_paths, int rw_count,
                         const char *const *ro_paths, int ro_count, int *abi);

/// fork + execve of an app process. Safe to call from a multithreaded program (only
/// async-signal-safe calls between fork and exec; all signals are blocked across the fork).
///
/// In the child, in this order: prctl(PR_SET_PDEATHSIG, SIGKILL) (and _exit if the parent is
/// already gone); setpgid(0, 0) (own process group: terminal Ctrl-C does not reach it);
/// fd 0 = /dev/null, 1 = stdout_fd, 2 = stderr_fd, 3 = request_fd, 4 = reply_fd; every other
/// fd is closed; chdir(cwd) (skipped when cwd is NULL); when ruleset_fd >= 0:
/// prctl(PR_SET_NO_NEW_PRIVS, 1) + landlock_restrict_self(ruleset_fd, 0); signal dispositions
/// reset to default and the signal mask emptied; execve(path, argv, envp).
///
/// - stdout_fd / stderr_fd < 0: that fd is /dev/null. request_fd / reply_fd < 0: fd left closed.
///   The given fds may be anything (CLOEXEC or not, any number); they are not closed in the
///   parent — the caller closes its copies of the child's ends after the call.
/// - argv: NULL-terminated; envp: NULL-terminated, or NULL to pass the caller's environ.
/// - path is used as is (no PATH search).
///
/// NOTE: PR_SET_PDEATHSIG fires when the *thread* that called lab_spawn exits, not only the
/// process. Call it from a thread that lives as long as the child should (not a transient
/// Dispatch worker thread).
///
/// Returns the child's pid (already exec'd), or -1 with errno set: the errno of the failing step
/// in the child (e.g. ENOENT / EACCES from execve, ENOENT from chdir), or of fork/pipe in the
/// parent. On a child-side failure the child has already been reaped.
pid_t lab_spawn(const char *path, char *const argv[], char *const envp[], const char *cwd,
                int stdout_fd, int stderr_fd, int request_fd, int reply_fd, int ruleset_fd);

/// Extra helper (not required by lab_spawn): pipe2(fds, O_CLOEXEC), which Swift's Glibc module
/// does not export. fds[0] = read end, fds[1] = write end. Returns 0, or -1 with errno.
int lab_pipe_cloexec(int fds[2]);

/// Binds the calling thread to the CPU it is running on, so that the app processes it then
/// spawns (which inherit the binding) and the device take turns on one CPU instead of waking
/// each other across CPUs: every call to an app is a synchronous round trip, and a wake-up on
/// another, idle CPU costs more than the work (measured: twice the time of a lifecycle cycle).
/// Only one thread of a process is ever bound (the REPL's): from any other thread this and
/// the two functions below do nothing. Does nothing and returns -1 when the thread may run on
/// one CPU only or the kernel refuses; otherwise returns the CPU (the same on later calls).
int lab_share_cpu_with_children(void);

/// While shared: lets the calling thread run on every CPU it was allowed before (around the
/// spawn of a compiler, which should use them all); lab_share_cpu_again binds it back.
/// Both do nothing when lab_share_cpu_with_children has not bound the thread.
void lab_release_shared_cpu(void);
void lab_share_cpu_again(void);

#ifdef __cplusplus
}
#endif

/// Whether the child `pid` has ended (exited or killed), without reaping it: the caller reaps
/// it as usual (waitpid) and reads its status then. 1 ended, 0 still running or stopped, -1 error.
int lab_child_has_ended(pid_t pid);

#endif /* LAB_PROCESS_H */
