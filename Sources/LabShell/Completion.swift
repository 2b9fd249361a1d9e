import LabCore
import LabLessons
import Foundation
import LabToolchain

/// What Tab offers: candidates for the word under the cursor, each a complete replacement
/// for it (quoted when needed), and where that word starts.
public struct Completion: Equatable, Sendable {
    /// Character offset in the line where the replaced word starts (its opening quote included).
    public var wordStart: Int
    /// Replacements for the word, in display order.
    public var candidates: [String]
}

/// Computes completions from the session: command names, then each argument by its
/// `ArgumentKind` (apps on the device, host files, lesson ids, commands, fixed choices),
/// and option names from the command's usage.
public struct Completer {
    public let session: Session

    public init(session: Session) {
        self.session = session
    }

    /// Completions for `line` with the cursor after `cursor` characters.
    public func complete(line: String, cursor: Int) -> Completion {
        let prefix = String(line.prefix(cursor))
        let partial = Tokenizer.partial(prefix)
        let words = partial.words
        let current = partial.current
        guard let name = words.first else {
            if Tokenizer.isBlankOrComment(prefix) && !current.isEmpty { return Completion(wordStart: partial.currentStart, candidates: []) }
            return finish(session.registry.names.filter { $0.hasPrefix(current) }, partial: partial)
        }
        guard let command = session.registry.command(named: name) else {
            return Completion(wordStart: partial.currentStart, candidates: [])
        }
        let pattern = command.usagePattern
        // An option's value is completed by its placeholder, as a positional is (`-o DIR`: folders).
        if let previous = words.last, words.count > 1, let placeholder = pattern.optionValues[previous],
           case let kind = pattern.kind(of: placeholder), kind != .text {
            return finish(values(for: kind, current: current), partial: partial)
        }
        let options = pattern.options
        // After an option that takes a value: `--target` offers the project's application
        // targets; other values are free text.
        if let previous = words.last, words.count > 1, options[previous] == true {
            guard previous == "--target", let project = positionals(words.dropFirst(), options: options).first else {
                return Completion(wordStart: partial.currentStart, candidates: [])
            }
            let targets = XcodeProjectSettings.applicationTargets(inProjectAt: projectFolder(project))
            return finish(targets.filter { $0.hasPrefix(current) }, partial: partial)
        }
        if current.hasPrefix("-") {
            let offered = options.keys.sorted().filter { $0.hasPrefix(current) && !words.contains($0) }
            return finish(offered, partial: partial)
        }
        // What may stand here comes from the usage line (`run PATH|APP`: files and apps).
        let before = positionals(words.dropFirst(), options: options)
        // After an APP, a PATH, DIR, KEY or TITLE is inside that app (`cat APP PATH`, `container APP [DIR]`,
        // `plist APP [KEY]`, `quick-action APP TITLE`); a FILE stays the host's (`push [APP] [FILE]`).
        let app = pattern.slots(at: 0, after: []).contains { $0.text == "APP" && !$0.isLiteral } == true ? before.first : nil
        var seen = Set<String>()
        let offered = pattern.slots(at: before.count, after: before).flatMap { slot in
            let kind = slot.isLiteral ? .choice([slot.text]) : pattern.kind(of: slot.text)
            guard let app, ["PATH", "DIR", "KEY", "TITLE"].contains(slot.text) else { return values(for: kind, current: current) }
            return inside(app, kind: kind, current: current)
        }.filter { seen.insert($0).inserted }
        return finish(offered, partial: partial)
    }

    /// The folder a typed project path names on the host (an `.xcodeproj` stands for its folder).
    private func projectFolder(_ typed: String) -> String {
        TypedPath(typed, workingDirectory: session.workingDirectory).projectFolder
    }

    /// The positional arguments among `arguments` (options and their values skipped).
    private func positionals(_ arguments: ArraySlice<String>, options: [String: Bool]) -> [String] {
        var result: [String] = []
        var skipNext = false
        for word in arguments {
            if skipNext { skipNext = false; continue }
            if let takesValue = options[word] { skipNext = takesValue; continue }
            result.append(word)
        }
        return result
    }

