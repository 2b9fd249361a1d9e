import Foundation
import LabCore
import LabLessons

/// `help applicationDidEnterBackground`: Quick Help for the lifecycle API — when the method is
/// called (the rows that call it, per era), its time budget, what it must do, what it needs,
/// and the lessons that use it. The facts are `LifecycleAPI`'s; the words are here.
enum QuickHelpText {
    static func kind(_ kind: LifecycleAPIEntry.Kind) -> String {
        switch kind {
        case .appDelegate: tr("UIApplicationDelegate method")
        case .sceneDelegate: tr("UISceneDelegate method")
        case .viewController: tr("UIViewController method UIKit calls")
        case .notificationCenterDelegate: tr("UNUserNotificationCenterDelegate method")
        case .notification: tr("lifecycle notification")
        case .infoPlistKey: tr("Info.plist key")
        }
    }

    static func budget(_ limit: Watchdog.Limit) -> String {
        let seconds = limit.milliseconds / 1000
        return switch limit {
        case .launch: tr("time budget: the launch must finish within about %d s, or the watchdog kills the app (0x8badf00d; not under the debugger)", seconds)
        case .enterBackground: tr("time budget: about %d s to return, or the watchdog kills the app (0x8badf00d; not under the debugger)", seconds)
        case .completionHandler: tr("time budget: about %d s to call the completion handler, or the app is killed", seconds)
        case .unresponsive: tr("time budget: %d s without a word to the system, and the app is treated as hung", seconds)
        }
    }

    static func duty(_ duty: LifecycleAPIEntry.Duty) -> String {
        switch duty {
        case .returnQuickly: tr("return quickly: move long work off the main thread or into a background task")
        case .callCompletionHandler: tr("call the completion handler it is given, once, with the result")
        case .returnConfiguration: tr("return the UISceneConfiguration to connect the scene with")
        case .callSuper: tr("call super's implementation")
        case .releaseMemory: tr("release what can be made again: caches, images, views not on screen")
        case .saveState: tr("save what the user would lose: a suspended app may be reclaimed later with no method called")
        }
    }

    static func requirement(_ requirement: LifecycleAPIEntry.Requirement) -> String {
        switch requirement {
        case let .backgroundMode(mode): tr("needs: %@ in Info.plist's UIBackgroundModes", mode)
        case .notificationPermission: tr("needs: the user's permission for notifications")
        case let .infoKey(key): tr("needs: %@ in Info.plist", key)
        }
    }

    /// The facts of one entry, as `why` adds them under an event and `help` lists them.
    static func facts(_ entry: LifecycleAPIEntry, device: Device?) -> [String] {
        var lines: [String] = []
        var era = tr("exists on %@", RuleText.era(entry.versions))
        if let device { era += entry.exists(onIOS: device.iosVersion) ? tr(" (the dial is on iOS %d)", device.iosVersion) : tr(" — not on iOS %d, where the dial is", device.iosVersion) }
        lines.append(era)
        if let budget = entry.budget { lines.append(self.budget(budget)) }
        lines += entry.duties.map { tr("must: %@", duty($0)) }
        lines += entry.requirements.map(requirement)
        if let companion = entry.companion {
            lines.append(entry.kind == .notification ? tr("posted right after %@ (also when the method is not implemented)", companion)
                                                    : tr("followed by %@", companion))
        }
        if let counterpart = entry.sceneCounterpart {
            lines.append(entry.kind == .appDelegate ? tr("in a scene-based app (iOS 13+) not called: %@ is, and the notification is still posted", counterpart)
                                                    : tr("replaces %@ in a scene-based app", counterpart))
        }
        return lines
    }

    /// The whole Quick Help of `entries` (one name may name several).
    static func lines(_ entries: [LifecycleAPIEntry], device: Device, lessonsDirectory: String?) -> [String] {
        var lines: [String] = []
        for entry in entries {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(entry.name) — \(kind(entry.kind))")
            lines += facts(entry, device: device).map { "  " + $0 }
            let rules = entry.offeringRules
            if !rules.isEmpty {
                lines.append("  " + tr("when it is called (rows of the lifecycle tables, `why` names them):"))
                lines += rules.map { "    \(RuleText.era($0.versions))  \($0.id.rawValue) — \($0.title)" }
            } else if entry.kind == .infoPlistKey {
                lines.append("  " + tr("read by the build and at launch: `plist APP %@` shows an app's value", entry.name))
            } else {
                lines.append("  " + tr("called outside the lifecycle tables: docs/lifecycle.md says when"))
            }
            let lessons = self.lessons(using: entry, directory: lessonsDirectory, onTheMac: false)
            if lessons.isEmpty {
                lines.append("  " + tr("lessons: none uses it yet"))
            } else {
                lines.append("  " + tr("lessons that use it:"))
                lines += lessons.map { "    " + $0 }
            }
            // A Mac lesson that names the method means AppKit's namesake (NSApplicationDelegate).
            let macLessons = self.lessons(using: entry, directory: lessonsDirectory, onTheMac: true)
            if !macLessons.isEmpty {
                lines.append("  " + tr("the Mac's NSApplicationDelegate (AppKit) has its own method of this name; lessons that use AppKit's:"))
                lines += macLessons.map { "    " + $0 }
            }
        }
        return lines
    }

    /// The lessons whose lesson.yaml names the entry (in full or by its short name), with titles:
    /// the iPhone's lessons, or (`onTheMac`) the Mac's, which name AppKit's methods.
    static func lessons(using entry: LifecycleAPIEntry, directory: String?, onTheMac: Bool) -> [String] {
        guard let directory else { return [] }
        // A short name two entries share (`didEnterBackgroundNotification`) names neither.
        let names = LifecycleAPI.aliases(of: entry).filter { LifecycleAPI.entries(named: $0).count == 1 }
        let library = LessonLibrary(directory: directory)
        return library.lessons.compactMap { lesson in
            guard (lesson.macOS != nil) == onTheMac else { return nil }
            let path = (directory as NSString).appendingPathComponent("\(lesson.id)/lesson.yaml")
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
            guard names.contains(where: { mentions(text, $0) }) else { return nil }
            return "\(lesson.id) — \(lesson.title.text(in: Words.language))"
        }
    }

    /// Whether `text` names `name` as a whole word (`applicationDidEnterBackground` in
    /// `applicationDidEnterBackground(_:)`, not in `applicationDidEnterBackgroundNow`).
    static func mentions(_ text: String, _ name: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: name, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            let isWordCharacter = { (c: Character?) in c.map { $0.isLetter || $0.isNumber } ?? false }
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }
}
