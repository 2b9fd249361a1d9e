import ArgumentParser
import LabShell

/// `lab lesson new ID [--from LESSON] [--device mac]`: a lesson folder to start writing in.
struct LessonAuthoring: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: tr("Write lessons: `lab lesson new ID` makes a lesson folder."),
        subcommands: [NewLesson.self]
    )
}

struct NewLesson: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: tr("Make a lesson folder: lesson.yaml to fill in, Starter/ and Solution/, the transcripts to record."),
        discussion: tr("The id is the lesson's number, a dash and a few lowercase words (31-navigation-stack); the number is its order. Starter/ and Solution/ are copies of the \"Empty Window\" sample (with --device mac, the \"Mac Window\" sample, and the lesson runs on the Mac: device: mac), or of lesson LESSON's with --from. Lessons/README.md walks through writing it.")
    )

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp(tr("The new lesson's id."), valueName: "ID"))
    var id: String

    @Option(name: .customLong("from"), help: ArgumentHelp(tr("Copy the starter and solution of this lesson."), valueName: "LESSON"))
    var source: String?

    func run() throws {
        let language = try globals.lessonLanguage()
        let location = globals.lessons
        guard let directory = location.directory else {
            Terminal.warn(Words.speaking(language) { LessonCommandText.noLessons(searched: location.searched) })
            throw ExitCode(2)
        }
        let made = Words.speaking(language) { () -> Result<LessonScaffold.Made, CommandError> in
            do throws(CommandError) {
                var chosen: LessonScaffold.Device?
                // The global --device (`lab lesson new ID --device mac`): the device the lesson runs on.
                if let device = globals.device {
                    guard let known = LessonScaffold.Device(rawValue: device.lowercased()) else {
                        throw CommandError(tr("--device is iphone or mac; %@ is neither", device))
                    }
                    chosen = known
                }
                return .success(try LessonScaffold.create(id: id, from: source, device: chosen, lessons: directory))
            } catch { return .failure(error) }
        }
        switch made {
        case let .success(made): Terminal.writeLines(made.lines)
        case let .failure(error):
            Terminal.warn(Words.speaking(language) { LessonCommandText.error(error.message) })
            throw ExitCode(1)
        }
    }
}