    /// Raw values (unquoted) that start with `current`, for one kind of argument.
    func values(for kind: ArgumentKind, current: String) -> [String] {
        switch kind {
        case .app:
            // A display name two apps share names neither: Tab offers their bundle identifiers.
            let apps = session.device.installedApps
            let typed = current.lowercased()
            var values: [String] = []
            for app in apps where app.displayName.lowercased().hasPrefix(typed) {
                let shared = apps.filter { $0.displayName == app.displayName }.count > 1
                values.append(shared ? app.bundleIdentifier : app.displayName)
            }
            values += apps.map(\.bundleIdentifier).filter { $0.lowercased().hasPrefix(typed) }
            var seen = Set<String>()
            return values.filter { seen.insert($0).inserted }
        case .file:
            return HostFiles(workingDirectory: session.workingDirectory).completions(of: current)
        case .folder:
            return HostFiles(workingDirectory: session.workingDirectory).completions(of: current).filter { $0.hasSuffix("/") }
        case .infoKey:
            return []  // keys belong to an app: `inside(_:kind:current:)`
        case .tappable:
            return session.device.tappableTitles.filter { $0.lowercased().hasPrefix(current.lowercased()) }
        case .menuItem:
            return session.device.menuItemChoices.filter { $0.lowercased().hasPrefix(current.lowercased()) }
        case .lesson:
            return LessonCatalog(directory: session.lessonsDirectory).ids.filter { $0.hasPrefix(current) }
        case .command:
            // `help UIWin`: a capital starts a UIKit type's name, which `help` explains too.
            let types = current.first?.isUppercase == true ? SDKHelp.typeNames().filter { $0.hasPrefix(current) } : []
            return session.registry.names.filter { $0.hasPrefix(current) } + types
                + LifecycleAPI.completionNames.filter { $0.hasPrefix(current) }
        case let .choice(words):
            return words.filter { $0.hasPrefix(current) }
        case .text:
            return []
        }
    }

    /// Values inside the installed app `app`: its Info.plist's keys (`plist APP KEY`), its
    /// container's folders (`container APP DIR`), or its bundle's files and its container's
    /// Documents/, Library/ and tmp/ (`cat APP PATH`).
    func inside(_ app: String, kind: ArgumentKind, current: String) -> [String] {
        // A title after an app: one of its Home screen quick actions.
        if kind == .tappable {
            guard let installed = try? session.device.app(matching: app) else { return [] }
            let items = session.device.quickActions(of: installed)
            // A title two items share is offered with their subtitles, which tell them apart.
            let names = items.flatMap { item in
                items.filter { $0.title == item.title }.count > 1 ? [item.title] + [item.subtitle].compactMap { $0 } : [item.title]
            }
            var seen = Set<String>()
            return names.filter { seen.insert($0).inserted && $0.lowercased().hasPrefix(current.lowercased()) }
        }
        if kind == .infoKey {
            let bundle = (try? session.inspectedApp(app)).flatMap { try? session.inspectedBundle($0).path }
            let keys = bundle.flatMap { try? AppBundle.load(from: $0) }?.info.keys.sorted() ?? []
            return keys.filter { $0.lowercased().hasPrefix(current.lowercased()) }
        }
        guard kind == .file || kind == .folder else { return values(for: kind, current: current) }
        // Paths inside an app are relative: never the host's `/` or `~`.
        guard !current.hasPrefix("/"), !current.hasPrefix("~") else { return [] }
        let containerPath = (try? session.installedApp(app)).flatMap { try? session.container(of: $0).path }
        let inContainer = containerPath.map { HostFiles(workingDirectory: $0).completions(of: current) } ?? []
        if kind == .folder { return inContainer.filter { $0.hasSuffix("/") } }
        let bundle = (try? session.inspectedApp(app)).flatMap({ try? session.inspectedBundle($0).path }).map { HostFiles(workingDirectory: $0).completions(of: current) } ?? []
        let data = inContainer.filter { ["Documents", "Library", "tmp"].contains($0.split(separator: "/").first.map(String.init) ?? "") }
        return (bundle + data).sorted()
    }

    /// Quotes each value as the learner would type it: inside the quote they opened, or in
    /// double quotes when it has spaces. A folder (ending in `/`) is left open for more typing.
    private func finish(_ values: [String], partial: PartialLine) -> Completion {
        let candidates = values.map { value -> String in
            let isFolder = value.hasSuffix("/")
            if let quote = partial.openQuote {
                let escaped = quote == "\"" ? value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") : value
                return String(quote) + escaped + (isFolder ? "" : String(quote))
            }
            let quoted = Tokenizer.quote(value)
            return isFolder && quoted.hasSuffix("\"") ? String(quoted.dropLast()) : quoted
        }
        return Completion(wordStart: partial.currentStart, candidates: candidates)
    }
}

/// Host paths for completing `.file` arguments, relative to the session's folder.
struct HostFiles {
    var workingDirectory: String

    /// Entries of the folder named by `typed` whose names continue its last component;
    /// folders end in `/`. Hidden entries only when the learner typed a leading dot.
    func completions(of typed: String) -> [String] {
        let slash = typed.lastIndex(of: "/")
        let folderPart = slash.map { String(typed[...$0]) } ?? ""
        let namePrefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let folder: String
        if folderPart.hasPrefix("/") {
            folder = folderPart
        } else if folderPart.hasPrefix("~") {
            folder = NSString(string: folderPart).expandingTildeInPath
        } else {
            folder = (workingDirectory as NSString).appendingPathComponent(folderPart)
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted()
            .filter { $0.hasPrefix(namePrefix) && (namePrefix.hasPrefix(".") || !$0.hasPrefix(".")) }
            .map { name in
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder)
                return folderPart + name + (isFolder.boolValue ? "/" : "")
            }
    }
}

extension UsagePattern {
    /// What Tab offers for a placeholder: its declared type's kind (free text when undeclared).
    func kind(of placeholder: String) -> ArgumentKind { types[placeholder]?.kind ?? .text }
}
