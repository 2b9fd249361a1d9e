// Starting app processes: fork + exec with the device's pipes on fixed descriptors, the
// parent-death signal, a process group of its own, and Landlock's file sandbox.
// After fork only async-signal-safe calls run: the parent is a multithreaded Swift program.
#define _GNU_SOURCE
#include "lab_process.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <linux/landlock.h>
#include <sys/stat.h>
#include <sys/syscall.h>

#define FILE_RIGHTS (LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE)

static __u64 handled_rights(int abi) {
    __u64 rights = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE |
        LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE |
        LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
        LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |
        LANDLOCK_ACCESS_FS_MAKE_SYM;
#ifdef LANDLOCK_ACCESS_FS_REFER
    if (abi >= 2) rights |= LANDLOCK_ACCESS_FS_REFER;
#endif
#ifdef LANDLOCK_ACCESS_FS_TRUNCATE
    if (abi >= 3) rights |= LANDLOCK_ACCESS_FS_TRUNCATE;
#endif
    return rights;
}

static int add_path(int ruleset, const char *path, __u64 rights) {
    struct stat info;
    if (stat(path, &info) != 0) return 0;  // a path that does not exist is skipped
    if (!S_ISDIR(info.st_mode)) rights &= FILE_RIGHTS
#ifdef LANDLOCK_ACCESS_FS_TRUNCATE
        | LANDLOCK_ACCESS_FS_TRUNCATE
#endif
        ;
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return 0;
    struct landlock_path_beneath_attr rule = { .allowed_access = rights, .parent_fd = fd };
    int result = (int)syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
    close(fd);
    return result;
}

int lab_landlock_ruleset(const char *const *rw_paths, int rw_count, const char *const *ro_paths, int ro_count, int *abi) {
    *abi = 0;
    int version = (int)syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    if (version < 1) return -1;
    *abi = version;
    __u64 handled = handled_rights(version);
    struct landlock_ruleset_attr attributes = { .handled_access_fs = handled };
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attributes, sizeof attributes, 0);
    if (ruleset < 0) return -1;
    fcntl(ruleset, F_SETFD, FD_CLOEXEC);
    __u64 read_only = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR;
    for (int i = 0; i < rw_count; i++) {
        if (add_path(ruleset, rw_paths[i], handled) != 0) { int saved = errno; close(ruleset); errno = saved; return -1; }
    }
    for (int i = 0; i < ro_count; i++) {
        if (add_path(ruleset, ro_paths[i], read_only) != 0) { int saved = errno; close(ruleset); errno = saved; return -1; }
    }
    return ruleset;
}

pid_t lab_spawn(const char *path, char *const argv[], char *const envp[], const char *cwd,
                int stdout_fd, int stderr_fd, int request_fd, int reply_fd, int ruleset_fd) {
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid != 0) return pid;
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);
    setpgid(0, 0);
    int sources[5] = { open("/dev/null", O_RDONLY), stdout_fd, stderr_fd, request_fd, reply_fd };
    for (int i = 0; i < 5; i++) sources[i] = fcntl(sources[i], F_DUPFD, 100);
    if (ruleset_fd >= 0) ruleset_fd = fcntl(ruleset_fd, F_DUPFD, 100);
    for (int i = 0; i < 5; i++) dup2(sources[i], i);
    for (int fd = 5; fd < 1024; fd++) if (fd != ruleset_fd) close(fd);
    if (chdir(cwd) != 0) _exit(127);
    if (ruleset_fd >= 0) {
        prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
        if (syscall(SYS_landlock_restrict_self, ruleset_fd, 0) != 0) _exit(126);
    }
    execve(path, argv, envp);
    _exit(127);
}
