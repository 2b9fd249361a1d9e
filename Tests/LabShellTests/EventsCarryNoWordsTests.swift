import Foundation
import Testing
import LabCore
import LabLessons
@testable import LabShell

/// `--events` carries facts, never the lab's words (docs/formats.md, "Events: JSON Lines"), so
/// rewording a message changes no event line. The proof: one session — launches, Home, a call,
/// a push, memory pressure, a typo, and an app that breaks its channel to the system three ways
/// (crashes whose causes LabRuntime finds itself) — played in English, Chinese and Russian, where
/// every message of the lab is worded three times over. The terminal shows three different texts;
/// the event lines are the same bytes, and none holds a phrase of any message in the catalogs.
@Suite(.serialized) struct EventsCarryNoWordsTests {
    init() { TestHome.prepare() }

    static let commands = [
        "launch \"Empty Window\"", "home", "launch \"Empty Window\"", "call Mum", "answer", "hangup",
        "push \"Empty Window\" --alert Hello", "home", "memory-pressure", "hmoe", "launch Nope",
        "run Transcripts/Projects/WireAbuse", "launch WireAbuse", "launch WireAbuse", "home",
    ]

    /// The session's terminal lines and its event lines, in `language`.
    static func play(in language: Language) throws -> (shown: [String], events: [String]) {
        let session = try Session(workingDirectory: TestHome.repository)
        session.lessonDesk.language = language
        var shown: [String] = []
        for command in commands { shown += session.execute(line: command).lines }
        return (shown, session.device.log.events(after: 0).map(\.jsonLine))
    }

    /// The phrases of the lab's messages: every catalog key's text between its placeholders,
    /// where it reads as words (three or more lower-case words).
    static var phrases: Set<String> {
        let keys = MessageCatalog.loaded[.ru]?.entries.keys.map { $0 } ?? []
        var phrases = Set<String>()
        for key in keys {
            for piece in key.split(separator: /%(\d+\$)?[@d]|\n/) {
                let phrase = piece.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
                let words = phrase.split { !$0.isLetter }.filter { $0.count >= 2 && $0.allSatisfy(\.isLowercase) }
                if words.count >= 3 { phrases.insert(phrase) }
            }
        }
        return phrases
    }

    /// Every string value of an event line, decoded.
    static func strings(in line: String) -> [String] {
        func collect(_ value: Any) -> [String] {
            switch value {
            case let text as String: [text]
            case let array as [Any]: array.flatMap(collect)
            case let object as [String: Any]: object.values.flatMap(collect)
            default: []
            }
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else { return [] }
        return collect(object)
    }

    @Test func eventLinesAreTheSameWhateverTheWords() throws {
        let english = try Self.play(in: .en)
        let chinese = try Self.play(in: .zhHans)
        let russian = try Self.play(in: .ru)
        // The words differ…
        #expect(english.shown != chinese.shown && english.shown != russian.shown && chinese.shown != russian.shown)
        #expect(english.shown.contains { $0.contains("the app closed its channel to the system") })
        #expect(russian.shown.contains { $0.contains("приложение закрыло свой канал к системе") })
        // …the events do not.
        #expect(english.events == chinese.events)
        #expect(english.events == russian.events)
        // The causes the lab found itself are facts in them.
        #expect(english.events.contains { $0.contains(#""cause":"processFault","arguments":{"fault":"closedChannel","exceptionType":"EXC_CRASH (SIGKILL)"}"#) })
        #expect(english.events.contains { $0.contains(#""fault":{"fact":"wroteNotAMessage","arguments":{"line":"garbage\tfrom\tthe app"}}"#) })
        // No line holds a phrase of the lab's messages, so rewording one changes nothing here.
        let phrases = Self.phrases
        #expect(phrases.contains("the app closed its channel to the system (file descriptor 3 or 4) and went on running; the system ended it"))
        for line in english.events {
            let strings = Self.strings(in: line)
            let held = phrases.filter { phrase in strings.contains { $0.contains(phrase) } }
            #expect(held.isEmpty, "\(line) holds the lab's words: \(held.sorted())")
        }
    }
}
