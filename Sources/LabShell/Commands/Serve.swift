import LabCore

extension Command {
    static let serve = Command(
        name: "serve", group: .session, changesDevice: false,
        summary: "Show this session live in a browser, for a class: the screen, the diagram, the timeline",
        arguments: [.optional([.either([[.value(.text("PORT"))], [.word("stop")]])])],
        example: "8080",
        details: """
        Serves a page on 127.0.0.1 only (default port 8080; 0 lets the system choose) that follows the session:
        after every command the phone's screen, the lifecycle diagram, the timeline and the lesson's step change
        on the page within a moment. Open the printed address in a browser on this machine, or project it.
        The REPL goes on as usual. `serve stop` ends it; quitting the lab does too.
        """
    ) { invocation, session throws(CommandError) in
        let argument = invocation.positionals.first
        if argument == "stop" {
            guard let server = session.classroom else { throw CommandError(tr("nothing is being served; `serve` starts the classroom page")) }
            server.stop()
            session.classroom = nil
            session.print(tr("stopped serving %@", server.address))
            return
        }
        if let server = session.classroom {
            throw CommandError(tr("already serving at %@; `serve stop` first", server.address))
        }
        let port = try ClassroomAddress.port(argument ?? "8080")
        let first = ClassroomFrame(session: session, position: tr("command %d", 0), command: nil, output: [], narration: [])
        let server = try ClassroomServer(port: port, first: first, title: tr("LifecycleLab — live"))
        session.classroom = server
        session.print(tr("serving the classroom page at %@ (this machine only); `serve stop` ends it", server.address))
    }
}

/// What `serve` accepts: a port, or `127.0.0.1:PORT` / `localhost:PORT`; any other host is
/// refused, for the page shows the session to whoever reaches it.
enum ClassroomAddress {
    static func port(_ text: String) throws(CommandError) -> UInt16 {
        var portText = Substring(text)
        if let colon = text.lastIndex(of: ":") {
            let host = String(text[..<colon]).filter { $0 != "[" && $0 != "]" }
            guard ["127.0.0.1", "localhost", "::1"].contains(host) else {
                throw CommandError(tr("%@: the classroom page is served on 127.0.0.1 only, never to other machines; give a port such as 8080", text))
            }
            portText = text[text.index(after: colon)...]
        }
        guard let port = UInt16(portText) else {
            throw CommandError(tr("%@ is not a port; give a number from 0 to 65535, such as 8080", text))
        }
        return port
    }
}
