import Foundation
import Testing

/// LabCore records facts; LabShell words them (docs/architecture.md). This scans LabCore's
/// sources for string literals that read as English sentences (three or more lower-case words);
/// each one found must be iOS's own text — a console message, an exception reason, a crash
/// report's words, quoted as a device writes them and never translated — or a marker inside a
/// file format, listed below with the reason. Anything else is a sentence of the lab's own and
/// belongs in LabShell, behind `tr()`.
@Suite struct CoreHoldsNoProseTests {
    /// (file under Sources/LabCore, the literal's start) of every sentence LabCore may hold.
    static let iosText: [(file: String, starts: String)] = [
        // iOS's console messages and UIKit's warnings, as the device logs them.
        ("Notifications/Device+NotificationResponse.swift", "Warning: UNUserNotificationCenter delegate received call"),
        ("Lifecycle/ColdLaunch+Scenes.swift", "[SceneConfiguration] Info.plist contained no UIScene"),
        ("Lifecycle/ColdLaunch+Scenes.swift", "[SceneConfiguration] Info.plist configuration"),
        ("Lifecycle/ColdLaunch.swift", "The app delegate must implement the window property"),
        ("Lifecycle/ColdLaunch.swift", "The scene delegate must implement the window property"),
        ("Lifecycle/VersionDial.swift", "Applications are expected to have a root view controller"),
        ("Lifecycle/VersionDial.swift", "Application windows are expected to have a root view controller"),
        ("Lifecycle/Device+Engine.swift", "*** Terminating app due to uncaught exception"),
        ("Bundles/LaunchProblem.swift", "*** Terminating app due to uncaught exception"),
        ("Bundles/LaunchProblem.swift", "Failed to instantiate the default view controller"),
        ("Bundles/LaunchProblem.swift", "Unknown class "),
        ("UIKit/Device+Objects.swift", "[UIViewController] setValue:forUndefinedKey:"),
        ("UIKit/Device+Segues.swift", "Attempt to present "),
        ("UIKit/Device+Segues.swift", "which is already presenting"),
        ("UIKit/Device+Segues.swift", "while a presentation is in progress!"),
        ("UIKit/Device+Segues.swift", "whose view is not in the window hierarchy!"),
        // Exception reasons raised in the app, as UIKit, BackgroundTasks and Core Location raise them.
        ("Notifications/Device+AppRefresh.swift", "All launch handlers must be registered"),
        ("Notifications/Device+AppRefresh.swift", "Launch handler for task with identifier"),
        ("Device/Device+Tap.swift", "-["),
        ("Lifecycle/ColdLaunch+MainNib.swift", "[<"),
        // AppKit's exception reasons (a Mac nib's outlet, a storyboard without the asked-for scene).
        ("Mac/Device+MacNib.swift", "[<"),
        ("Mac/Device+MacNib.swift", "Storyboard (<NSStoryboard>) doesn't contain"),
        ("UIKit/Device+Objects.swift", "[<"),
        ("Lifecycle/ColdLaunch.swift", "Unable to instantiate the UIApplication subclass instance"),
        ("Bundles/AppBundle.swift", "Could not load NIB in bundle"),
        ("Bundles/LaunchProblem.swift", "Could not load NIB in bundle"),
        ("Bundles/LaunchProblem.swift", "Could not find a storyboard named"),
        ("Bundles/LaunchProblem.swift", "Could not instantiate class named"),
        ("Location/Device+Location.swift", "Delegate must respond to"),
        ("Location/Device+Location.swift", "Invalid parameter not satisfying"),
        ("UIKit/Device+Objects.swift", "Storyboard (<UIStoryboard>) doesn't contain"),
        ("UIKit/Device+Objects.swift", "Storyboard 'X' has no initial view controller"),
        ("UIKit/Device+Objects.swift", "invalid nib registered for identifier"),
        ("UIKit/Device+Segues.swift", "Receiver (<"),
        ("UIKit/Device+Segues.swift", "Could not find a storyboard scene for the destination"),
        // A crash report's words: iOS writes its reports in English on every device.
        ("Lifecycle/CrashReport.swift", "This app has crashed because it attempted to access"),
        ("Lifecycle/CrashReport.swift", "description. The app's Info.plist must contain"),
        ("Lifecycle/CrashReport.swift", "how the app uses this data."),
        ("Lifecycle/CrashReport.swift", "task ran past its background time allowance"),
        ("Lifecycle/CrashReport.swift", "X has active assertions beyond permitted time"),
        ("Lifecycle/Watchdog.swift", "scene-create watchdog transgression"),
        ("Lifecycle/Watchdog.swift", "scene-update watchdog transgression"),
        ("Lifecycle/Watchdog.swift", "main thread unresponsive"),
        ("Lifecycle/Watchdog.swift", "background work did not call its completion handler"),
        // The rule rows' citations as docs/lifecycle.md writes them (its generated table): published
        // documents' titles and the page's own section headings; `why` words the community ones.
        ("Lifecycle/LifecycleRule.swift", "community launch logs"),
        ("Lifecycle/LifecycleRule.swift", "Preparing your UI to run in the foreground"),
        ("Lifecycle/LifecycleRule.swift", "The switcher and force quit"),
        // A precondition: a fault of the lab itself, never shown to a learner as a message.
        ("Device/Clock.swift", "the virtual clock only moves forward"),
    ]

