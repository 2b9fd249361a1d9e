// lab_clock.h — virtual device time for LifecycleLab app processes.
//
// liblabclock.so is loaded into each app process with LD_PRELOAD. It interposes the glibc
// time/sleep functions so that app code sees the simulated device's virtual wall-clock time and
// its sleeps (on the main thread) cost virtual time instead of real time:
//
//   clock_gettime, gettimeofday, time, timespec_get   CLOCK_REALTIME / CLOCK_REALTIME_COARSE /
//                                                     TIME_UTC are virtual; every other clock
//                                                     id is the real one (RTLD_NEXT).
//   sleep, usleep, nanosleep, clock_nanosleep          virtual on the main thread
//                                                     (gettid() == getpid()), real elsewhere.
//
// Virtual realtime = 2024-01-09T09:41:00Z (Unix 1704793260) + the virtual milliseconds last
// given to lab_clock_set (it does not advance on its own between two sets).
#ifndef LAB_CLOCK_H
#define LAB_CLOCK_H

#ifdef __cplusplus
extern "C" {
#endif

/// Unix time (seconds) of virtual millisecond 0: 2024-01-09T09:41:00Z.
#define LAB_CLOCK_EPOCH_UNIX 1704793260LL

/// Sets the virtual milliseconds since the device booted (called on every message from the
/// device). Thread-safe.
void lab_clock_set(long long milliseconds);

/// The virtual milliseconds since the device booted, as last set (or advanced by a sleep when
/// no hook is installed). Thread-safe.
long long lab_clock_now(void);

/// Installs the function that spends virtual time for a main-thread sleep of `milliseconds`
/// (it asks the device, which may kill the process instead; the device's reply is expected to
/// call lab_clock_set with the new time — the clock is not advanced locally when a hook is set).
/// Sub-millisecond sleeps are accumulated and charged once they add up to a whole millisecond.
/// Sleeps made while the hook runs (on any thread) are real, so the hook cannot recurse.
/// Until a hook is set (or after passing NULL), sleeps just advance the local virtual clock
/// and return at once.
void lab_clock_set_sleep_hook(void (*hook)(long long milliseconds));

#ifdef __cplusplus
}
#endif

#endif /* LAB_CLOCK_H */
