import Foundation
import Testing
import LabCore
@testable import LabShell
#if canImport(Glibc)
import Glibc
#endif

/// The classroom: SVG pictures drawn from the device's state, projector mode, the exported
/// page and asciicast, and the live page's server (loopback only, 404, a page that goes away).
@Suite(.serialized) struct ClassroomTests {
    init() { TestHome.prepare() }

    @Test func numbersAndTextInSVGAreWrittenOneWay() {
        #expect(SVGCanvas.number(1.0) == "1")
        #expect(SVGCanvas.number(1.25) == "1.3")
        #expect(SVGCanvas.number(-0.04) == "0")
        #expect(SVGCanvas.number(-0.5) == "-0.5")
        #expect(SVGCanvas.escaped("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }

    @Test func colourNamesBecomeCSS() {
        #expect(CSSColor.css("systemBackgroundColor") == "#ffffff")
        #expect(CSSColor.css("systemYellowColor") == "#ffcc00")
        #expect(CSSColor.css("rgba(1.00, 0.50, 0.00, 1.00)") == "#ff8000")
        #expect(CSSColor.css("white(1, 1)") == "#ffffff")
        #expect(CSSColor.css("UIColor(red)") == "#ff0000")
        #expect(CSSColor.css("pattern(bricks)") == nil)
        #expect(!CSSColor.isLight("#000000"))
    }

    @Test func theScreenPictureIsDrawnFromTheDeviceAndIsTheSameEachTime() throws {
        let session = try Session()
        let home = ScreenPicture(device: session.device).svg
        #expect(home == ScreenPicture(device: session.device).svg)
        #expect(home.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(home.contains("data-role=\"home\""))
        #expect(home.contains("data-name=\"Truly Empty\""))
        #expect(home.contains(">9:41</text>"))
        _ = session.execute(line: "lock")
        let locked = ScreenPicture(device: session.device).svg
        #expect(locked.contains("data-role=\"lock-screen\""))
        #expect(locked.contains("data-role=\"lock-hint\""))
    }

    @Test func anAlertABannerAndANavigationBarAreInTheContent() {
        var content = ScreenContent(device: Device())
        content.banner = .init(app: "Inbox", title: "Inbox", body: "Lunch at one?")
        content.base = .app(.init(name: "Notes", state: .active, background: "systemBackgroundColor", controllerClass: "NoteViewController",
                                  navigationBar: .init(title: "Note", back: "Notes", left: [], right: ["Edit"]), tabs: [], selectedTab: 0,
                                  items: [.label("Hello"), .button("Open", enabled: true)],
                                  presentations: [.init(kind: .alert, className: "UIAlertController", background: nil,
                                                        items: [.label("Delete?"), .label("It cannot be undone."), .button("Cancel", enabled: true)])]))
        let svg = ScreenPicture(content: content).svg
        for expected in ["data-role=\"nav-title\">Note<", "data-role=\"nav-back\">‹ Notes<", "data-role=\"bar-button\">Edit<",
                         "data-role=\"label\">Hello<", "data-role=\"button\">Open<", "data-role=\"alert-title\">Delete?<",
                         "data-role=\"alert-message\">It cannot be undone.<", "data-role=\"alert-button\">Cancel<",
                         "data-role=\"banner-body\">Lunch at one?<"] {
            #expect(svg.contains(expected), "missing \(expected)")
        }
    }

    @Test func theDiagramLightsTheCurrentStateAndTheLastTransition() throws {
        let session = try Session()
        _ = session.execute(line: "launch \"Truly Empty\"")
        let app = try #require(session.device.installedApps.first { $0.displayName == "Truly Empty" })
        let svg = DiagramPicture(model: .iPhone(app: app, on: session.device)).svg
        #expect(svg.contains("data-state=\"active\" data-current=\"true\""))
        #expect(svg.contains("data-state=\"inactive\" data-current=\"false\""))
        #expect(svg.contains("data-role=\"last-transition\""))
        #expect(svg == DiagramPicture(model: .iPhone(app: app, on: session.device)).svg)
        let timeline = TimelinePicture(device: session.device).svg
        #expect(timeline.contains("data-kind=\"state\""))
        #expect(timeline.contains("data-kind=\"action\""))
    }

    @Test func projectorModeHasNoDimText() {
        let projector = Styler(colorEnabled: true, highContrast: true)
        #expect(projector.paint("· not implemented", .dim) == "\u{1B}[1;4m· not implemented\u{1B}[0m")
        #expect(!projector.paint("x", .gray).contains("[90m"))
        #expect(Styler(colorEnabled: false, highContrast: true).paint("x", .dim) == "x")
    }

    @Test func anExportedPageHoldsEveryStepAndNeedsNoNetwork() throws {
        let folder = NSTemporaryDirectory() + "classroom-export-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/demo.transcript"
        try "# Launch it.\nlab> launch \"Truly Empty\"\nlab> home\n".write(toFile: path, atomically: true, encoding: .utf8)
        let export = try TranscriptExport(path: path, name: "demo.transcript")
        #expect(export.frames.count == 3)
        #expect(export.frames[1].narration == ["Launch it."])
        #expect(export.frames[1].state == "active")
        #expect(export.frames[2].state == "suspended" || export.frames[2].state == "background")
        let html = export.html
        #expect(!html.contains("src=\"http"))
        #expect(!html.contains("<script src"))
        #expect(!html.contains("<link"))
        #expect(html == (try TranscriptExport(path: path, name: "demo.transcript")).html)
        let cast = export.asciicast.split(separator: "\n")
        #expect(cast.first?.contains("\"version\":2") == true)
        #expect(cast.contains { $0.contains("\"m\", \"Launch it.\"") })
    }

    @Test func serveRefusesOtherHosts() {
        #expect(throws: CommandError.self) { try ClassroomAddress.port("0.0.0.0:8080") }
        #expect(throws: CommandError.self) { try ClassroomAddress.port("eighty") }
        #expect((try? ClassroomAddress.port("127.0.0.1:9000")) == 9000)
        #expect((try? ClassroomAddress.port("8080")) == 8080)
    }

    /// The real `lab --serve 0` in a process of its own (its server has that process's threads to
    /// itself, as in a classroom), driven through its standard input like a teacher typing.
    @Test func theLivePageFollowsTheSessionAndSurvivesAPageThatGoesAway() throws {
        let scratch = NSTemporaryDirectory() + "classroom-serve-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try GlobalOptionsTests.executable())
        process.arguments = ["--serve", "0", "--data-dir", scratch + "/data"]
        process.currentDirectoryURL = URL(fileURLWithPath: GlobalOptionsTests.root)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = TestHome.root + "/cache"
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer {
            try? input.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        func type(_ line: String) { try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8)) }
        var printed = ""
        while !printed.contains("/ (") {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        let match = try #require(printed.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//))
        let port = try #require(UInt16(match.1))

        let missing = try HTTPProbe.request("GET /nothing-here HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
        #expect(missing.hasPrefix("HTTP/1.1 404"))
        let foreign = try HTTPProbe.request("GET / HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n", port: port)
        #expect(foreign.hasPrefix("HTTP/1.1 403"))
        let page = try HTTPProbe.request("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
        #expect(page.hasPrefix("HTTP/1.1 200"))
        #expect(page.contains("data-mode=\"live\""))

        // A page listening for events: the current frame at once, then one after the command.
        let stream = try HTTPProbe(port: port)
        try stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try stream.read(until: "data: ").contains("text/event-stream"))
        _ = try stream.read(until: "\n\n")
        type("wait 2s")
        let event = try stream.read(until: "\n\n")
        #expect(event.contains("\"command\":\"wait 2s\""))
        #expect(event.contains("\"time\":2000"))
        // The page goes away mid-stream; the lab and its server go on.
        stream.close()
        type("wait 1s")
        var frame = ""
        for _ in 0..<50 where !frame.contains("\"command\":\"wait 1s\"") {
            usleep(100_000)
            frame = try HTTPProbe.request("GET /frame.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
        }
        #expect(frame.hasPrefix("HTTP/1.1 200"))
        #expect(frame.contains("\"time\":3000"))
    }
}

/// A plain TCP client on 127.0.0.1 for the server's tests: what a browser sends, byte for byte.
final class HTTPProbe {
    let socket: Int32
    private var buffer = [UInt8]()

    init(port: UInt16) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { Glibc.close(socket); throw ProbeError.failed("connect") }
    }

    enum ProbeError: Error { case failed(String) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { throw ProbeError.failed("send") }
    }

    /// Reads until `marker` has arrived; returns everything up to and including it.
    func read(until marker: String) throws -> String {
        let needle = Array(marker.utf8)
        while true {
            if let range = Self.find(needle, in: buffer) {
                let taken = Array(buffer[..<range])
                buffer.removeFirst(range)
                return String(decoding: taken, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = recv(socket, &chunk, chunk.count, 0)
            guard count > 0 else { throw ProbeError.failed("recv") }
            buffer += chunk[..<count]
        }
    }

    /// Everything until the server closes.
    func readAll() -> String {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &chunk, chunk.count, 0)
            if count <= 0 { break }
            buffer += chunk[..<count]
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    func close() { Glibc.close(socket) }

    static func request(_ text: String, port: UInt16) throws -> String {
        let probe = try HTTPProbe(port: port)
        defer { probe.close() }
        try probe.send(text)
        return probe.readAll()
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }
}
