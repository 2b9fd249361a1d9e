import Foundation
import Testing

/// The build's own sentences are catalog keys (`tr("…")` in LabToolchain, worded by LabShell in
/// the learner's language). This scans LabToolchain's sources for string literals that read as
/// English sentences (three or more lower-case words) and are not such a key: each one found
/// must be text the lab does not word — swiftc's or Xcode's words that the build looks for in
/// the compiler's output or writes as they do, the simulated SDK's API documentation, code the
/// build generates, a marker inside a file the build writes, iOS's own error descriptions —
/// listed below with the reason. Anything else is a sentence of the lab's own left in English.
@Suite struct ToolchainSentenceTests {
    /// (file under Sources/LabToolchain, the literal's start) of every sentence it may hold.
    static let notTheLabsWords: [(file: String, starts: String)] = [
        // swiftc's diagnostics the build recognizes in the compiler's output (lists of their starts).
        ("FollowOnErrors.swift", "cannot call value of non-function type"), ("FollowOnErrors.swift", "'nil' requires a contextual type"),
        ("FollowOnErrors.swift", "requires a contextual type"), ("FollowOnErrors.swift", "cannot infer contextual base"),
        ("FollowOnErrors.swift", "cannot infer type of closure parameter"), ("FollowOnErrors.swift", "cannot convert value of type"),
        ("FollowOnErrors.swift", "type of expression is ambiguous"), ("FollowOnErrors.swift", "failed to produce diagnostic for expression"),
        ("FollowOnErrors.swift", "reference to member"), ("FollowOnErrors.swift", "cannot find type '"),
        ("FollowOnErrors.swift", "has no member '"), ("FollowOnErrors.swift", "value of optional type"),
        ("FollowOnErrors.swift", "unable to infer"), ("FollowOnErrors.swift", "ambiguous use of"),
        ("FollowOnErrors.swift", "no exact matches in call to"),
        ("UnsimulatedSDKDiagnostics.swift", "'nil' requires a contextual type"),
        ("UnsimulatedSDKDiagnostics.swift", "cannot infer contextual base in reference to member"),
        ("UnsimulatedSDKDiagnostics.swift", "requires a contextual type"), ("UnsimulatedSDKDiagnostics.swift", "cannot infer type of closure parameter"),
        ("UnsimulatedSDKDiagnostics.swift", "reference to member"), ("UnsimulatedSDKDiagnostics.swift", "cannot convert value of type"),
        ("UnsimulatedSDKDiagnostics.swift", "no exact matches in call to"), ("UnsimulatedSDKDiagnostics.swift", "extra arguments at positions"),
        ("UnsimulatedSDKDiagnostics.swift", "incorrect argument label"),
        ("UnsimulatedSDKDiagnostics.swift", "argument passed to call that takes no arguments"),
        ("UnsimulatedSDKDiagnostics.swift", "missing arguments for parameters"),
        // The simulated SDK's `@available(message:)` texts, which swiftc quotes (found there too).
        ("UnsimulatedSDKDiagnostics.swift", "' is unavailable: LifecycleLab does not simulate "),
        // swiftc's and Xcode's own words, written as they write them.
        ("SwiftFrontEnd.swift", "no such module '"), ("SwiftFrontEnd.swift", "expressions are not allowed at the top level"),
        ("SwiftFrontEnd.swift", "'X' attribute can only apply to one type in a module"),
        ("SwiftFrontEnd.swift", "'X' attribute cannot be used in a module that contains top-level code"),
        ("SourceRewriter.swift", "'X' is deprecated; this is an error in the Swift 6 language mode"),
        ("ProjectLoader.swift", "Build input file cannot be found: '"),
        // The SDK's API documentation for what it declares but does not simulate (stays English, docs/formats.md).
        ("FrameworkStubs.swift", "@available(*, unavailable, message: \"LifecycleLab does not simulate X (X) yet\")"),
        ("AppKitViews.swift", "LifecycleLab does not simulate NSView drawing yet"),
        ("AppKitViews.swift", "LifecycleLab does not simulate NSView layout yet"),
        // AppKit's own exception reason for an action sent to a target without its method.
        ("AppKitViews.swift", "-[X X]: unrecognized selector sent to instance"),
        // Code the build generates into the app: a comment at the top of Core Data's classes,
        // SwiftPM's resource accessor, iOS's error descriptions and the unified log's formats.
        ("ManagedObjectClassGenerator.swift", "// Generated from X (X) by LifecycleLab"),
        ("LibraryAssembler.swift", "could not load resource bundle: from "),
        ("DeclaredFrameworks+HealthKit.swift", "Health data is unavailable on this device"),
        ("DeclaredFrameworks+Social.swift", "The Internet connection appears to be offline."),
        ("DeclaredFrameworks.swift", "WatchConnectivity session on paired device is not reachable."),
        ("DeclaredFrameworks.swift", "Companion app is not installed."),
        ("DeclaredFrameworks+MessageUI.swift", "MFMailComposeViewController is not archived"),
        ("DeclaredFrameworks+MessageUI.swift", "MFMessageComposeViewController is not archived"),
        ("DeclaredFrameworks+Social.swift", "SLComposeViewController is not archived"),
        ("DeclaredFrameworks.swift", "MCBrowserViewController is not archived"),
        ("DeclaredFrameworks.swift", "SFSafariViewController is not archived"),
        ("services-UnifiedLoggingModule.swift", "yyyy-MM-dd HH:mm:ss.SSS"), ("services-UnifiedLoggingModule.swift", "<decode: missing data>"),
        // The order of the build's phases, checked where a phase reads what an earlier one made: a
        // failure is a mistake in the lab's own list (BuildPhases), never something a learner did.
        ("AppBuildPhases.swift", "checkSwift and buildLibraries come first"),
        ("BundleAssembler.swift", "BuildPhases.app checks the Swift and adds the resources"),
        // Markers inside the files the build writes, read by no one but the lab.
        ("CodeSignature.swift", "Simulated profile: a real embedded.mobileprovision is a CMS-signed plist"),
        ("CodeSignature.swift", "LifecycleLab simulated X.dylib: the Swift runtime library Xcode embeds"),
    ]

