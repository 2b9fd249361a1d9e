// lab_process.c — see include/lab_process.h.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "include/lab_process.h"

#include <errno.h>
#include <sched.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

// ---------------------------------------------------------------------------------------------
// Landlock. The system header (if any) may be older than the running kernel, so everything
// needed is defined here.

#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#endif
#ifndef SYS_landlock_add_rule
#define SYS_landlock_add_rule 445
#endif
#ifndef SYS_landlock_restrict_self
#define SYS_landlock_restrict_self 446
#endif

#define LAB_LL_CREATE_RULESET_VERSION (1U << 0)
#define LAB_LL_RULE_PATH_BENEATH 1

#define LAB_LL_FS_EXECUTE     (1ULL << 0)
#define LAB_LL_FS_WRITE_FILE  (1ULL << 1)
#define LAB_LL_FS_READ_FILE   (1ULL << 2)
#define LAB_LL_FS_READ_DIR    (1ULL << 3)
#define LAB_LL_FS_REMOVE_DIR  (1ULL << 4)
#define LAB_LL_FS_REMOVE_FILE (1ULL << 5)
#define LAB_LL_FS_MAKE_CHAR   (1ULL << 6)
#define LAB_LL_FS_MAKE_DIR    (1ULL << 7)
#define LAB_LL_FS_MAKE_REG    (1ULL << 8)
#define LAB_LL_FS_MAKE_SOCK   (1ULL << 9)
#define LAB_LL_FS_MAKE_FIFO   (1ULL << 10)
#define LAB_LL_FS_MAKE_BLOCK  (1ULL << 11)
#define LAB_LL_FS_MAKE_SYM    (1ULL << 12)
#define LAB_LL_FS_REFER       (1ULL << 13) /* ABI 2 */
#define LAB_LL_FS_TRUNCATE    (1ULL << 14) /* ABI 3 */
#define LAB_LL_FS_IOCTL_DEV   (1ULL << 15) /* ABI 5 */

#define LAB_LL_FS_V1 ((1ULL << 13) - 1) /* EXECUTE .. MAKE_SYM */

/// Rights Landlock accepts on a rule whose path is not a directory.
#define LAB_LL_FS_FILE_RIGHTS                                                                  \
    (LAB_LL_FS_EXECUTE | LAB_LL_FS_WRITE_FILE | LAB_LL_FS_READ_FILE | LAB_LL_FS_TRUNCATE |     \
     LAB_LL_FS_IOCTL_DEV)

struct lab_ll_ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net; // ABI 4; none handled: the network stays as it is
    uint64_t scoped;             // ABI 6
};

/// ABI 6's scopes: a confined process may not connect to an abstract UNIX socket, nor send a
/// signal, outside its own Landlock domain. The app cannot kill, stop or interrupt the lab (its
/// parent) or any other process of the host, as an iOS app cannot signal other processes;
/// it still signals itself and what it forked.
#define LAB_LL_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define LAB_LL_SCOPE_SIGNAL               (1ULL << 1)

struct lab_ll_path_beneath_attr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

static uint64_t lab_ll_handled_for_abi(int abi) {
    uint64_t r = 0;
    if (abi >= 1) r |= LAB_LL_FS_V1;
    if (abi >= 2) r |= LAB_LL_FS_REFER;
    if (abi >= 3) r |= LAB_LL_FS_TRUNCATE;
    if (abi >= 5) r |= LAB_LL_FS_IOCTL_DEV;
    return r;
}

/// Adds one path-beneath rule. Returns 0 (also when the path does not exist) or -1 with errno.
static int lab_ll_add_path(int ruleset, const char *path, uint64_t rights) {
    if (path == NULL) return 0;
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT || errno == ENOTDIR) return 0;
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        errno = e;
        return -1;
    }
    if (!S_ISDIR(st.st_mode)) rights &= LAB_LL_FS_FILE_RIGHTS;
    if (rights == 0) {
        close(fd);
        return 0;
    }
    struct lab_ll_path_beneath_attr attr = {.allowed_access = rights, .parent_fd = fd};
    long rc = syscall(SYS_landlock_add_rule, ruleset, LAB_LL_RULE_PATH_BENEATH, &attr, 0);
    int e = errno;
    close(fd);
    if (rc != 0) {
        errno = e;
        return -1;
    }
    return 0;
}

