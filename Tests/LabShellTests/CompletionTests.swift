import Foundation
import Testing
@testable import LabShell

@Suite struct CompletionTests {
    init() { TestHome.prepare() }

    private func complete(_ line: String, in session: Session) -> Completion {
        Completer(session: session).complete(line: line, cursor: line.count)
    }

    @Test func commandNames() throws {
        let session = try Session()
        #expect(complete("he", in: session) == Completion(wordStart: 0, candidates: ["help"]))
        #expect(complete("re", in: session).candidates.contains("record"))
        #expect(complete("re", in: session).candidates.contains("replay"))
        #expect(complete("help wa", in: session) == Completion(wordStart: 5, candidates: ["wait", "watch"]))
        // A capital starts a UIKit type's name, which `help` explains as well.
        #expect(complete("help UIWin", in: session).candidates == ["UIWindow", "UIWindowScene", "UIWindowSceneDelegate"])
    }

    @Test func optionsChoicesAndOptionValues() throws {
        let session = try Session()
        #expect(complete("log --", in: session).candidates == ["--last", "--verbose"])
        #expect(complete("log --last ", in: session).candidates == [])
        #expect(complete("wait 3", in: session).candidates == ["30s", "3m"])
        #expect(complete("lesson lang ", in: session).candidates == ["en", "zh-Hans", "ru"])
    }

    @Test func theUsageLineDrivesCompletion() throws {
        let session = try Session(workingDirectory: TestHome.repository + "/Transcripts")
        // `run PATH|APP`: project folders and app names.
        let run = complete("run Empty", in: session).candidates
        #expect(run == [#""Empty Window""#])
        #expect(complete("run Projects/MyA", in: session).candidates == ["Projects/MyApp/"])
        // `record FILE|stop` offers the literal too; `build PATH [-o DIR]` its short option.
        #expect(complete("record st", in: session).candidates.contains("stop"))
        #expect(complete("build -", in: session).candidates == ["--swift-version", "--target", "-o"])
    }

    @Test func targetOffersTheProjectsApplicationTargets() throws {
        let session = try Session(workingDirectory: TestHome.repository + "/Transcripts")
        #expect(complete("build Projects/Duo --target ", in: session).candidates == ["Lite", "Pro"])
        #expect(complete("run Projects/Duo/Duo.xcodeproj --target P", in: session).candidates == ["Pro"])
        #expect(complete("install Projects/Quiet --target ", in: session).candidates == [])
    }