    static let root = TestHome.repository + "/Sources/LabToolchain"

    typealias Literal = SourceLiteral

    static func literals(in line: String) -> [Literal] { SourceLiteral.all(in: line) }

    static func isSentence(_ text: String) -> Bool { SourceLiteral.isSentence(text) }

    /// Text the build looks for in another text (swiftc's output, a message), not text it says.
    static func isSearchedFor(_ literal: Literal) -> Bool {
        let before = literal.before.trimmingCharacters(in: .whitespaces)
        return ["hasPrefix(", "hasSuffix(", "contains(", "range(of:", "components(separatedBy:", "replacingOccurrences(of:"]
            .contains { before.hasSuffix($0) }
    }

    /// Swift the build generates (a class table, key-value coding's switch).
    static func isGeneratedCode(_ text: String) -> Bool {
        ["__lab", "__Lab", "{", "}", "case \"", "self."].contains { text.contains($0) }
    }

    /// Every literal in LabToolchain that reads as a sentence and is not a catalog key: (file, line, text).
    static func sentences() -> [(file: String, line: Int, text: String)] {
        let keys = MessageCatalogTests.codeKeys
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        var found: [(String, Int, String)] = []
        for file in files {
            guard let source = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
            for (index, line) in source.components(separatedBy: "\n").enumerated() {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                for literal in literals(in: line) where isSentence(literal.text) {
                    if keys.contains(literal.text) || isSearchedFor(literal) || isGeneratedCode(literal.text) { continue }
                    // A console note `[LifecycleLab] NAME: …` whose text is a key (`ConsoleNoteText`).
                    if literal.text.hasPrefix("[LifecycleLab] "), let colon = literal.text.range(of: ": "),
                       keys.contains(String(literal.text[colon.upperBound...])) { continue }
                    found.append((file, index + 1, literal.text))
                }
            }
        }
        return found
    }

    @Test func theScannerFindsSentences() {
        let found = Self.literals(in: #"throw BuildFailure(.error(path, "cannot read \(name): the folder is gone")) // "a comment""#)
        #expect(found.map(\.text) == ["cannot read X: the folder is gone"])
        #expect(Self.isSentence(found[0].text))
        #expect(Self.isSearchedFor(Self.literals(in: #"message.hasPrefix("cannot find type '")"#)[0]))
        #expect(!Self.isSearchedFor(found[0]))
        #expect(!Self.isSentence("UIApplicationMain"))
        #expect(Self.sentences().contains { $0.file == "FollowOnErrors.swift" })
    }

    @Test func labToolchainWordsEverySentenceOfItsOwn() {
        let own = Self.sentences().filter { sentence in
            !Self.notTheLabsWords.contains { sentence.file == $0.file && sentence.text.hasPrefix($0.starts) }
        }
        let listed = own.map { "Sources/LabToolchain/\($0.file):\($0.line): \($0.text)" }.joined(separator: "\n")
        #expect(own.isEmpty, "English sentences of the lab's own in LabToolchain (make each a tr(\"…\") key with its translations):\n\(listed)")
    }

    /// An exception that no longer matches anything would let a new sentence through unseen.
    @Test func everyExceptionIsStillThere() {
        let sentences = Self.sentences()
        for exception in Self.notTheLabsWords {
            #expect(sentences.contains { $0.file == exception.file && $0.text.hasPrefix(exception.starts) },
                    "no longer in LabToolchain: \(exception.file): \(exception.starts)" as Comment)
        }
    }
}