int lab_landlock_ruleset(const char *const *rw_paths, int rw_count,
                         const char *const *ro_paths, int ro_count, int *abi) {
    if (abi) *abi = 0;
    long v = syscall(SYS_landlock_create_ruleset, NULL, 0, LAB_LL_CREATE_RULESET_VERSION);
    if (v < 1) {
        if (v >= 0) errno = EOPNOTSUPP;
        return -1; // ENOSYS: not built in; EOPNOTSUPP: disabled at boot
    }
    if (abi) *abi = (int)v;

    uint64_t handled = lab_ll_handled_for_abi((int)v);
    struct lab_ll_ruleset_attr attr = {.handled_access_fs = handled};
    // Before ABI 6 the kernel takes only the fields it knows: the scopes are left out.
    size_t size = sizeof(uint64_t);
    if (v >= 6) {
        attr.scoped = LAB_LL_SCOPE_ABSTRACT_UNIX_SOCKET | LAB_LL_SCOPE_SIGNAL;
        size = sizeof attr;
    }
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
    if (ruleset < 0) return -1; // the kernel creates it O_CLOEXEC

    const uint64_t ro = (LAB_LL_FS_READ_FILE | LAB_LL_FS_READ_DIR | LAB_LL_FS_EXECUTE) & handled;
    for (int i = 0; rw_paths && i < rw_count; i++) {
        if (lab_ll_add_path(ruleset, rw_paths[i], handled) != 0) goto fail;
    }
    for (int i = 0; ro_paths && i < ro_count; i++) {
        if (lab_ll_add_path(ruleset, ro_paths[i], ro) != 0) goto fail;
    }
    return ruleset;

fail: {
    int e = errno;
    close(ruleset);
    errno = e;
    return -1;
}
}

// ---------------------------------------------------------------------------------------------
// Spawning. Everything from fork to execve in the child must be async-signal-safe: raw
// syscalls and simple libc wrappers only, no malloc, no locks, no stdio.

/// Reports errno to the parent through the CLOEXEC error pipe and exits.
static void lab_child_fail(int errfd, int err) __attribute__((noreturn));
static void lab_child_fail(int errfd, int err) {
    ssize_t n;
    do {
        n = write(errfd, &err, sizeof err);
    } while (n < 0 && errno == EINTR);
    _exit(127);
}

/// Closes every fd >= lowfd.
static void lab_close_from(int lowfd) {
    if (syscall(SYS_close_range, (unsigned)lowfd, ~0U, 0) == 0) return;
    // Kernel < 5.9: brute force up to the fd limit.
    struct rlimit rl;
    long max = 65536;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY) max = (long)rl.rlim_cur;
    if (max > (1L << 20)) max = 1L << 20;
    for (long fd = lowfd; fd < max; fd++) close((int)fd);
}

/// Duplicates fd to a number >= 10, CLOEXEC (so it survives the dup2 shuffle onto 0..6).
static int lab_hi(int fd) {
    if (fd < 0) return -1;
    return fcntl(fd, F_DUPFD_CLOEXEC, 10);
}

static void lab_child(int errfd, pid_t parent, const char *path, char *const argv[],
                      char *const envp[], const char *cwd, int out_fd, int err_fd, int req_fd,
                      int rep_fd, int ruleset_fd) __attribute__((noreturn));
static void lab_child(int errfd, pid_t parent, const char *path, char *const argv[],
                      char *const envp[], const char *cwd, int out_fd, int err_fd, int req_fd,
                      int rep_fd, int ruleset_fd) {
    // 1. Die with the parent (thread). If it already died, we were reparented: give up.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) lab_child_fail(errfd, errno);
    if (getppid() != parent) _exit(127);

    // 2. Own process group.
    if (setpgid(0, 0) != 0) lab_child_fail(errfd, errno);

    // 3. fds. First move everything we keep to >= 10, so sources can't be clobbered by the
    //    dup2s onto 0..6 whatever numbers they had.
    int e = lab_hi(errfd);
    if (e < 0) lab_child_fail(errfd, errno);
    errfd = e;
    int devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (devnull < 0) lab_child_fail(errfd, errno);
    int null_hi = lab_hi(devnull);
    int out_hi = out_fd >= 0 ? lab_hi(out_fd) : null_hi;
    int err_hi = err_fd >= 0 ? lab_hi(err_fd) : null_hi;
    int req_hi = lab_hi(req_fd);
    int rep_hi = lab_hi(rep_fd);
    int rs_hi = lab_hi(ruleset_fd);
    if (null_hi < 0 || out_hi < 0 || err_hi < 0 || (req_fd >= 0 && req_hi < 0) ||
        (rep_fd >= 0 && rep_hi < 0) || (ruleset_fd >= 0 && rs_hi < 0))
        lab_child_fail(errfd, errno);

    // dup2 clears FD_CLOEXEC on the new fd (the sources are >= 10, never equal to the target).
    if (dup2(null_hi, 0) < 0) lab_child_fail(errfd, errno);
    if (dup2(out_hi, 1) < 0) lab_child_fail(errfd, errno);
    if (dup2(err_hi, 2) < 0) lab_child_fail(errfd, errno);
    if (req_hi >= 0) {
        if (dup2(req_hi, 3) < 0) lab_child_fail(errfd, errno);
    } else {
        close(3);
    }
    if (rep_hi >= 0) {
        if (dup2(rep_hi, 4) < 0) lab_child_fail(errfd, errno);
    } else {
        close(4);
    }
    // Error pipe -> 5, ruleset -> 6 (both CLOEXEC), then close everything from 7 up.
    if (dup3(errfd, 5, O_CLOEXEC) < 0) lab_child_fail(errfd, errno);
    errfd = 5;
    if (rs_hi >= 0) {
        if (dup3(rs_hi, 6, O_CLOEXEC) < 0) lab_child_fail(errfd, errno);
        lab_close_from(7);
    } else {
        lab_close_from(6);
    }

    // 4. Working directory (before Landlock: the restriction applies to later path lookups).
    if (cwd != NULL && chdir(cwd) != 0) lab_child_fail(errfd, errno);

    // 5. Landlock.
    if (rs_hi >= 0) {
        if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) lab_child_fail(errfd, errno);
        if (syscall(SYS_landlock_restrict_self, 6, 0) != 0) lab_child_fail(errfd, errno);
        close(6);
    }

    // 6. Signals: default dispositions (ignored ones would survive exec), then empty mask.
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_DFL;
    sigemptyset(&sa.sa_mask);
    for (int sig = 1; sig < NSIG; sig++) {
        if (sig == SIGKILL || sig == SIGSTOP) continue;
        (void)sigaction(sig, &sa, NULL); // EINVAL for glibc-reserved signals: fine
    }
    sigset_t none;
    sigemptyset(&none);
    (void)sigprocmask(SIG_SETMASK, &none, NULL);

    // 7. exec.
    execve(path, argv, envp ? envp : environ);
    lab_child_fail(errfd, errno);
}

