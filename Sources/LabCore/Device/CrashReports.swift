/// The crash reports the device wrote, one per `crash` event, found by that event's `seq` (the
/// log shows a crash's report beside its event).
public struct CrashReports: Sendable, Equatable {
    private var bySeq: [Int: CrashReport] = [:]

    public init() {}

    /// The report of the `crash` event with this `seq`.
    public subscript(seq: Int) -> CrashReport? { bySeq[seq] }

    /// Files the report of the `crash` event `seq`.
    mutating func file(_ report: CrashReport, for seq: Int) {
        bySeq[seq] = report
    }
}
