import LabCore

/// A lesson in progress: which step the learner is on, and the check that runs after every
/// command. Reads only typed events and device state.
public final class LessonRun {
    public let lesson: Lesson
    /// Index into `lesson.steps`; equal to the step count once complete.
    public private(set) var stepIndex: Int
    /// How far into the current step's hints the learner has come: hints before this index
    /// were shown (or skipped, being about a fact that held).
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
    /// How many of `commands` the scanners were fed (a sequence reads commands in their place).
    private var fedCommands = 0
    /// The learner's guess for each step that asks one (step index → 0-based choice); kept
    /// when `undo` reopens a step, so its guess stands as it was.
    public private(set) var guesses: [Int: Int] = [:]

    public init(lesson: Lesson, step: Int = 0) {
        self.lesson = lesson
        stepIndex = min(max(step, 0), lesson.steps.count)
    }

    public var isComplete: Bool { stepIndex >= lesson.steps.count }
    public var currentStep: LessonStep? { isComplete ? nil : lesson.steps[stepIndex] }

    /// The guess for the current step, if it asks one and the learner answered.
    public var currentGuess: Int? { guesses[stepIndex] }

    /// `lesson answer`: records (or changes) the guess for the current step; 0-based.
    public func answer(_ choice: Int) {
        guard let prediction = currentStep?.predict, prediction.choices.indices.contains(choice) else { return }
        guesses[stepIndex] = choice
    }

    /// Starts counting the step's events on `device` after event `seq` — by default from now
    /// (after `lesson start`/`reset`); `undo` gives where the step began in the rebuilt log.
    public func begin(on device: Device, from seq: Int? = nil) {
        self.device = ObjectIdentifier(device)
        stepStart = seq ?? device.log.lastSeq
        checkedSeq = -1
        commands = []
        scanners = []
    }

    /// `undo`: back to step index `step` (an earlier one), its events counted after `seq`.
    public func rewind(to step: Int, on device: Device, from seq: Int) {
        stepIndex = min(max(step, 0), lesson.steps.count)
        hintsShown = 0
        // The reopened step keeps its guess; those of later steps were answered before it.
        guesses = guesses.filter { $0.key <= stepIndex }
        begin(on: device, from: seq)
    }

    /// Notes a command the learner typed (before `check(on:)`); `startSeq` is the device log's
    /// last `seq` before it ran, so that in a sequence it comes before the events it caused.
    public func note(command name: String, arguments: [String], startSeq: Int = Int.max) {
        commands.append(UsedCommand(name: name, arguments: arguments, startSeq: startSeq))
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
            if let prediction = step.predict {
                news.append(.predicted(PredictionOutcome(guess: guesses[stepIndex], truth: truth(of: prediction, on: device)), prediction))
            }
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
        let context = context(on: device)
        let start = ObjectIdentifier(device) == self.device ? stepStart : 0
        if scanners.count != step.expectations.count {
            scanners = step.expectations.map { $0.expectation.makeScanner() }
            fedSeq = start
            fedCommands = 0
        }
        // Each command in its place: after the events before it began, before those it caused.
        let feedCommands = { (before: Int) in
            while self.fedCommands < self.commands.count, self.commands[self.fedCommands].startSeq < before {
                let command = self.commands[self.fedCommands]
                for index in self.scanners.indices where self.scanners[index] != nil {
                    self.scanners[index]!.feed(command: command, device: device, app: self.lesson.app)
                }
                self.fedCommands += 1
            }
        }
        if device.log.lastSeq > fedSeq {
            for event in device.log.events(after: fedSeq) {
                feedCommands(event.seq)
                for index in scanners.indices where scanners[index] != nil { scanners[index]!.feed(event, app: lesson.app) }
            }
            fedSeq = device.log.lastSeq
        }
        feedCommands(Int.max)
        return step.expectations.indices.map { index in
            let expectation = step.expectations[index]
            return (expectation, scanners[index]?.isSatisfied ?? expectation.expectation.isMet(in: context))
        }
    }

    /// The first choice whose observation holds for the current step on `device` now.
    private func truth(of prediction: Prediction, on device: Device) -> Int? {
        let context = context(on: device)
        return prediction.choices.firstIndex { choice in
            choice.observed.makeScanner() == nil ? choice.observed.isMet(in: context) : choice.observed.scanned(in: context)
        }
    }

