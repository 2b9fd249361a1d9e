// lab_clock.c — see include/lab_clock.h.
// Build: gcc -shared -fPIC -O2 -o liblabclock.so lab_clock.c -ldl
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "include/lab_clock.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define LAB_EXPORT __attribute__((visibility("default")))

// ---------------------------------------------------------------------------------------------
// State

static _Atomic long long lab_virtual_ms = 0;
static _Atomic(void (*)(long long)) lab_sleep_hook = NULL;
static _Atomic int lab_in_hook = 0;  // set while the hook runs (main thread only)
static long long lab_residue_ns = 0; // sub-millisecond sleep time not yet charged (main thread)
static _Atomic long long lab_sleep_skew_ns = 0; // all virtual sleep time so far (CFGetSystemUptime)

// ---------------------------------------------------------------------------------------------
// The real functions (next definition after this library, normally glibc's).

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *restrict, void *restrict);
typedef int (*nanosleep_fn)(const struct timespec *, struct timespec *);
typedef int (*clock_nanosleep_fn)(clockid_t, int, const struct timespec *, struct timespec *);
typedef unsigned int (*sleep_fn)(unsigned int);
typedef int (*usleep_fn)(useconds_t);
typedef time_t (*time_fn)(time_t *);
typedef int (*timespec_get_fn)(struct timespec *, int);

static clock_gettime_fn real_clock_gettime;
static gettimeofday_fn real_gettimeofday;
static nanosleep_fn real_nanosleep;
static clock_nanosleep_fn real_clock_nanosleep;
static sleep_fn real_sleep;
static usleep_fn real_usleep;
static time_fn real_time;
static timespec_get_fn real_timespec_get;

static void *lab_next(const char *name) { return dlsym(RTLD_NEXT, name); }

#define LAB_REAL(var, type, name)                                                              \
    do {                                                                                       \
        if (__builtin_expect((var) == NULL, 0)) (var) = (type)lab_next(name);                  \
    } while (0)

__attribute__((constructor)) static void lab_clock_init(void) {
    LAB_REAL(real_clock_gettime, clock_gettime_fn, "clock_gettime");
    LAB_REAL(real_gettimeofday, gettimeofday_fn, "gettimeofday");
    LAB_REAL(real_nanosleep, nanosleep_fn, "nanosleep");
    LAB_REAL(real_clock_nanosleep, clock_nanosleep_fn, "clock_nanosleep");
    LAB_REAL(real_sleep, sleep_fn, "sleep");
    LAB_REAL(real_usleep, usleep_fn, "usleep");
    LAB_REAL(real_time, time_fn, "time");
    LAB_REAL(real_timespec_get, timespec_get_fn, "timespec_get");
}

static int lab_real_clock_gettime(clockid_t clk, struct timespec *ts) {
    LAB_REAL(real_clock_gettime, clock_gettime_fn, "clock_gettime");
    if (real_clock_gettime) return real_clock_gettime(clk, ts);
    return (int)syscall(SYS_clock_gettime, clk, ts);
}

static int lab_real_clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
                                    struct timespec *rem) {
    LAB_REAL(real_clock_nanosleep, clock_nanosleep_fn, "clock_nanosleep");
    if (real_clock_nanosleep) return real_clock_nanosleep(clk, flags, req, rem);
    return syscall(SYS_clock_nanosleep, clk, flags, req, rem) == 0 ? 0 : errno;
}

// ---------------------------------------------------------------------------------------------
// Exported API

LAB_EXPORT void lab_clock_set(long long milliseconds) {
    atomic_store_explicit(&lab_virtual_ms, milliseconds, memory_order_release);
}

LAB_EXPORT long long lab_clock_now(void) {
    return atomic_load_explicit(&lab_virtual_ms, memory_order_acquire);
}

LAB_EXPORT void lab_clock_set_sleep_hook(void (*hook)(long long milliseconds)) {
    atomic_store(&lab_sleep_hook, hook);
}

// ---------------------------------------------------------------------------------------------
// Helpers

