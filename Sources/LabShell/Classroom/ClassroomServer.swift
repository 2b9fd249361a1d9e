import Foundation
import FlyingFox
import FlyingSocks

/// `serve [PORT]` and `lab --serve PORT`: the live classroom page on 127.0.0.1 only. `/` is the
/// page, `/events` its server-sent events (a frame after every command), `/frame.json` the
/// current frame; any other path is 404. A request from anywhere but this machine, or naming
/// another host (a page of some web site trying to reach the lab), is refused with 403.
final class ClassroomServer: @unchecked Sendable {
    let port: UInt16
    let broadcast: ClassroomBroadcast
    private let server: HTTPServer
    private let task: Task<Void, Never>
    /// How many commands the session has run since serving began.
    private(set) var commands = 0

    /// The address to print.
    var address: String { "http://127.0.0.1:\(port)/" }

    /// Starts listening on 127.0.0.1:`port` (0: a free port the system chooses) and waits
    /// until it does; throws the reason when it cannot (the port is taken, not allowed).
    init(port: UInt16, first: ClassroomFrame, title: String) throws(CommandError) {
        let broadcast = ClassroomBroadcast(first: first)
        let address: sockaddr_in
        do {
            address = try .inet(ip4: "127.0.0.1", port: port)
        } catch {
            throw CommandError(tr("cannot serve on port %d: %@", Int(port), String(describing: error)))
        }
        let server = HTTPServer(address: address, timeout: 15, logger: .disabled)
        let failure = ServerFailure()
        let task = Task.detached {
            do {
                try await server.run()
            } catch {
                failure.set(String(describing: error))
            }
        }
        let ready = DispatchSemaphore(value: 0)
        let listening = ListeningPort()
        Task.detached {
            await Self.addRoutes(to: server, broadcast: broadcast, title: title)
            try? await server.waitUntilListening(timeout: 5)
            listening.set(await server.listeningAddress)
            ready.signal()
        }
        ready.wait()
        guard let actual = listening.port else {
            task.cancel()
            throw CommandError(tr("cannot serve on port %d: %@", Int(port), failure.text ?? tr("the port is in use or not allowed; choose another")))
        }
        self.port = actual
        self.broadcast = broadcast
        self.server = server
        self.task = task
    }

    /// Publishes the session's state after a command.
    func publish(session: Session, command: String, output: [String]) {
        commands += 1
        broadcast.publish(ClassroomFrame(session: session, position: tr("command %d", commands), command: command,
                                         output: output, narration: []))
    }

    /// Stops listening and ends every open page's stream; returns once the server has stopped.
    func stop() {
        broadcast.finishAll()
        let done = DispatchSemaphore(value: 0)
        let server = self.server, task = self.task
        Task.detached {
            await server.stop(timeout: 1)
            task.cancel()
            done.signal()
        }
        done.wait()
    }

    private static func addRoutes(to server: HTTPServer, broadcast: ClassroomBroadcast, title: String) async {
        await server.appendRoute("GET /") { request in
            if let refusal = refusal(request) { return refusal }
            let page = ClassroomPage.html(title: title, frames: [broadcast.current], mode: .live)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .init("Cache-Control"): "no-store"],
                                body: Data(page.utf8))
        }
        await server.appendRoute("GET /frame.json") { request in
            if let refusal = refusal(request) { return refusal }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .init("Cache-Control"): "no-store"],
                                body: Data(broadcast.current.json.utf8))
        }
        await server.appendRoute("GET /events") { request in
            if let refusal = refusal(request) { return refusal }
            return HTTPResponse(statusCode: .ok,
                                headers: [.contentType: "text/event-stream", .init("Cache-Control"): "no-store"],
                                body: HTTPBodySequence(from: EventStreamBody(chunks: broadcast.listen())))
        }
        await server.appendRoute("*") { request in
            if let refusal = refusal(request) { return refusal }
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("404 not found\n".utf8))
        }
    }

    /// 403 for a request that did not come from this machine or names another host.
    static func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        let fromHere: Bool
        switch request.remoteAddress {
        case let .ip4(ip, port: _)?: fromHere = ip.hasPrefix("127.")
        case let .ip6(ip, port: _)?: fromHere = ip == "::1" || ip.hasPrefix("::ffff:127.")
        default: fromHere = false
        }
        let host = request.headers[.host].map { $0.split(separator: ":").first.map(String.init) ?? $0 } ?? ""
        guard fromHere, ["127.0.0.1", "localhost", ""].contains(host) else {
            return HTTPResponse(statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: Data("403 the classroom page is served to this machine only\n".utf8))
        }
        return nil
    }
}

/// Where the server's task leaves what went wrong, read by the REPL's thread.
private final class ServerFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?
    var text: String? { lock.withLock { value } }
    func set(_ text: String) { lock.withLock { value = text } }
}

/// The port the server listens on, once it does.
private final class ListeningPort: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt16?
    var port: UInt16? { lock.withLock { value } }
    func set(_ address: Socket.Address?) {
        guard case let .ip4(_, port)? = address else { return }
        lock.withLock { value = port }
    }
}
