/// One `lab> COMMAND` of a transcript with what belongs to it, as the parser hands it over:
/// enough to replay it, to show it, and to write the file again with a new output.
public struct TranscriptStep: Equatable, Sendable {
    /// The command as typed.
    public var command: String
    /// Index of the prompt line in the file (0-based).
    public var promptIndex: Int
    /// Narration lines just before this command, `#` removed.
    public var narration: [String]
    /// The lines between the previous step's output and the prompt, as written (blank lines,
    /// narration, a previous output's trailing blank lines).
    public var leadingLines: [String]
    /// The prompt line as written.
    public var promptLine: String
    /// The lines of expected output (trailing blank lines excluded).
    public var expectedOutput: [String]

    /// The step's lines in the file, with `output` in place of the expected output.
    public func lines(output: [String]) -> [String] {
        leadingLines + [promptLine] + output
    }
}

/// Groups a transcript's lines into steps as they come, one line at a time, so that a file of
/// any length is read in memory bounded by its longest step. The rules (docs/formats.md,
/// "Transcripts"): a step's output runs to the next prompt or narration line, less its
/// trailing blank lines; before the first command and between steps only narration and blank
/// lines may stand.
struct TranscriptParser {
    /// The transcript's name in errors.
    let name: String
    /// Lines after the last step's output not yet given to a step.
    private var pending: [String] = []
    private var narration: [String] = []
    /// The step whose output is being read.
    private var open: TranscriptStep?
    /// Index of the next line.
    private(set) var lineIndex = 0
    private(set) var stepCount = 0

    init(name: String) {
        self.name = name
    }

    /// Reads the next line; returns the step it completes, if any.
    mutating func feed(_ line: String) throws(TranscriptError) -> TranscriptStep? {
        defer { lineIndex += 1 }
        if open != nil {
            guard TranscriptFormat.command(in: line) != nil || TranscriptFormat.isNarration(line) else {
                open!.expectedOutput.append(line)
                return nil
            }
            let finished = close()
            try start(line)
            return finished
        }
        try start(line)
        return nil
    }

    /// The end of the file: the last step, if one is open, and the lines after it.
    mutating func finish() throws(TranscriptError) -> (step: TranscriptStep?, trailingLines: [String]) {
        let last = open.map { _ in close() }
        guard stepCount > 0 else {
            throw TranscriptError(tr("%@ is not a transcript: it has no `lab> COMMAND` lines", name))
        }
        defer { pending = [] }
        return (last, pending)
    }

    /// A line outside any step's output: a prompt opens a step; narration and blank lines wait.
    private mutating func start(_ line: String) throws(TranscriptError) {
        if let command = TranscriptFormat.command(in: line) {
            open = TranscriptStep(command: command, promptIndex: lineIndex, narration: narration, leadingLines: pending,
                                  promptLine: line, expectedOutput: [])
            pending = []
            narration = []
            stepCount += 1
            return
        }
        if TranscriptFormat.isNarration(line) {
            narration.append(String(line.dropFirst().drop { $0 == " " }))
        } else if line.hasPrefix("lab>") {
            throw TranscriptError(tr("%@:%d: a space goes between `lab>` and the command: lab> %@", name, lineIndex + 1, String(line.dropFirst(4))))
        } else if !line.isEmpty {
            throw TranscriptError(tr("%@:%d: expected `lab> COMMAND` or `# narration` before the first command; is this a transcript?", name, lineIndex + 1))
        }
        pending.append(line)
    }

    /// Ends the open step: its trailing blank lines go to what follows.
    private mutating func close() -> TranscriptStep {
        var step = open!
        open = nil
        while step.expectedOutput.last?.isEmpty == true {
            pending.append(step.expectedOutput.removeLast())
        }
        return step
    }
}
