import ArgumentParser
import Foundation
import LabShell

/// `lab export FILE.transcript --html OUT.html` / `--asciicast OUT.cast`: a transcript replayed on a
/// fresh device, written as a page to step through offline or as an asciinema recording.
struct ExportTranscript: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: tr("Write a transcript as a self-contained HTML page (a step-through player with pictures of the device) or an asciicast.")
    )

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp(tr("The transcript."), valueName: "FILE"))
    var file: String

    @Option(name: .customLong("html"), help: ArgumentHelp(tr("Write the page here: one file, nothing fetched from the network."), valueName: "OUT"))
    var htmlPath: String?

    @Option(name: .customLong("asciicast"), help: ArgumentHelp(tr("Write asciicast v2 here (asciinema plays it), with a marker at each narration."), valueName: "OUT"))
    var castPath: String?

    func validate() throws {
        if htmlPath == nil && castPath == nil { throw ValidationError(tr("say what to write: --html OUT.html, --asciicast OUT.cast, or both")) }
    }

    func run() throws {
        let language = globals.language == nil ? nil : try globals.lessonLanguage()
        globals.placeSampleCache()
        let path = file.hasPrefix("/") ? file : (globals.currentDirectory as NSString).appendingPathComponent(file)
        let lessons = LessonCatalog.locate(currentDirectory: globals.currentDirectory, sourceRoot: SourceRoot.path)
        let export: TranscriptExport
        do {
            export = try TranscriptExport(path: path, name: file, iosVersion: globals.iosVersion, language: language, fallbackLessons: lessons)
        } catch {
            Terminal.warn(tr("error: %@", error.message))
            throw ExitCode(1)
        }
        for (target, text) in [(htmlPath, export.html), (castPath, export.asciicast)] {
            guard let target else { continue }
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: target))
            } catch {
                Terminal.warn(tr("error: %@", tr("cannot write %@; check that its folder exists and is writable", target)))
                throw ExitCode(1)
            }
            Terminal.write(tr("wrote %@", target) + "\n")
        }
    }
}
