// The device's virtual clock inside an app process, loaded with LD_PRELOAD.
//
// The wall clock (CLOCK_REALTIME, gettimeofday, time) reads 2024-01-09 09:41:00 UTC plus the
// device's virtual milliseconds, which LifecycleLab's UIKit sets with every message from the
// device. Sleeps on the main thread (sleep, usleep, nanosleep, clock_nanosleep) cost virtual
// time: they return at once after the hook has asked the device to spend it (which may end
// the app instead, as the watchdog would). Other threads and every other clock stay real, so
// libdispatch and Foundation's own workers keep their timing.
#define _GNU_SOURCE
#include "lab_clock.h"
#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

/// Unix time of the virtual boot: 2024-01-09 09:41:00 UTC.
#define LAB_EPOCH_SECONDS 1704793260LL

static _Atomic long long virtual_ms;
static void (*sleep_hook)(long long);
static _Thread_local int in_hook;

void lab_clock_set(long long milliseconds) { atomic_store(&virtual_ms, milliseconds); }
long long lab_clock_now(void) { return atomic_load(&virtual_ms); }
void lab_clock_set_sleep_hook(void (*hook)(long long)) { sleep_hook = hook; }

static int on_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

/// Spends `ms` of virtual time; false when the real sleep should run instead.
static int virtual_sleep(long long ms) {
    if (!on_main_thread() || in_hook) return 0;
    if (ms < 0) ms = 0;
    if (sleep_hook) {
        in_hook = 1;
        sleep_hook(ms);
        in_hook = 0;
    } else {
        atomic_fetch_add(&virtual_ms, ms);
    }
    return 1;
}

static void virtual_timespec(struct timespec *ts) {
    long long ms = LAB_EPOCH_SECONDS * 1000 + atomic_load(&virtual_ms);
    ts->tv_sec = ms / 1000;
    ts->tv_nsec = (ms % 1000) * 1000000;
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
    if ((clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE) && ts) {
        virtual_timespec(ts);
        return 0;
    }
    static int (*real)(clockid_t, struct timespec *);
    if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    return real(clock, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    (void)tz;
    if (tv) {
        struct timespec ts;
        virtual_timespec(&ts);
        tv->tv_sec = ts.tv_sec;
        tv->tv_usec = ts.tv_nsec / 1000;
    }
    return 0;
}

time_t time(time_t *out) {
    struct timespec ts;
    virtual_timespec(&ts);
    if (out) *out = ts.tv_sec;
    return ts.tv_sec;
}

unsigned int sleep(unsigned int seconds) {
    if (virtual_sleep((long long)seconds * 1000)) return 0;
    static unsigned int (*real)(unsigned int);
    if (!real) real = (unsigned int (*)(unsigned int))dlsym(RTLD_NEXT, "sleep");
    return real(seconds);
}

int usleep(useconds_t microseconds) {
    if (virtual_sleep((long long)microseconds / 1000)) return 0;
    static int (*real)(useconds_t);
    if (!real) real = (int (*)(useconds_t))dlsym(RTLD_NEXT, "usleep");
    return real(microseconds);
}

int nanosleep(const struct timespec *request, struct timespec *remaining) {
    if (request && virtual_sleep((long long)request->tv_sec * 1000 + request->tv_nsec / 1000000)) {
        if (remaining) remaining->tv_sec = remaining->tv_nsec = 0;
        return 0;
    }
    static int (*real)(const struct timespec *, struct timespec *);
    if (!real) real = (int (*)(const struct timespec *, struct timespec *))dlsym(RTLD_NEXT, "nanosleep");
    return real(request, remaining);
}

int clock_nanosleep(clockid_t clock, int flags, const struct timespec *request, struct timespec *remaining) {
    if (request && (clock == CLOCK_REALTIME || clock == CLOCK_MONOTONIC)) {
        long long ms = (long long)request->tv_sec * 1000 + request->tv_nsec / 1000000;
        if (flags & TIMER_ABSTIME) {
            if (clock != CLOCK_REALTIME) goto real_sleep;
            ms -= LAB_EPOCH_SECONDS * 1000 + atomic_load(&virtual_ms);
        }
        if (virtual_sleep(ms)) return 0;
    }
real_sleep:;
    static int (*real)(clockid_t, int, const struct timespec *, struct timespec *);
    if (!real) real = (int (*)(clockid_t, int, const struct timespec *, struct timespec *))dlsym(RTLD_NEXT, "clock_nanosleep");
    return real(clock, flags, request, remaining);
}
