import LabCore

extension Command {
    static let memoryPressure = Command(
        .memoryPressure, group: .memory, runsOnMac: false,
        summary: "The system needs memory: suspended apps are reclaimed, least recently used first",
        arguments: [.optional([.value(.appCount)])],
        example: "1",
        details: "Reclaimed apps go from suspended to not running with no callback at all. N limits how many are\nreclaimed (all suspended apps by default). Apps running in the foreground or background are kept.",
        logLine: { _, _ in "▸ " + tr("the system needs memory") }
    ) { invocation, session throws(CommandError) in
        let limit: Int? = invocation.value(.appCount)
        try session.onDevice { device throws(DeviceError) in try device.memoryPressure(limit: limit) }
    }
}
