import Foundation
import FlyingFox
import FlyingSocks

// The classroom page's server, a process of its own so that the lab does not load an HTTP
// stack (FlyingFox brings FoundationNetworking, and with it libcurl's libraries) at every start:
// `serve` starts it. Arguments: PORT (0: one the system chooses). Standard input: one JSON
// object a line, `{"page": HTML, "frame": JSON}`, the first before it listens; at its end the
// server stops. Standard output: `listening PORT` once it listens, or `error: WHY`.
// `/` is the page, `/events` its server-sent events, `/frame.json` the current frame; any other
// path is 404. A request from anywhere but this machine, or naming another host (a page of some
// web site trying to reach the lab), is refused with 403.

/// One line of standard input, or nil at its end.
func readMessage() -> (page: String, frame: String)? {
    while let line = readLine(strippingNewline: true) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String],
              let page = object["page"], let frame = object["frame"] else { continue }
        return (page, frame)
    }
    return nil
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// 403 for a request that did not come from this machine or names another host.
func refusal(_ request: HTTPRequest) -> HTTPResponse? {
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

func addRoutes(to server: HTTPServer, store: FrameStore) async {
    await server.appendRoute("GET /") { request in
        if let refusal = refusal(request) { return refusal }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .init("Cache-Control"): "no-store"],
                            body: Data(store.current.page.utf8))
    }
    await server.appendRoute("GET /frame.json") { request in
        if let refusal = refusal(request) { return refusal }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .init("Cache-Control"): "no-store"],
                            body: Data(store.current.frame.utf8))
    }
    await server.appendRoute("GET /events") { request in
        if let refusal = refusal(request) { return refusal }
        return HTTPResponse(statusCode: .ok,
                            headers: [.contentType: "text/event-stream", .init("Cache-Control"): "no-store"],
                            body: HTTPBodySequence(from: EventStreamBody(chunks: store.listen())))
    }
    await server.appendRoute("*") { request in
        if let refusal = refusal(request) { return refusal }
        return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("404 not found\n".utf8))
    }
}

signal(SIGPIPE, SIG_IGN)
guard CommandLine.arguments.count == 2, let port = UInt16(CommandLine.arguments[1]), let first = readMessage() else {
    say("error: usage: lab-classroom-server PORT, then one {\"page\", \"frame\"} JSON object a line on standard input")
    exit(2)
}
let store = FrameStore(page: first.page, frame: first.frame)
let address: sockaddr_in
do {
    address = try .inet(ip4: "127.0.0.1", port: port)
} catch {
    say("error: \(error)")
    exit(1)
}
let server = HTTPServer(address: address, timeout: 15, logger: .disabled)
let running = Task.detached {
    do {
        try await server.run()
    } catch {
        say("error: \(error)")
        exit(1)
    }
}
Task.detached {
    await addRoutes(to: server, store: store)
    try? await server.waitUntilListening(timeout: 5)
    guard case let .ip4(_, actual)? = await server.listeningAddress else {
        say("error: the port is in use or not allowed")
        exit(1)
    }
    say("listening \(actual)")
}
// Standard input on a thread of its own; its end (the lab stopped serving, or ended) stops the server.
Thread.detachNewThread {
    while let message = readMessage() { store.publish(page: message.page, frame: message.frame) }
    store.finishAll()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await server.stop(timeout: 1)
        running.cancel()
        done.signal()
    }
    done.wait()
    exit(0)
}
dispatchMain()