    /// What the current step's expectations look at now on `device`.
    private func context(on device: Device) -> CheckContext {
        let start = ObjectIdentifier(device) == self.device ? stepStart : 0
        return CheckContext(device: device, app: lesson.app, events: device.log.events(after: start), commands: commands)
    }

    /// `lesson check`: a line for each expectation of the current step, in plain words — ✓
    /// met, ✗ not met (which fact, what to look at, and the author's `fail:` words), · waiting (a `never:` says nothing until the rest has happened). A miss counts as a try.
    public func checkNow(on device: Device, language: Language) -> [ExpectationReport] {
        guard let step = currentStep else { return [] }
        let found = results(of: step, on: device)
        if found.contains(where: { !$0.met }) { hasTried = true }
        let restMet = found.allSatisfy { $0.met || $0.expectation.expectation.waitsForTheRest }
        let context = context(on: device)
        return found.indices.map { index in
            let (checked, met) = found[index]
            if met {
                let waiting = checked.expectation.waitsForTheRest && !restMet
                return ExpectationReport(mark: waiting ? .waiting : .met, text: checked.description(in: language))
            }
            let scanner = index < scanners.count ? scanners[index] : nil
            let fact = checked.expectation.failure(in: context, scanner: scanner, language: language)
            // The author's words say which mistake leads here — once the app is there to look at.
            let advice = context.installedApp == nil ? nil : checked.fail?.text(in: language)
            return ExpectationReport(mark: .failed, text: fact, advice: advice)
        }
    }

    /// The next hint of the current step, or nil when all were shown. A hint tied to a fact
    /// that holds on `device` is passed over: it is about a mistake the learner did not make.
    public func nextHint(on device: Device) -> (number: Int, of: Int, text: LocalizedText)? {
        guard let step = currentStep else { return nil }
        let met = results(of: step, on: device).map(\.met)
        while hintsShown < step.hints.count {
            let hint = step.hints[hintsShown]
            hintsShown += 1
            if let fact = hint.fact, met.indices.contains(fact - 1), met[fact - 1] { continue }
            hasTried = true
            return (hintsShown, step.hints.count, hint.text)
        }
        return nil
    }

    /// Hint `number` (1-based) of the current step again, once it was reached.
    public func shownHint(_ number: Int) -> HintLookup {
        guard let step = currentStep else { return .unknown(count: 0) }
        guard (1...max(step.hints.count, 1)).contains(number), number <= step.hints.count else { return .unknown(count: step.hints.count) }
        guard number <= hintsShown else { return .notYet }
        return .hint(number: number, of: step.hints.count, text: step.hints[number - 1].text)
    }

    /// Whether hint N is there to show again.
    public enum HintLookup {
        case hint(number: Int, of: Int, text: LocalizedText)
        /// Not reached yet: `lesson hint` shows the next one.
        case notYet
        /// The step has no such hint; it has `count`.
        case unknown(count: Int)
    }

    /// Whether a hint is tied to the step's `fact`-th expectation (1-based) and not yet shown.
    public func hasHint(forFact fact: Int) -> Bool {
        guard let step = currentStep else { return false }
        return step.hints.indices.contains { $0 >= hintsShown && step.hints[$0].fact == fact }
    }
}

/// One line of `lesson check`.
public struct ExpectationReport: Sendable, Equatable {
    public enum Mark: Sendable, Equatable {
        /// ✓ holds.
        case met
        /// · holds so far, but means something only once the step's other expectations hold.
        case waiting
        /// ✗ does not hold.
        case failed
    }

    public var mark: Mark
    /// The fact (met, waiting) or what is wrong and where to look (failed), in plain words.
    public var text: String
    /// For a failed one: the lesson's own words about the mistake that leads there (`fail:`).
    public var advice: String?

    public init(mark: Mark, text: String, advice: String? = nil) {
        self.mark = mark
        self.text = text
        self.advice = advice
    }
}

/// What the check after a command found.
public enum LessonNews: Sendable {
    /// The step asked for a prediction: the learner's guess beside what happened.
    case predicted(PredictionOutcome, Prediction)
    case stepPassed(number: Int, of: Int, id: String)
    case lessonComplete
}
