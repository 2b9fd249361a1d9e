import CLabProcess
import Foundation
import LabCore
import LabWire
#if canImport(Glibc)
import Glibc
#endif

/// An app's code as a real process: LabCore's `AppCode` seam answered by the app's compiled
/// executable, spawned at launch and driven over the wire protocol.
///
/// Which methods the app implements comes from the class table the build recorded (the
/// engine asks often; the answer does not change while the app runs). Everything else — making
/// objects, running methods and closures, reading the delegate's `window` — is a message to
/// the process, during which the app may call back (`HostCalls`) any number of times.
public final class AppProcessCode: ProgramDeclaredCode {
    let app: InstalledApp
    public let program: AppProgram
    let runtime: AppRuntimeService
    private var child: ChildProcess?
    private var startFailed = false
    private var isStopped = false
    /// The process is in its launch: the app holds the main run loop's first turn open until
    /// told (`turn`), so that nothing it queues runs before the launch is over.
    private var launchTurnOpen = true
    /// Set while app code itself creates a view controller: the device records it, and must
    /// not ask the app to make it again.
    var appIsCreating = false

    init(app: InstalledApp, program: AppProgram, runtime: AppRuntimeService) {
        self.app = app
        self.program = program
        self.runtime = runtime
    }

    /// The host process id, while the app runs.
    public var hostProcessID: Int32? { child.flatMap { $0.isReaped ? nil : $0.pid } }

    /// Whether the process has come and gone.
    var isFinished: Bool { child?.isReaped ?? startFailed }

    // MARK: AppCode: messages to the process

    public func instantiate(_ object: ObjectRef, host: AppHost) -> AppCodeOutcome {
        if appIsCreating {
            appIsCreating = false
            return .returned(.void)
        }
        guard start(host) else { return .ended }
        return exchange(WireMessage("new", [time(host), "\(object.id)", object.className]), host: host)
    }

    public func perform(_ selector: String, on receiver: ObjectRef, arguments: [AppValue], host: AppHost) -> AppCodeOutcome {
        guard start(host) else { return .ended }
        let message = WireMessage("perform", values: [.object(receiver)] + arguments,
                                  prefix: [time(host)])
        var fields = message.fields
        fields.insert(selector, at: 2)
        return exchange(WireMessage("perform", fields), host: host)
    }

    public func property(_ name: String, of receiver: ObjectRef) -> AppValue? {
        guard hasProperty(name, in: receiver.className), let child, !child.isReaped, let host = currentHost else { return nil }
        guard case let .returned(value) = exchange(WireMessage("get", [time(host), WireValue.object(receiver).token, name]), host: host) else {
            return nil
        }
        return value
    }

    public func setProperty(_ name: String, of receiver: ObjectRef, to value: AppValue) -> Bool {
        guard hasProperty(name, in: receiver.className), let child, !child.isReaped, let host = currentHost else { return false }
        let message = WireMessage("set", [time(host), WireValue.object(receiver).token, name, value.token])
        guard case .returned(.bool(true)) = exchange(message, host: host) else { return false }
        return true
    }

    public func call(_ closure: ClosureRef, arguments: [AppValue], host: AppHost) -> AppCodeOutcome {
        guard start(host) else { return .ended }
        return exchange(WireMessage("call", values: [.closure(closure)] + arguments, prefix: [time(host)]),
                        host: host)
    }

    public func endLaunchTurn(host: AppHost) -> AppCodeOutcome {
        guard launchTurnOpen, let child, !child.isReaped, !isStopped else { return .returned(.void) }
        launchTurnOpen = false
        return exchange(WireMessage("turn", [time(host)]), host: host)
    }

    public func processDidChangeState(to state: AppState) {
        guard let child else { return }
        // An app suspended before its launch is over (launched into the background) ends the
        // launch's turn first: a stopped process runs nothing.
        if state == .suspended, !isStopped, launchTurnOpen, let host = currentHost { _ = endLaunchTurn(host: host) }
        if state == .suspended, !isStopped {
            // The app wrote out its UserDefaults before its last answer (AppRuntime.persistDefaults).
            child.stop()
            isStopped = true
        } else if state != .suspended, isStopped {
            child.resume()
            isStopped = false
        }
    }

    public func processDidEnd() {
        guard let child else { return }
        if !isStopped { sync(child) }
        child.terminate()
    }

    public func noticeEndWhileIdle(host: AppHost) {
        guard let child, !child.isReaped, nesting == 0, lab_child_has_ended(child.pid) == 1 else { return }
        _ = died(host)
    }

    /// Asks an idle app to write out its UserDefaults before it ends (iOS keeps them in a
    /// daemon of its own, so they outlive the process); the app also does so after every
    /// message, so this is for what its other threads set since. Best effort: an app that
    /// does not answer is not waited for.
    private func sync(_ child: ChildProcess) {
        guard !child.isReaped, nesting == 0, child.channel.send(WireMessage("sync", ["0"])) else { return }
        while case let .message(message) = ProcessPoll.next(child, limit: 1), message.verb != "return" {}
        _ = child.output.drain()
    }

