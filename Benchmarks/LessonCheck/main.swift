import Foundation
import LabCore
import LabLessons
import LabShell

/// The lesson engine's cost per command: the check that runs after every command, timed on
/// its own while a long session of device commands goes on with lesson steps in progress.
///
///     lesson-check-benchmark [CYCLES]     (default 2000 cycles of 15 commands)
///
/// Each probe is a lesson at a step that the cycle never passes, so every check does its full
/// work: its event scanners read the command's new events, and the state expectations look at
/// the device. The step's events keep growing for the whole run, as for a learner who never
/// finishes.
let cycles = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 2000 : 2000
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
let lessons = root + "/Lessons"
let library = LessonLibrary(directory: lessons)

let session = try Session()
session.lessonsDirectory = lessons
for line in ["lesson start 01-first-launch", "run", "home", "lesson quit"] { _ = session.execute(line: line) }

/// Steps that stay unmet during the cycle: sequences, never, state, window, Info.plist, files.
let probes: [(id: String, step: Int)] = [("01-first-launch", 2), ("03-interruptions", 2), ("12-save-before-killed", 1),
                                         ("18-scenes", 1), ("19-sandbox", 1), ("08-main-storyboard", 1)]
let runs = probes.map { probe -> LessonRun in
    guard let lesson = library.lesson(probe.id) else { fatalError("no lesson \(probe.id) in \(lessons)") }
    let run = LessonRun(lesson: lesson, step: probe.step)
    run.begin(on: session.device)
    return run
}

let cycle = ["launch \"Empty Window\"", "home", "wait 1s", "launch \"Empty Window\"", "call Mum", "decline", "lock", "unlock",
             "notification-center", "dismiss", "control-center", "dismiss", "switcher", "dismiss", "home"]
var checks = 0
var total: UInt64 = 0
var worst: UInt64 = 0
var passed = 0
for _ in 0..<cycles {
    for line in cycle {
        _ = session.execute(line: line)
        let words = line.split(separator: " ").map(String.init)
        for run in runs {
            let start = DispatchTime.now().uptimeNanoseconds
            run.note(command: words[0], arguments: Array(words.dropFirst()))
            passed += run.check(on: session.device).count
            let spent = DispatchTime.now().uptimeNanoseconds - start
            total += spent
            worst = max(worst, spent)
            checks += 1
        }
    }
}
let commands = cycles * cycle.count
let perCheck = Double(total) / Double(checks) / 1000
print("\(commands) commands, \(runs.count) lessons checked after each: \(checks) checks")
print(String(format: "mean %.2f µs per check (all %d lessons: %.2f µs per command); slowest check %.1f µs", perCheck, runs.count, perCheck * Double(runs.count), Double(worst) / 1000))
print("events in the log at the end: \(session.device.log.lastSeq); steps passed by accident: \(passed)")