static void lab_virtual_realtime(struct timespec *ts) {
    long long ms = lab_clock_now();
    long long sec = ms / 1000, rem = ms % 1000;
    if (rem < 0) { // negative virtual times, should they ever happen
        rem += 1000;
        sec -= 1;
    }
    ts->tv_sec = (time_t)(LAB_CLOCK_EPOCH_UNIX + sec);
    ts->tv_nsec = (long)(rem * 1000000LL);
}

/// NULL test the compiler cannot drop (glibc's headers declare these pointers nonnull, but
/// callers such as gettimeofday(NULL, &tz) exist).
static inline int lab_is_null(const void *p) {
    __asm__("" : "+r"(p));
    return p == NULL;
}

static int lab_is_virtual_clock(clockid_t clk) {
    return clk == CLOCK_REALTIME || clk == CLOCK_REALTIME_COARSE;
}

/// True when a sleep on this thread should be virtual: main thread, not inside the hook.
static int lab_sleep_is_virtual(void) {
    if (atomic_load(&lab_in_hook)) return 0;
    return (pid_t)syscall(SYS_gettid) == getpid();
}

/// Spends `ns` nanoseconds of virtual time (main thread only).
static void lab_virtual_sleep_ns(long long ns) {
    if (ns <= 0) return;
    atomic_fetch_add(&lab_sleep_skew_ns, ns);
    lab_residue_ns += ns;
    long long ms = lab_residue_ns / 1000000LL;
    lab_residue_ns %= 1000000LL;
    if (ms <= 0) return;
    void (*hook)(long long) = atomic_load(&lab_sleep_hook);
    if (hook) {
        int saved = errno;
        atomic_store(&lab_in_hook, 1);
        hook(ms);
        atomic_store(&lab_in_hook, 0);
        errno = saved;
    } else {
        atomic_fetch_add(&lab_virtual_ms, ms);
    }
}

static int lab_timespec_valid(const struct timespec *ts) {
    return ts->tv_sec >= 0 && ts->tv_nsec >= 0 && ts->tv_nsec < 1000000000L;
}

static long long lab_timespec_ns(const struct timespec *ts) {
    // clamp absurd values (e.g. "sleep forever" idioms) to ~292 years
    if (ts->tv_sec > 9000000000LL) return 9000000000LL * 1000000000LL;
    return (long long)ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

// ---------------------------------------------------------------------------------------------
// Interposed clocks

LAB_EXPORT int clock_gettime(clockid_t clk, struct timespec *ts) {
    if (lab_is_virtual_clock(clk)) {
        if (lab_is_null(ts)) {
            errno = EFAULT;
            return -1;
        }
        lab_virtual_realtime(ts);
        return 0;
    }
    return lab_real_clock_gettime(clk, ts);
}

LAB_EXPORT int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    if (tz != NULL) { // obsolete timezone: let glibc fill it
        struct timeval dummy;
        LAB_REAL(real_gettimeofday, gettimeofday_fn, "gettimeofday");
        if (real_gettimeofday) real_gettimeofday(&dummy, tz);
        else memset(tz, 0, 2 * sizeof(int));
    }
    if (!lab_is_null(tv)) {
        struct timespec ts;
        lab_virtual_realtime(&ts);
        tv->tv_sec = ts.tv_sec;
        tv->tv_usec = ts.tv_nsec / 1000;
    }
    return 0;
}

LAB_EXPORT time_t time(time_t *t) {
    struct timespec ts;
    lab_virtual_realtime(&ts);
    if (t) *t = ts.tv_sec;
    return ts.tv_sec;
}

LAB_EXPORT int timespec_get(struct timespec *ts, int base) {
    if (base == TIME_UTC) {
        lab_virtual_realtime(ts);
        return base;
    }
    LAB_REAL(real_timespec_get, timespec_get_fn, "timespec_get");
    return real_timespec_get ? real_timespec_get(ts, base) : 0;
}

// ---------------------------------------------------------------------------------------------
// Interposed sleeps