    // MARK: The process

    /// The host of the call in progress (property reads come from the engine with none).
    private var currentHost: AppHost?
    /// How many device calls to the app are in progress, one inside another.
    private var nesting = 0

    /// Spawns the process and waits for its hello; false when it could not start or died.
    private func start(_ host: AppHost) -> Bool {
        currentHost = host
        if child != nil { return !(child!.isReaped) }
        guard !startFailed else { return false }
        do {
            child = try runtime.spawn(app, host: host)
        } catch {
            startFailed = true
            _ = host.crash(error.fault)
            return false
        }
        switch awaitMessage("hello", host: host) {
        case .returned: return true
        case .ended: return false
        }
    }

    private func hasProperty(_ name: String, in className: String) -> Bool {
        // `buttons[]`: one object of the outlet collection `buttons`.
        let property = name.hasSuffix("[]") ? String(name.dropLast(2)) : name
        return program.properties(of: className).contains(property) || Self.sdkOutlets.contains(property)
    }

    /// Outlets UIKit's own classes have, which a nib may connect on any view or cell (the
    /// simulated SDK's `__labSetOutlet` answers whether the object has it).
    static let sdkOutlets: Set<String> = ["dataSource", "delegate", "textLabel", "detailTextLabel"]

    private func time(_ host: AppHost) -> String { "\(host.now)" }

    /// Sends a message and serves the app until it answers.
    private func exchange(_ message: WireMessage, host: AppHost) -> AppCodeOutcome {
        let saved = currentHost
        currentHost = host
        nesting += 1
        defer {
            currentHost = saved
            nesting -= 1
        }
        guard let child, !child.isReaped else { return .ended }
        if nesting == 1 { child.output.beginCall() }
        guard child.channel.send(message) else { return died(host) }
        return awaitMessage("return", host: host)
    }

    /// Reads the app's messages, running its `host` calls, until `verb` arrives.
    private func awaitMessage(_ verb: String, host: AppHost) -> AppCodeOutcome {
        guard let child else { return .ended }
        while true {
            switch ProcessPoll.next(child, limit: runtime.configuration.unresponsiveAfter) {
            case let .message(message):
                show(child.output.takeHeld(), host: host)
                if let misuse = WireMisuse.check(message, validUTF8: child.channel.lastLineWasUTF8) {
                    return misbehaved(misuse, host: host)
                }
                if message.verb == verb { return .returned(message.value(0)) }
                guard message.verb == "host", let name = message.fields.first else {
                    return misbehaved(.notAMessage(message.line), host: host)
                }
                do {
                    let answer = try HostDispatch.run(name, message.values(from: 1), host: host, code: self)
                    child.channel.send(WireMessage("reply", values: answer, prefix: [time(host)]))
                } catch {
                    return .ended
                }
            case .ended:
                if !child.hasEnded(within: 0.5) { return misbehaved(.closedChannel, host: host) }
                return died(host)
            case .overlong:
                return misbehaved(.overlongLine, host: host)
            case .unresponsive:
                show(child.output.drain(), host: host)
                child.terminate()
                _ = host.unresponsive()
                return .ended
            }
        }
    }

    private func show(_ lines: [String], host: AppHost) {
        for line in lines { host.print(line) }
        if let dropped = child?.output.takeDroppedCount(), dropped > 0 {
            host.advise(.outputDropped(lines: dropped))
        }
    }

    /// The app broke the wire protocol (`WireMisuse`): the system ends it, as iOS ends an app
    /// whose connection to it goes wrong, with a crash report saying what it did.
    private func misbehaved(_ misuse: WireMisuse, host: AppHost) -> AppCodeOutcome {
        guard let child else { return .ended }
        let printed = child.output.finish()
        child.terminate()
        show(printed, host: host)
        _ = host.crash(misuse.fault)
        return .ended
    }

    /// The process ended on its own during a call: a crash, or `exit`.
    private func died(_ host: AppHost) -> AppCodeOutcome {
        guard let child else { return .ended }
        child.terminate()
        let lines = child.output.finish()
        let crash = RuntimeFault(lines: lines, signal: child.terminatingSignal)
        show(crash.console, host: host)
        if let signal = child.terminatingSignal {
            // The crash line adds the signal's name: "… ended by signal 9 (SIGKILL)".
            if let reason = crash.reason {
                _ = host.crash(reason: reason, exceptionType: RuntimeFault.exceptionType(signal))
            } else {
                _ = host.crash(.signal(number: Int(signal)), exceptionType: RuntimeFault.exceptionType(signal))
            }
        } else {
            host.exited(status: Int(child.exitStatus ?? 0))
        }
        return .ended
    }
}
