import LabCore

extension Command {
    static let bgtask = Command(
        .bgtask, group: .notifications, runsOnMac: false,
        summary: "Run an app's submitted BGTaskScheduler task now (the debugger's simulated launch)",
        arguments: [.value(.app), .optional([.value(.text("IDENTIFIER"))])],
        example: "Archiver com.example.Archiver.compact",
        details: """
        What Xcode's debugger does with _simulateLaunchForTaskWithIdentifier: the app is woken (or launched) in the
        background and the launch handler registered for IDENTIFIER gets its task. Without IDENTIFIER: the app's oldest
        BGProcessingTaskRequest, else its app refresh request (`fetch` runs that one too). A processing task may run for
        minutes (5 here), then its expiration handler runs; requiresExternalPower and requiresNetworkConnectivity are
        recorded, not checked. A force-quit app is not woken.
        """
    ) { invocation, session throws(CommandError) in
        let app = invocation.app
        let identifier = invocation.positionals.count > 1 ? invocation.positionals[1] : nil
        try session.onDevice { device throws(DeviceError) in
            try device.runBackgroundTask(app, identifier: identifier,
                                         entry: .record(arguments: [app.displayName] + (identifier.map { [$0] } ?? [])))
        }
    }
}