    /// (file under Sources/BundleFormats, the literal's start) of every sentence the formats may
    /// hold: the markers inside the files the lab's build writes, read by no one but the lab.
    static let formatMarkers: [(file: String, starts: String)] = [
        ("AssetCatalogArchive.swift", "LifecycleLab simulated Assets.car, format 1"),
        ("Interface/NibArchive.swift", "LifecycleLab simulated nib, format 1"),
        ("Executable/SimulatedExecutable.swift", "LifecycleLab class table, format 2"),
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path
    static let root = sources + "/LabCore"

    /// Every string literal under `root` (LabCore's sources) that reads as a sentence: (file, line, text).
    static func sentences(root: String = root) -> [(file: String, line: Int, text: String)] {
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        var found: [(String, Int, String)] = []
        for file in files {
            guard let source = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
            for (index, line) in source.components(separatedBy: "\n").enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for literal in literals(in: line) where isSentence(literal) {
                    found.append((file, index + 1, literal))
                }
            }
        }
        return found
    }

    static func literals(in line: String) -> [String] { SourceLiteral.all(in: line).map(\.text) }

    static func isSentence(_ text: String) -> Bool { SourceLiteral.isSentence(text) }

    @Test func theScannerFindsSentences() {
        #expect(Self.literals(in: #"throw BundleError("no app bundle at \(shortName(path, "x")): the folder does not exist") // a comment "here""#)
            == ["no app bundle at X: the folder does not exist"])
        #expect(Self.isSentence("no app bundle at X: the folder does not exist"))
        #expect(!Self.isSentence("UIApplicationMain"))
        #expect(!Self.isSentence("setTaskCompleted(success:X)"))
        #expect(Self.sentences().contains { $0.file == "Lifecycle/Watchdog.swift" })
    }

    @Test func labCoreHoldsNoSentenceOfTheLabsOwn() {
        let own = Self.sentences().filter { sentence in
            !Self.iosText.contains { sentence.file == $0.file && sentence.text.hasPrefix($0.starts) }
        }
        let listed = own.map { "Sources/LabCore/\($0.file):\($0.line): \($0.text)" }.joined(separator: "\n")
        #expect(own.isEmpty, "sentences of the lab's own in LabCore (word them in LabShell):\n\(listed)")
    }

    /// BundleFormats reads and writes the files a bundle is made of; what is wrong with one is a
    /// fact (`PlistProblem`, `XMLProblem`, `ArchiveDamage`) that LabShell and LabToolchain word.
    @Test func bundleFormatsHoldNoSentenceOfTheLabsOwn() {
        let found = Self.sentences(root: Self.sources + "/BundleFormats")
        #expect(FileManager.default.fileExists(atPath: Self.sources + "/BundleFormats/PropertyLists/PlistReader.swift"), "the scan reads BundleFormats' sources")
        let own = found.filter { sentence in
            !Self.formatMarkers.contains { sentence.file == $0.file && sentence.text.hasPrefix($0.starts) }
        }
        let listed = own.map { "Sources/BundleFormats/\($0.file):\($0.line): \($0.text)" }.joined(separator: "\n")
        #expect(own.isEmpty, "sentences of the lab's own in BundleFormats (make them facts LabShell words):\n\(listed)")
        for marker in Self.formatMarkers {
            #expect(found.contains { $0.file == marker.file && $0.text.hasPrefix(marker.starts) },
                    "no longer in BundleFormats: \(marker.file): \(marker.starts)" as Comment)
        }
    }

    /// LabRuntime runs the app processes and words nothing either: what it finds itself (a broken
    /// channel, a signal without the runtime's message, output cut, no Landlock) is a fact
    /// (`ProcessFault`, `Advice`) LabShell words. It quotes no iOS text, so no exception applies.
    @Test func labRuntimeHoldsNoSentence() {
        let found = Self.sentences(root: Self.sources + "/LabRuntime")
        #expect(FileManager.default.fileExists(atPath: Self.sources + "/LabRuntime/AppProcessCode.swift"), "the scan reads LabRuntime's sources")
        let listed = found.map { "Sources/LabRuntime/\($0.file):\($0.line): \($0.text)" }.joined(separator: "\n")
        #expect(found.isEmpty, "sentences of the lab's own in LabRuntime (make them facts LabShell words):\n\(listed)")
    }

    /// An exception that no longer matches anything would let a new sentence through unseen.
    @Test func everyExceptionIsStillThere() {
        let sentences = Self.sentences()
        for exception in Self.iosText {
            #expect(sentences.contains { $0.file == exception.file && $0.text.hasPrefix(exception.starts) },
                    "no longer in LabCore: \(exception.file): \(exception.starts)" as Comment)
        }
    }
}