LAB_EXPORT int nanosleep(const struct timespec *req, struct timespec *rem) {
    if (!lab_sleep_is_virtual()) {
        LAB_REAL(real_nanosleep, nanosleep_fn, "nanosleep");
        if (real_nanosleep) return real_nanosleep(req, rem);
        int r = lab_real_clock_nanosleep(CLOCK_REALTIME, 0, req, rem);
        if (r != 0) {
            errno = r;
            return -1;
        }
        return 0;
    }
    if (lab_is_null(req)) {
        errno = EFAULT;
        return -1;
    }
    if (!lab_timespec_valid(req)) {
        errno = EINVAL;
        return -1;
    }
    lab_virtual_sleep_ns(lab_timespec_ns(req));
    return 0;
}

LAB_EXPORT int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
                               struct timespec *rem) {
    if ((clk != CLOCK_REALTIME && clk != CLOCK_MONOTONIC) || !lab_sleep_is_virtual())
        return lab_real_clock_nanosleep(clk, flags, req, rem);
    if (lab_is_null(req)) return EFAULT;
    if (req->tv_nsec < 0 || req->tv_nsec >= 1000000000L) return EINVAL;
    long long ns;
    if (flags & TIMER_ABSTIME) {
        struct timespec now;
        if (clk == CLOCK_REALTIME) lab_virtual_realtime(&now); // against the virtual clock
        else lab_real_clock_gettime(CLOCK_MONOTONIC, &now);    // monotonic stays real
        ns = ((long long)req->tv_sec - now.tv_sec) * 1000000000LL + (req->tv_nsec - now.tv_nsec);
    } else {
        if (req->tv_sec < 0) return EINVAL;
        ns = lab_timespec_ns(req);
    }
    lab_virtual_sleep_ns(ns);
    return 0;
}

LAB_EXPORT unsigned int sleep(unsigned int seconds) {
    if (!lab_sleep_is_virtual()) {
        LAB_REAL(real_sleep, sleep_fn, "sleep");
        if (real_sleep) return real_sleep(seconds);
        struct timespec ts = {.tv_sec = seconds, .tv_nsec = 0};
        return lab_real_clock_nanosleep(CLOCK_REALTIME, 0, &ts, NULL) == 0 ? 0 : seconds;
    }
    lab_virtual_sleep_ns((long long)seconds * 1000000000LL);
    return 0;
}

LAB_EXPORT int usleep(useconds_t usec) {
    if (!lab_sleep_is_virtual()) {
        LAB_REAL(real_usleep, usleep_fn, "usleep");
        if (real_usleep) return real_usleep(usec);
        struct timespec ts = {.tv_sec = usec / 1000000, .tv_nsec = (long)(usec % 1000000) * 1000};
        int r = lab_real_clock_nanosleep(CLOCK_REALTIME, 0, &ts, NULL);
        if (r != 0) {
            errno = r;
            return -1;
        }
        return 0;
    }
    lab_virtual_sleep_ns((long long)usec * 1000LL);
    return 0;
}

// ---------------------------------------------------------------------------------------------
// Swift Foundation's Thread.sleep (swift-corelibs-foundation, Swift 6.x on Linux).
//
// Thread.sleep(forTimeInterval:) / sleep(until:) call nanosleep in a loop until
// CFGetSystemUptime() (CLOCK_MONOTONIC) has advanced by the interval. With a virtual nanosleep
// that loop would spin for the real interval while charging huge virtual time. In libFoundation
// CFGetSystemUptime is exported, called through the PLT, and called only by those two methods,
// so it is interposed here as real CLOCK_MONOTONIC + all virtual sleep time spent so far
// (lab_sleep_skew_ns): one virtual nanosleep then ends the loop. It stays monotonic and
// advances in real time, so Thread.sleep on other threads (real nanosleep) works as before.
// (Interposing the Swift methods themselves by mangled name was tried: calls dispatched through
// the class vtable, e.g. `let t: Thread.Type = ...; t.sleep(...)`, bypass that.)

LAB_EXPORT double CFGetSystemUptime(void) {
    struct timespec ts;
    if (lab_real_clock_gettime(CLOCK_MONOTONIC, &ts) != 0) return 0;
    long long skew = atomic_load(&lab_sleep_skew_ns);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9 + (double)skew / 1e9;
}
