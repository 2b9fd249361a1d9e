#ifndef LAB_CLOCK_H
#define LAB_CLOCK_H
/// Sets the virtual milliseconds since the device booted (on every message from the device).
void lab_clock_set(long long milliseconds);
/// The virtual milliseconds since boot.
long long lab_clock_now(void);
/// Installs the function that spends virtual time for a main-thread sleep; until one is set,
/// sleeps advance the local virtual clock and return at once.
void lab_clock_set_sleep_hook(void (*hook)(long long milliseconds));
#endif