    @Test func anOptionsValueIsCompletedByItsPlaceholder() throws {
        let session = try Session(workingDirectory: TestHome.repository + "/Transcripts")
        // `-o DIR`: folders only (the transcripts beside Projects/ are files; the other folder
        // holds the project a recorded lesson session kept beside its transcript, watch-projects/
        // the copies a recorded watch session kept; ru/ and zh-Hans/ hold the transcripts recorded
        // in those languages).
        #expect(complete("build Projects/Quiet -o ", in: session)
                == Completion(wordStart: 24, candidates: ["Projects/", "lessons-resume-recorded-projects/", "ru/", "watch-projects/", "zh-Hans/"]))
        #expect(complete("build -o Projects/Qu", in: session).candidates == ["Projects/Quiet/"])
        #expect(complete("build -o Projects/Quiet/ ", in: session).candidates.contains("Projects/"))
        // Free-text values (`--alert TEXT`, `--last N`) offer nothing.
        #expect(complete("push --alert ", in: session).candidates == [])
        #expect(complete("log --last ", in: session).candidates == [])
    }

    @Test func aPathAfterAnAppIsInsideThatApp() throws {
        let session = try Session(workingDirectory: TestHome.repository + "/Transcripts")
        // `cat APP PATH`: the bundle's files and the container's folders, not the host's.
        let cat = complete(#"cat "Empty Window" "#, in: session).candidates
        #expect(cat.contains("Info.plist") && cat.contains("Base.lproj/") && cat.contains("Documents/") && cat.contains("tmp/"))
        #expect(!cat.contains("Projects/"))
        #expect(complete(#"cat "Empty Window" Base"#, in: session).candidates == ["Base.lproj/"])
        #expect(complete(#"cat "Empty Window" /et"#, in: session).candidates == [])
        // `container APP [DIR]`: the container's folders only.
        #expect(complete(#"container "Empty Window" "#, in: session).candidates == ["Documents/", "Library/", "tmp/"])
        #expect(complete(#"container "Empty Window" Library/"#, in: session).candidates == ["Library/Caches/", "Library/Preferences/"])
        // `plist APP [KEY]`: the keys of its Info.plist.
        #expect(complete(#"plist "Empty Window" CFBundleId"#, in: session).candidates == ["CFBundleIdentifier"])
        #expect(complete(#"plist "Empty Window" uimain"#, in: session).candidates == ["UIMainStoryboardFile"])
        // `push [APP] [FILE]`: the payload is the host's file.
        #expect(complete(#"push "Empty Window" Projects/Payloads/sh"#, in: session).candidates == ["Projects/Payloads/shipped.json"])
        // `run PATH|APP` still offers the host's folders.
        #expect(complete("run Projects/Qu", in: session).candidates == ["Projects/Quiet/"])
    }

    @Test func tapOffersTheTitlesOfControlsOnScreen() throws {
        let session = try Session(workingDirectory: TestHome.repository + "/Transcripts")
        #expect(complete("tap ", in: session).candidates == [], "nothing runs: nothing to tap")
        let run = session.execute(line: "run Projects/Contacts")
        #expect(run.error == nil, "\(run.lines)")
        #expect(complete("tap ", in: session).candidates == ["Add"])
        #expect(complete("tap a", in: session).candidates == ["Add"])
        #expect(complete("tap R", in: session).candidates == [])
    }

    @Test func quickActionOffersTheAppsItems() throws {
        let session = try Session(workingDirectory: TestHome.repository + "/Transcripts")
        #expect(session.execute(line: "install Projects/Shortcuts").failed == false)
        // Info.plist's items before the app has run; its own ones join once it set them.
        #expect(complete("quick-action Shortcuts ", in: session).candidates == [#""New Note""#, "Search"])
        #expect(complete("quick-action Shortcuts se", in: session).candidates == ["Search"])
        #expect(session.execute(line: "launch Shortcuts").failed == false)
        #expect(complete("quick-action Shortcuts O", in: session).candidates == [#""Open “Groceries”""#])
    }

    @Test func buildTakesItsOptionBeforeThePath() throws {
        let session = try Session(workingDirectory: TestHome.repository + "/Transcripts")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-build-o-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = session.execute(line: "build -o \(Tokenizer.quote(folder)) Projects/Quiet")
        #expect(outcome.error == nil, "\(outcome.lines)")
        #expect(FileManager.default.fileExists(atPath: folder + "/Quiet.app/Info.plist"))
    }

    @Test func aSharedDisplayNameOffersBothBundleIdentifiers() throws {
        let session = try Session(workingDirectory: TestHome.repository + "/Transcripts")
        #expect(session.execute(line: "install Projects/TrulyEmptyToo").failed == false)
        #expect(complete("launch Truly", in: session).candidates == ["com.example.TrulyEmpty", "org.example.trulyempty"])
        #expect(complete("launch \"Truly", in: session).candidates == [#""com.example.TrulyEmpty""#, #""org.example.trulyempty""#])
        #expect(complete("launch Empty", in: session).candidates == [#""Empty Window""#])
    }

    @Test func appsByNameQuotedAndByBundleIdentifier() throws {
        let session = try Session()
        let apps = session.device.installedApps
        try #require(!apps.isEmpty, "the device boots with system apps")
        let values = Completer(session: session).values(for: .app, current: "")
        #expect(values.contains(apps[0].displayName))
        #expect(values.contains(apps[0].bundleIdentifier))
        let spaced = "Has Space"
        #expect(Tokenizer.quote(spaced) == #""Has Space""#)
    }

    @Test func hostFilesRelativeToTheWorkingDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-complete-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder + "/My Project", withIntermediateDirectories: true)
        try "x".write(toFile: folder + "/notes.transcript", atomically: true, encoding: .utf8)
        try "x".write(toFile: folder + "/.hidden", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try Session(workingDirectory: folder)
        #expect(complete("replay ", in: session).candidates == [#""My Project/"#, "notes.transcript"])
        #expect(complete("replay n", in: session) == Completion(wordStart: 7, candidates: ["notes.transcript"]))
        #expect(complete(#"replay "My"#, in: session).candidates == [#""My Project/"#])
        #expect(complete("replay .h", in: session).candidates == [".hidden"])
    }

    @Test func nothingForUnknownCommands() throws {
        let session = try Session()
        #expect(complete("frobnicate x", in: session).candidates == [])
    }
}
