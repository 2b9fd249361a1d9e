/// Memory warnings and the system reclaiming suspended apps.
extension Device {
    /// `memory-warning`: every app running code (not suspended) gets
    /// `applicationDidReceiveMemoryWarning`, its notification, and `didReceiveMemoryWarning()`
    /// on its loaded view controllers. Nothing changes state.
    public func memoryWarning(entry: ActionEntry? = nil) throws(DeviceError) {
        let receivers = runningProcesses.filter { $0.isExecuting && $0.code != nil }
        guard !receivers.isEmpty else {
            throw DeviceError.noAppRunningCode
        }
        record(entry, as: .memoryWarning)
        for process in receivers { warnAboutMemory(process) }
    }

    /// One app's memory warning: the callbacks, then purgeable data no one is using goes
    /// (NSPurgeableData; docs/lifecycle.md "Memory and reclaim").
    func warnAboutMemory(_ process: AppProcess) {
        run(Trigger.memoryWarning, on: process)
        if dial.unloadsViewsOnMemoryWarning { unloadViewsOffScreen(of: process) }
        if let receiver = process.objects.delegate ?? process.objects.application { try? performInUIKit(UIKitStep.discardPurgeable, on: receiver, in: process) }
    }

    /// iOS 3–5: each controller whose view is loaded but not on screen (below the top of a
    /// navigation stack, a tab not chosen, a presenter covered full screen) loses its view, as
    /// UIViewController's own `didReceiveMemoryWarning` released it: `viewWillUnload` (iOS 5), the
    /// view goes, `viewDidUnload`. Shown again, the controller loads its view anew (`loadView`,
    /// `viewDidLoad`). (**limit**) An override of `didReceiveMemoryWarning` that does not call
    /// `super` keeps its view on iOS; the lab releases it anyway.
    func unloadViewsOffScreen(of process: AppProcess) {
        for controller in process.objects.loadedViewControllers where !controller.hasAppeared {
            guard !process.isEnded else { return }
            if dial.hasViewWillUnload {
                _ = try? offer(ViewControllerCallback.viewWillUnload.rawValue, to: controller.ref, arguments: [], in: process)
            }
            guard !process.isEnded else { return }
            controller.view = nil
            controller.viewSource = nil
            record(.system(.viewUnloaded(controller: controller.className)), app: process.bundleIdentifier)
            _ = try? offer(ViewControllerCallback.viewDidUnload.rawValue, to: controller.ref, arguments: [], in: process)
        }
    }

    /// `memory-pressure [N]`: the system needs memory and reclaims suspended apps, least
    /// recently used first — all of them, or the `limit` oldest. No method is called.
    public func memoryPressure(limit: Int? = nil, entry: ActionEntry? = nil) throws(DeviceError) {
        if let limit, limit < 1 { throw DeviceError.memoryPressureCount }
        record(entry, as: .memoryPressure, arguments: limit.map { [String($0)] } ?? [])
        let victims = suspendedLeastRecentlyUsed()
        guard !victims.isEmpty else {
            record(.system(.nothingToReclaim), app: nil)
            return
        }
        for process in victims.prefix(limit ?? victims.count) { reclaim(process) }
    }

    /// Reclaims suspended apps, oldest first, until `megabytes` are free.
    func makeRoom(for megabytes: Int) {
        for process in suspendedLeastRecentlyUsed() where memory.free < megabytes {
            record(.system(.notEnoughMemory(leastRecentlyUsed: process.app.displayName)), app: nil)
            reclaim(process)
        }
    }

    func suspendedLeastRecentlyUsed() -> [AppProcess] {
        runningProcesses.filter { $0.state == .suspended }.sorted { $0.lastUsed < $1.lastUsed }
    }

    private func reclaim(_ process: AppProcess) {
        underRule(.reclaim) {
            record(.system(.reclaimedSilently), app: process.bundleIdentifier)
            run(.reclaim, on: process)
        }
    }
}
