import Foundation
import Testing
@testable import LabCore
@testable import LabLessons
@testable import LabRuntime
@testable import LabShell
@testable import LabToolchain
import LabWire

/// The bad-input corpus (`Tests/BadInput/<kind>/`, made by `make-corpus.py`): every file goes
/// through the reader the lab itself uses for its kind and must give one line naming the file
/// (and its line where the reader knows it) — never a crash, a hang or a wrong acceptance.
/// `manifest.tsv` holds each file's expected line; `LAB_RECORD_BAD_INPUT=1` writes it again
/// from what the readers say now, to be read by eye before it is committed.
@Suite(.serialized) struct BadInputCorpusTests {
    init() { TestHome.prepare() }

    static let corpus = TestHome.repository + "/Tests/BadInput"
    static let manifestPath = corpus + "/manifest.tsv"
    /// Real seconds a reader may take over one file (generous: the suite runs beside builds).
    static let timeLimit = 20.0

    static let kinds = ["info-plist", "binary-plist", "storyboard", "xib", "project-yml", "pbxproj", "push", "lesson",
                        "transcript", "command", "wire", "asset-json", "core-data", "package", "progress"]

    /// What a reader said about one file.
    enum Outcome: Equatable {
        /// Refused: the line the lab shows.
        case refused(String)
        /// Taken as good: what it was read as.
        case accepted(String)
    }

    @Test func theCorpusHoldsAtLeast250FilesOfEveryKind() throws {
        var total = 0
        for kind in Self.kinds {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus + "/" + kind)
            #expect(names.count >= 10, "\(kind) has only \(names.count) files")
            total += names.count
        }
        #expect(total >= 250)
    }

    @Test(arguments: kinds) func everyFileIsRefusedWithOneLineNamingIt(kind: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus + "/" + kind).sorted()
        let expected = Self.readManifest()
        var recorded: [String: String] = [:]
        let reader = try CorpusReader(kind: kind)
        for name in names {
            let path = Self.corpus + "/" + kind + "/" + name
            let key = kind + "/" + name
            let started = ContinuousClock.now
            guard let outcome = Self.withinTimeLimit({ reader.read(path: path, name: name) }) else {
                Issue.record("\(key): no answer within \(Self.timeLimit) s")
                continue
            }
            let elapsed = ContinuousClock.now - started
            #expect(elapsed < .seconds(Self.timeLimit), "\(key) took \(elapsed)")
            switch outcome {
            case let .accepted(what):
                Issue.record("\(key) was accepted: \(what)")
            case let .refused(line):
                recorded[key] = line
                #expect(!line.contains("\n"), "\(key) gave more than one line: \(line)")
                let shown = reader.shownName(of: name)
                #expect(shown.isEmpty || line.contains(shown), "\(key): the line does not name the file: \(line)")
                #expect(!line.contains("__Lab"), "\(key): the line shows a lab-internal name: \(line)")
                if ProcessInfo.processInfo.environment["LAB_RECORD_BAD_INPUT"] == nil {
                    #expect(expected[key] == line, "\(key)")
                }
            }
        }
        if ProcessInfo.processInfo.environment["LAB_RECORD_BAD_INPUT"] != nil { Self.record(kind: kind, recorded) }
    }

    /// Runs `body` on a thread of its own; nil when it has not answered within the limit
    /// (the thread is left behind: the test has failed anyway).
    static func withinTimeLimit(_ body: @escaping @Sendable () -> Outcome) -> Outcome? {
        final class Box: @unchecked Sendable { var outcome: Outcome? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.outcome = body()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard done.wait(timeout: .now() + timeLimit) == .success else { return nil }
        return box.outcome
    }

    static func readManifest() -> [String: String] {
        guard let text = try? String(contentsOfFile: manifestPath, encoding: .utf8) else { return [:] }
        var entries: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { entries[String(parts[0])] = String(parts[1]) }
        }
        return entries
    }

    private static let recordLock = NSLock()

    /// Replaces `kind`'s lines in the manifest (kinds are recorded one test at a time).
    static func record(kind: String, _ lines: [String: String]) {
        recordLock.lock()
        defer { recordLock.unlock() }
        var entries = readManifest().filter { !$0.key.hasPrefix(kind + "/") }
        entries.merge(lines) { _, new in new }
        let header = "# file\tthe one line the lab gives (BadInputCorpusTests; LAB_RECORD_BAD_INPUT=1 rewrites it)\n"
        let body = entries.keys.sorted().map { "\($0)\t\(entries[$0]!)\n" }.joined()
        try? (header + body).write(toFile: manifestPath, atomically: true, encoding: .utf8)
    }
}

