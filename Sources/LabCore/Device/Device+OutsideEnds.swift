extension Device {
    /// Asks every running app's code whether its process ended while the device was not
    /// talking to it (a `kill -9` from a terminal, the host's OOM killer): such an end is
    /// recorded at once, as a crash with the signal that ended it, and the app is no longer
    /// running, so `state`, `apps` and `launch` see it as it is. The lab calls this before
    /// every command.
    public func noticeProcessesEndedWhileIdle() {
        for process in runningProcesses where !process.isEnded {
            process.code?.noticeEndWhileIdle(host: AppHost(device: self, process: process))
        }
    }
}
