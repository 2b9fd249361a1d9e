import LabCore

/// A lesson in progress: which step the learner is on, and the check that runs after every
/// command. Reads only typed events and device state.
public final class LessonRun {
    public let lesson: Lesson
    /// Index into `lesson.steps`; equal to the step count once complete.
    public private(set) var stepIndex: Int
    /// How many hints of the current step were shown.
    public private(set) var hintsShown = 0
    /// Whether the learner has tried: a check that found something missing, or a hint taken.
    public private(set) var hasTried = false
    /// The device the step's events are read from, and the last `seq` before the step began.
    private var device: ObjectIdentifier?
    private var stepStart = 0
    /// The last `seq` checked, so a command that changed nothing costs nothing.
    private var checkedSeq = -1
    /// Commands typed during the step (name and arguments), including those that only look
    /// (`bundle`, `plist`) and so leave no event.
    private var commands: [UsedCommand] = []
    /// The current step's event scanners (nil for expectations about state now), and the
    /// last `seq` they were fed: each event is read once however many commands follow.
    private var scanners: [(any EventScanner)?] = []
    private var fedSeq = 0

    public init(lesson: Lesson, step: Int = 0) {
        self.lesson = lesson
        stepIndex = min(max(step, 0), lesson.steps.count)
    }

    public var isComplete: Bool { stepIndex >= lesson.steps.count }
    public var currentStep: LessonStep? { isComplete ? nil : lesson.steps[stepIndex] }

    /// Starts counting the step's events from now on `device` (after `lesson start`/`reset`).
    public func begin(on device: Device) {
        self.device = ObjectIdentifier(device)
        stepStart = device.log.lastSeq
        checkedSeq = -1
        commands = []
        scanners = []
    }

    /// Notes a command the learner typed (before `check(on:)`).
    public func note(command name: String, arguments: [String]) {
        commands.append(UsedCommand(name: name, arguments: arguments))
        checkedSeq = -1
    }

    /// Checks the current step after a command; passes it (and any following step already
    /// met) and appends `step-passed` / `lesson-complete` events to the device's log.
    /// Returns what passed, for the shell to announce. Costs nothing when no event was added.
    public func check(on device: Device) -> [LessonNews] {
        let id = ObjectIdentifier(device)
        if self.device != id {
            // A fresh device (`reset`, `undo`): the step's events start with it.
            self.device = id
            stepStart = 0
            checkedSeq = -1
            scanners = []
        }
        for index in commands.indices where commands[index].seq == nil { commands[index].seq = device.log.lastSeq }
        guard !isComplete, device.log.lastSeq != checkedSeq else { return [] }
        var news: [LessonNews] = []
        while let step = currentStep, results(of: step, on: device).allSatisfy(\.met) {
            device.record(.lesson(name: "step-passed", lesson: lesson.id, step: step.id), app: lesson.app)
            news.append(.stepPassed(number: stepIndex + 1, of: lesson.steps.count, id: step.id))
            stepIndex += 1
            hintsShown = 0
            commands = []
            scanners = []
            stepStart = device.log.lastSeq
            if isComplete {
                device.record(.lesson(name: "lesson-complete", lesson: lesson.id, step: step.id), app: lesson.app)
                news.append(.lessonComplete)
            }
        }
        checkedSeq = device.log.lastSeq
        return news
    }

    /// Each expectation of `step` (the current one) with whether it holds now.
    public func results(of step: LessonStep, on device: Device) -> [(expectation: CheckedExpectation, met: Bool)] {
        let start = ObjectIdentifier(device) == self.device ? stepStart : 0
        let context = CheckContext(device: device, app: lesson.app, events: device.log.events(after: start), commands: commands)
        if scanners.count != step.expectations.count {
            scanners = step.expectations.map { $0.expectation.makeScanner() }
            fedSeq = start
        }
        if device.log.lastSeq > fedSeq {
            for event in device.log.events(after: fedSeq) {
                for index in scanners.indices where scanners[index] != nil { scanners[index]!.feed(event, app: lesson.app) }
            }
            fedSeq = device.log.lastSeq
        }
        return step.expectations.indices.map { index in
            let expectation = step.expectations[index]
            return (expectation, scanners[index]?.isSatisfied ?? expectation.expectation.isMet(in: context))
        }
    }

    /// `lesson check`: the current step's expectations; a miss counts as a try.
    public func checkNow(on device: Device) -> [(expectation: CheckedExpectation, met: Bool)] {
        guard let step = currentStep else { return [] }
        let found = results(of: step, on: device)
        if found.contains(where: { !$0.met }) { hasTried = true }
        return found
    }

    /// The next hint of the current step, or nil when all were shown.
    public func nextHint() -> (number: Int, of: Int, text: LocalizedText)? {
        guard let step = currentStep, hintsShown < step.hints.count else { return nil }
        hintsShown += 1
        hasTried = true
        return (hintsShown, step.hints.count, step.hints[hintsShown - 1])
    }
}

/// What the check after a command found.
public enum LessonNews: Sendable, Equatable {
    case stepPassed(number: Int, of: Int, id: String)
    case lessonComplete
}