/// Puts one corpus file where the lab would find it and reads it with the lab's reader.
struct CorpusReader: @unchecked Sendable {
    let kind: String
    /// A booted session for the kinds typed at the prompt (commands, push payloads).
    let session: Session?

    init(kind: String) throws {
        self.kind = kind
        session = ["command", "push"].contains(kind) ? try Session() : nil
    }

    /// How the lab names the file in its line.
    func shownName(of name: String) -> String {
        switch kind {
        case "project-yml": "project.yml"
        case "pbxproj": stem(name) + ".xcodeproj"
        case "lesson": "Lessons/" + stem(name) + "/lesson.yaml"
        case "asset-json": Self.assetPlace(of: name).shown
        case "core-data": stem(name) + ".xcdatamodel"
        case "package": stem(name) + "/Package.swift"
        case "command", "wire": ""
        default: name
        }
    }

    private func stem(_ name: String) -> String { (name as NSString).deletingPathExtension }

    func read(path: String, name: String) -> BadInputCorpusTests.Outcome {
        let data = FileManager.default.contents(atPath: path) ?? Data()
        let root = NSTemporaryDirectory() + "lab-bad-input-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            switch kind {
            case "info-plist", "binary-plist":
                try data.write(to: URL(fileURLWithPath: root + "/" + name))
                return try Self.processInfoPlist(root: root, infoPath: name, properties: [:])
            case "storyboard":
                let (compiled, _) = try StoryboardCompiler.compile(file: name, data: data)
                return .accepted("a storyboard of \(compiled.nibs.count) nibs")
            case "xib":
                let (nib, _) = try XibCompiler.compile(file: name, data: data)
                return .accepted("a nib of \(nib.objects.count) objects")
            case "project-yml":
                try Self.write(["Notes/AppDelegate.swift": Data("import UIKit\n".utf8), "Notes/Info.plist": Self.goodInfoPlist, "project.yml": data], into: root)
                return try Self.loadProject(root: root, shownAs: "Notes")
            case "pbxproj":
                try Self.write(["Bakery/AppDelegate.swift": Data("import UIKit\n".utf8), stem(name) + ".xcodeproj/project.pbxproj": data,
                                "Recipes/Package.swift": Self.recipesPackage, "Recipes/Sources/Recipes/Recipes.swift": Data("public struct Recipe {}\n".utf8)],
                               into: root)
                return try Self.loadProject(root: root, shownAs: "Bakery")
            case "push":
                let command = name.hasSuffix(".apns") ? "push \(Tokenizer.quote(path))" : "push \"Empty Window\" \(Tokenizer.quote(path))"
                return Self.oneLine(session!.execute(line: command), replacing: path, with: name)
            case "command":
                return Self.oneLine(session!.execute(bytes: Array(data)))
            case "lesson":
                // In a folder named like the corpus's lessons' id, so the mistake is what is found.
                try Self.write([stem(name) + "/notes/lesson.yaml": data], into: root)
                let lesson = try LessonLoader.load(folder: root + "/" + stem(name) + "/notes", shownFolder: "Lessons/" + stem(name))
                return .accepted("a lesson of \(lesson.steps.count) steps")
            case "transcript":
                try data.write(to: URL(fileURLWithPath: root + "/" + name))
                let transcript = try Transcript.load(path: root + "/" + name, name: name)
                return .accepted("a transcript of \(transcript.steps.count) commands")
            case "wire":
                return Self.readWire(path: path)
            case "asset-json":
                let place = Self.assetPlace(of: name)
                try Self.write([place.path: data, (place.path as NSString).deletingLastPathComponent + "/star.png": Self.onePixelPNG], into: root)
                var catalog = AssetCatalogCompiler(root: root, appIconName: "AppIcon")
                try catalog.add(catalog: "Assets.xcassets")
                if let problem = catalog.diagnostics.first { return .refused(problem.headline) }
                return .accepted("a catalog of \(catalog.assets.count) assets")
            case "core-data":
                let model = stem(name) + ".xcdatamodeld"
                try Self.write([model + "/" + stem(name) + ".xcdatamodel/contents": data], into: root)
                let source = try ManagedObjectModelSource.read(path: model, root: root)
                return .accepted("a model of \(source.current.entities.count) entities")
            case "package":
                try Self.write([stem(name) + "/Package.swift": data,
                                stem(name) + "/Sources/Recipes/Recipes.swift": Data("public struct Recipe {}\n".utf8)], into: root)
                let manifest = try PackageManifest.read(folder: stem(name), root: root)
                let libraries = try manifest.libraries(forProduct: "Recipes", root: root)
                return .accepted("a package of \(libraries.count) libraries")
            case "progress":
                let store = ProgressStore(directory: root)
                try store.importProgress(from: path, shownAs: name)
                return .accepted("progress of \(store.progress.lessons.count) lessons")
            default:
                return .accepted("no reader for \(kind)")
            }
        } catch let failure as BuildFailure {
            let errors = failure.diagnostics.filter { $0.severity == .error }
            return .refused((errors.first ?? failure.diagnostics[0]).headline)
        } catch let error as LessonError {
            return .refused(error.text)
        } catch let error as TranscriptError {
            return .refused(error.message)
        } catch {
            return .refused("\(error)")
        }
    }

    /// Where a Contents.json goes, from its name's prefix (`imageset--…` → an image set's).
    static func assetPlace(of name: String) -> (path: String, shown: String) {
        let parts = name.components(separatedBy: "--")
        let set = (parts.last.map { ($0 as NSString).deletingPathExtension }) ?? name
        let folder = switch parts.first {
        case "catalog": "Assets.xcassets"
        case "folder": "Assets.xcassets/" + set
        default: "Assets.xcassets/" + set + "." + (parts.first ?? "imageset")
        }
        return (folder + "/Contents.json", folder + "/Contents.json")
    }

    static func write(_ files: [String: Data], into root: String) throws {
        for (path, data) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: full))
        }
    }

    /// ProjectLoader, then the build's first steps that read the project's own files: the
    /// sources and resources it names and its Info.plist (the steps before swiftc).
    static func loadProject(root: String, shownAs: String) throws -> BadInputCorpusTests.Outcome {
        let loaded = try ProjectLoader.load(at: root, shownAs: shownAs)
        let target = loaded.project.target
        _ = try ProjectFiles.collect(sources: target.sources, resources: target.resources,
                                     excluded: [target.infoPath ?? "", ProjectManifest.fileName], root: root)
        let outcome = try processInfoPlist(root: root, infoPath: target.infoPath, properties: loaded.infoProperties, project: loaded.project)
        if let warning = loaded.warnings.first, case .accepted = outcome { return .refused(warning.headline) }
        return outcome
    }

    static func processInfoPlist(root: String, infoPath: String?, properties: [String: PlistValue],
                                 project: Project? = nil) throws -> BadInputCorpusTests.Outcome {
        let project = project ?? ProjectLoader.defaultProject(root: root, folderName: "Notes")
        var processor = InfoPlistProcessor(settings: BuildSettings(target: project.target, projectName: project.name), platform: project.target.platform)
        let info = try processor.process(infoPath: infoPath, root: root, properties: properties, icons: AppIconFiles())
        return .accepted("an Info.plist of \(info.count) keys")
    }

    /// The command's output must be exactly one `error:` line.
    static func oneLine(_ outcome: CommandOutcome, replacing path: String? = nil, with name: String = "") -> BadInputCorpusTests.Outcome {
        let lines = outcome.lines.map { line in path.map { line.replacingOccurrences(of: $0, with: name) } ?? line }
        guard outcome.failed else { return .accepted(lines.joined(separator: " / ")) }
        return .refused(lines.joined(separator: "\n"))
    }

    /// What the device does with an app's frames: each must be a message of the protocol.
    static func readWire(path: String) -> BadInputCorpusTests.Outcome {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .refused("cannot open") }
        defer { close(fd) }
        let channel = WireChannel(input: fd, output: -1)
        while let message = channel.receive() {
            if let misuse = WireMisuse.check(message, validUTF8: channel.lastLineWasUTF8) { return .refused(misuse.fault.text) }
        }
        if channel.isOverlong { return .refused(WireMisuse.overlongLine.fault.text) }
        return .accepted("every frame is a message")
    }

    /// The local package the corpus's Xcode project names.
    static let recipesPackage = Data("""
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Recipes", products: [.library(name: "Recipes", targets: ["Recipes"])], targets: [.target(name: "Recipes")])

    """.utf8)

    static let goodInfoPlist = Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>CFBundleName</key>
    \t<string>Notes</string>
    </dict>
    </plist>

    """.utf8)

    /// A 1×1 PNG, so an image set's good entries name a real image.
    static let onePixelPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
}
