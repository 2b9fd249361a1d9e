@preconcurrency import CEditLine
import Foundation
import LabShell

/// Set by the SIGINT handler; read after `readline` returns.
nonisolated(unsafe) private var interruptReceived: sig_atomic_t = 0
/// The completer libedit's C callbacks reach (they carry no context pointer).
nonisolated(unsafe) private var activeCompleter: Completer?
/// Candidates handed out one by one by `generateCandidate`.
nonisolated(unsafe) private var pendingCandidates: [String] = []

/// Line editing with libedit's readline-compatible API: a prompt with emacs keys, history
/// kept across sessions, Tab completion, Ctrl-C clearing the line and Ctrl-D quitting.
final class LineEditor {
    enum Input {
        case line([UInt8])
        /// Ctrl-C: the line was abandoned.
        case interrupted
        /// Ctrl-D on an empty line.
        case endOfInput
    }

    private var historyPath: String?
    private var warnedAboutHistory = false

    init(completer: Completer) {
        // libedit reads and inserts multibyte characters (é, →) only under the user's locale.
        setlocale(LC_CTYPE, "")
        activeCompleter = completer
        rl_readline_name = UnsafePointer(strdup("lab"))
        // Words break only at blanks: quotes and backslashes belong to the word being completed.
        rl_basic_word_break_characters = UnsafePointer(strdup(" \t"))
        rl_attempted_completion_function = attemptCompletion
        // Keys are read by the lab, so that saves in a watched folder are served at the prompt.
        rl_getc_function = readKeyWhileWatching
        // libedit rings the bell after every completion it inserts, a unique one too; in a
        // classroom each Tab would beep. Its `bl` capability becomes a harmless no-op sequence
        // (an empty one would make libedit write BEL itself).
        rl_initialize()
        _ = rl_parse_and_bind("settc bl \u{1B}[m")
        LineEditor.installInterruptHandler()
    }

    /// Reads the history file, or warns once that there will be no history this time.
    func loadHistory(dataDirectory: String?) {
        guard let dataDirectory else { return }
        do {
            try DataDirectory.prepare(dataDirectory)
        } catch {
            warnNoHistory(error.message)
            return
        }
        let path = (dataDirectory as NSString).appendingPathComponent("history")
        historyPath = path
        if FileManager.default.fileExists(atPath: path) { _ = read_history(path) }
    }

    func readLine(prompt: String) -> Input {
        interruptReceived = 0
        guard let raw = readline(prompt) else {
            if interruptReceived != 0 {
                interruptReceived = 0
                return .interrupted
            }
            return .endOfInput
        }
        defer { free(raw) }
        let length = strlen(raw)
        return .line(Array(UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: length)))
    }

    /// Adds a non-blank line to the history and saves it right away, so a crash or a closed
    /// terminal loses nothing. The line is appended to the file, never the file rewritten from
    /// this lab's memory: another lab on the same data folder keeps the lines it wrote meanwhile.
    func remember(_ bytes: [UInt8]) {
        guard bytes.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return }
        let line = String(decoding: bytes, as: UTF8.self)
        _ = add_history(line)
        guard let historyPath else { return }
        let status = HistoryFile.append(line, to: historyPath)
        if status != 0 {
            warnNoHistory(tr("cannot write %@ (%@)", historyPath, String(cString: strerror(status))))
            self.historyPath = nil
        }
    }

    private func warnNoHistory(_ reason: String) {
        guard !warnedAboutHistory else { return }
        warnedAboutHistory = true
        Terminal.warn(tr("warning: history is off for this session: %@", reason))
    }

    /// SIGINT only sets a flag. libedit (which installs its own handler around `readline`
    /// and calls this one) then abandons the line and `readline` returns NULL; outside
    /// `readline` the flag is ignored, so Ctrl-C never ends the program.
    private static func installInterruptHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptReceived = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }
}

/// libedit's completion hook. `text` is libedit's idea of the word (split at blanks only),
/// `end` the cursor in characters; the completer works on the whole line.
private func attemptCompletion(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1
    guard let completer = activeCompleter, let text, let buffer = rl_line_buffer else { return nil }
    let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: strlen(buffer)), as: UTF8.self)
    // `end` counts characters as libedit does (wide characters, that is Unicode scalars).
    let prefix = String(String.UnicodeScalarView(line.unicodeScalars.prefix(Int(end))))
    let completion = completer.complete(line: prefix, cursor: prefix.count)
    // libedit replaces only its own word; keep the part of ours that comes before it.
    let ours = String(prefix.dropFirst(completion.wordStart))
    let theirs = String(cString: text)
    guard ours.hasSuffix(theirs) else { return nil }
    let lead = String(ours.dropLast(theirs.count))
    pendingCandidates = completion.candidates.filter { $0.hasPrefix(lead) }.map { String($0.dropFirst(lead.count)) }
    guard !pendingCandidates.isEmpty else { return nil }
    let single = pendingCandidates.count == 1
    let open = single && (pendingCandidates[0].hasSuffix("/"))
    rl_completion_append_character = open ? 0 : Int32(UInt8(ascii: " "))
    return rl_completion_matches(text, generateCandidate)
}

/// Hands libedit the pending candidates one per call (state 0 starts over); libedit frees them.
private func generateCandidate(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    let index = Int(state)
    guard index < pendingCandidates.count else { return nil }
    return strdup(pendingCandidates[index])
}
