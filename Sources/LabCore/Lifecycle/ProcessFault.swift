/// Why the system ended an app's process, or could not start it, where the lab itself finds the
/// cause: the app broke its channel to the system, died of a signal without a message of the
/// Swift runtime, or its executable could not be started (LabRuntime); a storyboard that
/// contains itself (the device). Facts only: LabShell
/// words them (`Rendering/OutcomeText.swift`); the `crash` event carries the case and its
/// arguments, so rewording a message changes no event (docs/formats.md).
public enum ProcessFault: Sendable, Equatable {
    /// The process died of signal `number` (the host's numbering) and the Swift runtime said nothing.
    case signal(number: Int)
    /// The app wrote `line` (its first 60 characters) to the system's channel (fd 4), and it is
    /// not a message of the system's protocol.
    case wroteNotAMessage(line: String)
    /// The app closed its channel to the system (fd 3 or 4) and went on running.
    case closedChannel
    /// The app wrote more than `megabytes` MB to the system's channel without a line break.
    case overlongLine(megabytes: Int)
    /// The installed bundle names no executable.
    case noExecutable
    /// The executable could not be started; `error` is the host system's reason (strerror).
    case cannotStartExecutable(error: String)
    /// The pipes to the app could not be made; `error` is the host system's reason (strerror).
    case cannotCreatePipes(error: String)
    /// The app's sandbox container could not be made.
    case cannotCreateContainer(bundleIdentifier: String)
    /// A storyboard the lab did not build leads from view controller `controller` back to itself
    /// through relationship segues: iOS would instantiate it until the stack overflows.
    case storyboardContainsItself(storyboard: String, controller: String)
}
