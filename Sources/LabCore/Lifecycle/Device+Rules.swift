/// Naming the lifecycle row at work in the events it produces (`Event.rule`).
extension Device {
    /// Runs `body` with `rule` named in every event recorded meanwhile; the row that was at
    /// work before is named again afterwards (a launch inside another row's work).
    func underRule(_ rule: LifecycleRule.ID, _ body: () -> Void) {
        let outer = log.activeRule
        log.activeRule = rule
        defer { log.activeRule = outer }
        body()
    }
}
