import Foundation
import LabCore
import LabLessons

/// `lab lesson new ID [--from LESSON] [--device mac]`: a lesson folder to start writing in —
/// lesson.yaml with every key a lesson needs, its texts in English and the other languages
/// marked untranslated until written; Starter/ and Solution/ copied from the "Empty Window"
/// sample (on the Mac, "Mac Window") or from another lesson (on that lesson's device); solution.transcript and idle.transcript with the commands to record; an empty wrong/.
public enum LessonScaffold {
    /// What was made: the folder and the lines to show.
    public struct Made: Sendable {
        public var folder: String
        public var lines: [String]
    }

    /// The id's form: `NN-words`, the number its `order`.
    static func order(of id: String) -> Int? {
        let digits = id.prefix { $0.isNumber }
        guard !digits.isEmpty, id.dropFirst(digits.count).hasPrefix("-"), id.count > digits.count + 1 else { return nil }
        return Int(digits)
    }

    /// The device a new lesson runs on: the iPhone, or the Mac (`device: mac` in lesson.yaml).
    public enum Device: String, Sendable, CaseIterable {
        case iphone, mac
    }

    /// `device` nil: the iPhone, or the device of the lesson copied `from`.
    public static func create(id: String, from source: String?, device: Device? = nil, lessons directory: String) throws(CommandError) -> Made {
        let files = FileManager.default
        guard let order = order(of: id), id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), id == id.lowercased() else {
            throw CommandError(tr("a lesson id is its number, a dash and a few lowercase words, such as 31-navigation-stack; %@ is not", id))
        }
        let library = LessonLibrary(directory: directory)
        if let taken = library.lessons.first(where: { $0.order == order }) {
            throw CommandError(tr("order %d is %@'s; choose another number for the new lesson", order, taken.id))
        }
        let folder = (directory as NSString).appendingPathComponent(id)
        guard !files.fileExists(atPath: folder) else {
            throw CommandError(tr("%@ exists already; choose another id or remove it", folder))
        }
        // Where the projects come from, and the bundle identifier they build.
        var starter: String
        var solution: String
        var app: String
        var ios: Int?
        var macOS: MacOSVersion?
        if let source {
            guard let lesson = library.lesson(source) ?? Int(source).flatMap({ number in library.lessons.first { $0.order == number } }) else {
                throw CommandError(tr("no lesson %@ in %@ to copy from", source, directory))
            }
            guard let own = lesson.starter else { throw CommandError(tr("lesson %@ has no starter project to copy", lesson.id)) }
            starter = (lesson.folder as NSString).appendingPathComponent(own)
            let finished = (lesson.folder as NSString).appendingPathComponent("Solution")
            solution = files.fileExists(atPath: finished) ? finished : starter
            app = lesson.app
            ios = lesson.macOS == nil ? lesson.iosVersion : nil
            macOS = lesson.macOS ?? (device == .mac ? .current : nil)
        } else {
            guard let samples = SampleProjects.folder else { throw CommandError(tr("the sample projects are missing from this installation of lab")) }
            if device == .mac {
                starter = samples + "/Mac/Mac Window"
                app = "com.example.MacWindow"
                macOS = .current
            } else {
                starter = samples + "/Empty Window"
                app = "com.example.EmptyWindow"
            }
            solution = starter
        }
        if device == .iphone, macOS != nil {
            throw CommandError(tr("lesson %@ runs on the Mac; --device iphone cannot copy it", source ?? ""))
        }
        do {
            try files.createDirectory(atPath: folder + "/wrong", withIntermediateDirectories: true)
            try files.copyItem(atPath: starter, toPath: folder + "/Starter")
            try files.copyItem(atPath: solution, toPath: folder + "/Solution")
            try skeleton(id: id, order: order, app: app, ios: ios, macOS: macOS).write(toFile: folder + "/lesson.yaml", atomically: true, encoding: .utf8)
            try "lab> lesson start \(id)\nlab> run\nlab> quit\n".write(toFile: folder + "/idle.transcript", atomically: true, encoding: .utf8)
            try "# The finished lesson, one step after another: the learner's commands, `run Solution` where they edit.\nlab> lesson start \(id)\nlab> run Solution\n"
                .write(toFile: folder + "/solution.transcript", atomically: true, encoding: .utf8)
        } catch {
            throw CommandError(tr("cannot write the lesson folder %@: %@", folder, error.localizedDescription))
        }
        return Made(folder: folder, lines: [
            tr("created %@: lesson.yaml, Starter/ and Solution/ (copies of %@), solution.transcript, idle.transcript, wrong/", folder,
               source ?? (macOS != nil ? "Mac Window" : "Empty Window")),
            tr("next: write lesson.yaml's texts and steps, make Solution/ the finished project, add %@ to a unit of curriculum.yaml,", id),
            tr("then `lab replay --update %@/*.transcript` records the transcripts and `lab lessons --check %@` says what is still wrong.", folder, id),
        ])
    }

    /// lesson.yaml to fill in: English texts that say what to write, the other languages
    /// marked untranslated (their keys shown in comments), one step with one expectation.
    /// `macOS`: a Mac lesson (`device: mac`, with `macos:` when it is not the current system).
    static func skeleton(id: String, order: Int, app: String, ios: Int?, macOS: MacOSVersion? = nil) -> String {
        let device = macOS.map { "device: mac\n" + ($0 == .current ? "" : "macos: \"\($0.description)\"\n") } ?? ""
        return """
        id: \(id)
        order: \(order)
        \(device)\(ios.map { "ios: \($0)\n" } ?? "")app: \(app)                 # the bundle identifier Starter/ and Solution/ build
        starter: Starter
        untranslated: [zh-Hans, ru]   # remove a language once every text below has it
        title:
          en: The lesson's title
          # zh-Hans: …
          # ru: …
        summary:
          en: One or two sentences — what the learner will see happen, and why it matters.
        recap:
          en: What the learner did and saw, in a few sentences, once the lesson is complete.
        steps:
          - id: first-step
            text:
              en: |
                What to do, and what to look at. `run` builds and launches the project.
            expect:
              - sequence: [state notRunning -> inactive, state active]
            hints:
              - en: "The idea first, then where to look, then the code."

        """
    }
}