pid_t lab_spawn(const char *path, char *const argv[], char *const envp[], const char *cwd,
                int stdout_fd, int stderr_fd, int request_fd, int reply_fd, int ruleset_fd) {
    if (path == NULL || argv == NULL) {
        errno = EINVAL;
        return -1;
    }
    int pipefd[2];
    if (pipe2(pipefd, O_CLOEXEC) != 0) return -1;

    // Block every signal across fork so no inherited handler runs in the child before the
    // dispositions are reset (the child unblocks just before exec).
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);

    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        close(pipefd[0]);
        lab_child(pipefd[1], parent, path, argv, envp, cwd, stdout_fd, stderr_fd, request_fd,
                  reply_fd, ruleset_fd);
    }
    int fork_errno = errno;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    close(pipefd[1]);
    if (pid < 0) {
        close(pipefd[0]);
        errno = fork_errno;
        return -1;
    }

    // Wait for exec (EOF: the CLOEXEC pipe closed) or an errno from the child.
    int child_errno = 0;
    ssize_t n;
    do {
        n = read(pipefd[0], &child_errno, sizeof child_errno);
    } while (n < 0 && errno == EINTR);
    close(pipefd[0]);
    if (n == 0) return pid;

    // The child failed (or sent garbage): reap it and report.
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    errno = (n == (ssize_t)sizeof child_errno && child_errno != 0) ? child_errno : ECHILD;
    return -1;
}

int lab_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

// ---------------------------------------------------------------------------------------------
// One CPU for the device and its apps (see lab_process.h).

static cpu_set_t lab_allowed_cpus;
static cpu_set_t lab_shared_cpu;
static int lab_shared_cpu_number = -1;
/// The one thread that was bound; the others are never touched.
static pid_t lab_shared_cpu_thread = 0;

static int lab_is_bound_thread(void) {
    return lab_shared_cpu_number >= 0 && (pid_t)syscall(SYS_gettid) == lab_shared_cpu_thread;
}

int lab_share_cpu_with_children(void) {
    if (lab_shared_cpu_number >= 0) return lab_is_bound_thread() ? lab_shared_cpu_number : -1;
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0 || CPU_COUNT(&allowed) < 2) return -1;
    int cpu = sched_getcpu();
    if (cpu < 0 || cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &allowed)) return -1;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    if (sched_setaffinity(0, sizeof one, &one) != 0) return -1;
    lab_allowed_cpus = allowed;
    lab_shared_cpu = one;
    lab_shared_cpu_thread = (pid_t)syscall(SYS_gettid);
    lab_shared_cpu_number = cpu;
    return cpu;
}

void lab_release_shared_cpu(void) {
    if (lab_is_bound_thread()) sched_setaffinity(0, sizeof lab_allowed_cpus, &lab_allowed_cpus);
}

void lab_share_cpu_again(void) {
    if (lab_is_bound_thread()) sched_setaffinity(0, sizeof lab_shared_cpu, &lab_shared_cpu);
}

int lab_child_has_ended(pid_t pid) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    int rc;
    do {
        rc = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT);
    } while (rc != 0 && errno == EINTR);
    if (rc != 0) return -1;
    return info.si_pid == pid ? 1 : 0;
}
