extension CommandRegistry {
    /// Commands about the session itself rather than the device's apps.
    static var sessionCommands: [Command] {
        [.wait, .log, .why, .watch, .record, .replay, .serve, .reset, .help, .quit]
    }
}
