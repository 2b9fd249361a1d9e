import Foundation
import LabCore
import LabToolchain
import Yams

/// Reads `lesson.yaml` with Yams; every error names the file and line.
struct LessonLoader {
    /// The file as shown in messages.
    let file: String
    /// The Mac's system when the lesson runs on the Mac (`device: mac`): its expectations read
    /// the Mac's states and windows, and those only the iPhone has are refused.
    var macOS: MacOSVersion?

    /// Loads the lesson in `folder`; `shownFolder` is how messages name it.
    static func load(folder: String, shownFolder: String) throws(LessonError) -> Lesson {
        let loader = LessonLoader(file: shownFolder + "/lesson.yaml")
        let path = (folder as NSString).appendingPathComponent("lesson.yaml")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LessonError(file: loader.file, line: nil, tr("missing; every lesson folder needs a lesson.yaml"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LessonError(file: loader.file, line: nil, tr("not UTF-8 text; save it as UTF-8"))
        }
        let node: Node?
        if let line = YamlAliasExpansion.lineExceedingLimit(in: text) {
            throw LessonError(file: loader.file, line: line,
                              tr("YAML aliases here expand to more than %@ values; the file is damaged (a lesson.yaml holds a few hundred)", "\(YamlAliasExpansion.limit)"))
        }
        do { node = try Yams.compose(yaml: text) } catch {
            let line = Self.line(of: error)
            throw LessonError(file: loader.file, line: line, YamlProblem.advice(for: Self.problem(error), line: line, in: text).map { BuildText.verbatim($0) } ?? tr("YAML is malformed: %@", Self.problem(error)))
        }
        guard let node else { throw LessonError(file: loader.file, line: 1, tr("empty; it needs id, order, title, app and steps")) }
        return try loader.lesson(node, folder: folder, folderName: (folder as NSString).lastPathComponent)
    }

    private func lesson(_ node: Node, folder: String, folderName: String) throws(LessonError) -> Lesson {
        let fields = try mapping(node, "lesson.yaml")
        // The device first: the steps' expectations are read for it.
        var loader = self
        loader.macOS = try device(fields)
        var lesson = Lesson(id: "", order: 0, title: LocalizedText([:]), summary: LocalizedText([:]), iosVersion: Device.defaultIOSVersion,
                            macOS: loader.macOS, app: "", starter: nil, steps: [], untranslated: [], folder: folder)
        var seen: Set<String> = []
        for (key, value) in fields {
            let name = key.string ?? ""
            seen.insert(name)
            switch name {
            case "id": lesson.id = try scalar(value, "id")
            case "order": lesson.order = try integer(value, "order")
            case "device", "macos": break
            case "ios": lesson.iosVersion = try integer(value, "ios")
            case "app": lesson.app = try scalar(value, "app")
            case "starter": lesson.starter = try scalar(value, "starter")
            case "title": lesson.title = try localized(value, "title")
            case "summary": lesson.summary = try localized(value, "summary")
            case "recap": lesson.recap = try localized(value, "recap")
            case "untranslated":
                for item in try sequence(value, "untranslated") {
                    let code = try scalar(item, "a language")
                    guard let language = Language(rawValue: code) else { throw error(item, tr("unknown language \"%@\"; use %@", "\(code)", "\(Language.codes)")) }
                    lesson.untranslated.insert(language)
                }
            case "steps":
                for item in try sequence(value, "steps") { lesson.steps.append(try loader.step(item)) }
            default: throw error(key, tr("unknown key \"%@\"; lesson.yaml has id, order, device, ios, macos, app, starter, title, summary, recap, untranslated, steps", "\(name)"))
            }
        }
        for required in ["id", "order", "title", "app", "steps"] where !seen.contains(required) {
            throw LessonError(file: file, line: node.mark?.line, tr("missing \"%@\"", "\(required)"))
        }
        guard lesson.id == folderName else {
            throw LessonError(file: file, line: fields.first { $0.key.string == "id" }?.key.mark?.line,
                              "id \"\(lesson.id)\" differs from the folder name \"\(folderName)\"; make them the same")
        }
        guard Device.supportedIOSVersions.contains(lesson.iosVersion) else {
            throw LessonError(file: file, line: nil, tr("ios %@ is not simulated; choose %@–%@", "\(lesson.iosVersion)", "\(Device.supportedIOSVersions.lowerBound)", "\(Device.supportedIOSVersions.upperBound)"))
        }
        guard !lesson.steps.isEmpty else { throw LessonError(file: file, line: nil, tr("steps is empty; a lesson needs at least one step")) }
        var stepIDs: Set<String> = []
        if let repeated = lesson.steps.first(where: { !stepIDs.insert($0.id).inserted }) {
            throw LessonError(file: file, line: nil, tr("two steps have the id \"%@\"; each step needs its own", "\(repeated.id)"))
        }
        if let starter = lesson.starter {
            guard !starter.hasPrefix("/"), !starter.split(separator: "/").contains("..") else {
                throw LessonError(file: file, line: nil, tr("starter \"%@\" leaves the lesson folder; name a folder inside it, such as Starter", "\(starter)"))
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(starter), isDirectory: &isFolder), isFolder.boolValue else {
                throw LessonError(file: file, line: nil, tr("starter folder \"%@\" is not in the lesson folder", "\(starter)"))
            }
        }
        return lesson
    }

    /// `device: iphone` (the default) or `device: mac`, with `macos: VERSION` (default: the
    /// Mac's current system); `ios:` goes with the iPhone, `macos:` with the Mac.
    private func device(_ fields: [(key: Node, value: Node)]) throws(LessonError) -> MacOSVersion? {
        let field = { (name: String) in fields.first { $0.key.string == name } }
        var onMac = false
        if let (_, value) = field("device") {
            let text = try scalar(value, "device")
            guard ["iphone", "mac"].contains(text) else { throw error(value, tr("device is iphone or mac, not \"%@\"", text)) }
            onMac = text == "mac"
        }
        if onMac, let (key, _) = field("ios") {
            throw error(key, tr("ios is the iPhone's; a Mac lesson (device: mac) takes macos: VERSION, or none for macOS %@", "\(MacOSVersion.current)"))
        }
        guard let (key, value) = field("macos") else { return onMac ? MacOSVersion.current : nil }
        guard onMac else { throw error(key, tr("macos goes with device: mac; an iPhone lesson takes ios: VERSION")) }
        let text = try scalar(value, "macos")
        guard let version = MacOSVersion(parsing: text) else {
            throw error(value, tr("macos \"%@\" is not simulated; choose %@ to %@ (such as 10.6, 10.9 or 14)", text, "\(MacOSVersion.oldest)", "\(MacOSVersion.newest)"))
        }
        return version
    }

    private func step(_ node: Node) throws(LessonError) -> LessonStep {
        var step = LessonStep(id: "", text: LocalizedText([:]), expectations: [], hints: [])
        for (key, value) in try mapping(node, "a step") {
            switch key.string ?? "" {
            case "id": step.id = try scalar(value, "a step's id")
            case "text": step.text = try localized(value, "a step's text")
            case "expect":
                for item in try sequence(value, "expect") { step.expectations.append(try expectation(item)) }
            case "hints":
                for item in try sequence(value, "hints") { step.hints.append(try hint(item)) }
            case "predict": step.predict = try prediction(value)
            default: throw error(key, tr("unknown key \"%@\" in a step; a step has id, text, predict, expect, hints", "\(key.string ?? "")"))
            }
        }
        guard !step.id.isEmpty else { throw error(node, tr("a step needs an id")) }
        guard step.text.has(.en) else { throw error(node, tr("step \"%@\" needs text with at least en", "\(step.id)")) }
        guard !step.expectations.isEmpty else { throw error(node, tr("step \"%@\" expects nothing; add an expect list", "\(step.id)")) }
        if let tied = step.hints.compactMap(\.fact).first(where: { !(1...step.expectations.count).contains($0) }) {
            throw error(node, step.expectations.count == 1
                ? tr("step \"%@\" has a hint for fact %@, but only 1 expectation; fact counts the expect list from 1", step.id, "\(tied)")
                : tr("step \"%@\" has a hint for fact %@, but only %d expectations; fact counts the expect list from 1", step.id, "\(tied)", step.expectations.count))
        }
        return step
    }

    /// `predict: {question: TEXT, choices: [{text: TEXT, observed: EXPECTATION}, …]}`: at
    /// least two choices, each decided by what the events show.
    private func prediction(_ node: Node) throws(LessonError) -> Prediction {
        var question: LocalizedText?
        var choices: [PredictionChoice] = []
        for (key, value) in try mapping(node, "predict") {
            switch key.string ?? "" {
            case "question": question = try localized(value, "predict's question")
            case "choices":
                for item in try sequence(value, "choices") {
                    var text: LocalizedText?
                    var observed: (any Expectation)?
                    for (choiceKey, choiceValue) in try mapping(item, "a choice") {
                        switch choiceKey.string ?? "" {
                        case "text": text = try localized(choiceValue, "a choice's text")
                        case "observed": observed = try expectation(choiceValue).expectation
                        default: throw error(choiceKey, tr("unknown key \"%@\" in a choice; a choice has text and observed", "\(choiceKey.string ?? "")"))
                        }
                    }
                    guard let text, let observed else {
                        throw error(item, tr("a choice needs text and observed (the expectation that holds when this is what happened)"))
                    }
                    choices.append(PredictionChoice(text: text, observed: observed))
                }
            default: throw error(key, tr("unknown key \"%@\" in predict; predict has question and choices", "\(key.string ?? "")"))
            }
        }
        guard let question else { throw error(node, tr("predict needs a question")) }
        guard choices.count >= 2 else { throw error(node, tr("predict needs at least two choices")) }
        return Prediction(question: question, choices: choices)
    }

    /// `{en: …, zh-Hans: …, ru: …}`, optionally with `fact: N`: the hint is about the step's
    /// N-th expectation, and is offered only while that one fails.
    private func hint(_ node: Node) throws(LessonError) -> LessonHint {
        var fact: Int?
        var texts: [(Node, Node)] = []
        for (key, value) in try mapping(node, "a hint") {
            if key.string == "fact" { fact = try integer(value, "a hint's fact") } else { texts.append((key, value)) }
        }
        let text = try localized(Node.mapping(Node.Mapping(texts, .implicit, .any, node.mark)), "a hint")
        return LessonHint(text: text, fact: fact)
    }

    // MARK: - Node shapes

    func mapping(_ node: Node, _ what: String) throws(LessonError) -> [(key: Node, value: Node)] {
        guard let mapping = node.mapping else { throw error(node, tr("%@ must be a mapping of keys to values", "\(what)")) }
        return Array(mapping)
    }

    func sequence(_ node: Node, _ what: String) throws(LessonError) -> [Node] {
        guard let sequence = node.sequence else { throw error(node, tr("%@ must be a list", "\(what)")) }
        return Array(sequence)
    }

    func scalar(_ node: Node, _ what: String) throws(LessonError) -> String {
        guard let scalar = node.scalar else { throw error(node, tr("%@ must be a single value", "\(what)")) }
        return scalar.string
    }

    func integer(_ node: Node, _ what: String) throws(LessonError) -> Int {
        guard let number = Int(try scalar(node, what)) else { throw error(node, tr("%@ must be a whole number", "\(what)")) }
        return number
    }

    func bool(_ node: Node, _ what: String) throws(LessonError) -> Bool {
        guard let flag = node.bool else { throw error(node, tr("%@ must be true or false", "\(what)")) }
        return flag
    }

    /// `{en: …, zh-Hans: …, ru: …}`; English is required.
    func localized(_ node: Node, _ what: String) throws(LessonError) -> LocalizedText {
        var texts: [Language: String] = [:]
        for (key, value) in try mapping(node, what) {
            let code = key.string ?? ""
            guard let language = Language(rawValue: code) else {
                throw error(key, tr("unknown language \"%@\" in %@; use %@", "\(code)", "\(what)", "\(Language.codes)"))
            }
            texts[language] = try scalar(value, "\(what) (\(code))").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard texts[.en] != nil else { throw error(node, tr("%@ needs an en text", "\(what)")) }
        return LocalizedText(texts)
    }

    func error(_ node: Node, _ message: String) -> LessonError {
        LessonError(file: file, line: node.mark?.line, message)
    }

    func error(_ node: Node, _ text: BuildText) -> LessonError {
        LessonError(file: file, line: node.mark?.line, text)
    }

    static func line(of error: Error) -> Int {
        switch error as? YamlError {
        case let .scanner(_, _, mark, _)?, let .parser(_, _, mark, _)?, let .composer(_, _, mark, _)?: mark.line
        case let .duplicatedKeysInMapping(_, context)?: context.mark.line
        default: 1
        }
    }

    static func problem(_ error: Error) -> String {
        switch error as? YamlError {
        case let .scanner(_, problem, _, _)?, let .parser(_, problem, _, _)?, let .composer(_, problem, _, _)?: problem
        case let .duplicatedKeysInMapping(duplicates, _)?: "key \"\(duplicates.sorted().joined(separator: "\", \""))\" appears twice"
        default: "\(error)"
        }
    }
}
