import Foundation
import LabWire
#if canImport(Glibc)
import Glibc
#endif

/// Waits for the app's next message, watching its output and the clock.
enum ProcessPoll {
    enum Outcome {
        case message(WireMessage)
        /// The process closed its end: it exited or was killed.
        case ended
        /// It said nothing for longer than the limit (real seconds).
        case unresponsive
        /// It wrote a line longer than `WireChannel.maximumLineLength` to its descriptor.
        case overlong
    }

    /// When a message is returned, everything the app printed before it has been read into
    /// the output's held lines (`OutputCapture.takeHeld()`): the app writes its output
    /// unbuffered, before the message, so a poll that sees the message sees the output too.
    static func next(_ child: ChildProcess, limit: Double) -> Outcome {
        if child.channel.hasBufferedLine, let message = child.channel.receive() {
            // Read after an earlier poll: what the app printed since may not have been seen.
            child.output.keepFlowing()
            return .message(message)
        }
        var waited = 0.0
        while true {
            var fds = [pollfd(fd: child.channel.input, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: child.output.standardOutput, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: child.output.standardError, events: Int16(POLLIN), revents: 0)]
            let slice = 100
            let ready = poll(&fds, nfds_t(fds.count), Int32(slice))
            if ready < 0 {
                if errno == EINTR { continue }
                return .ended
            }
            if ready == 0 {
                waited += Double(slice) / 1000
                if waited >= limit { return .unresponsive }
                continue
            }
            let output = fds[1].revents & Int16(POLLIN) != 0, errors = fds[2].revents & Int16(POLLIN) != 0
            if output || errors {
                // Keep the output flowing so the app never blocks on a full pipe.
                child.output.keepFlowing(output: output, errors: errors)
            }
            if fds[0].revents != 0 {
                guard child.channel.fill() else { return .ended }
                if child.channel.hasBufferedLine, let message = child.channel.receive() { return .message(message) }
                if child.channel.isOverlong { return .overlong }
            }
        }
    }
}
