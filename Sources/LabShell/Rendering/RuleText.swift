import LabCore

/// The words for the rule rows of the lifecycle tables (`LifecycleRules`): what each row is,
/// the choice the lab made where iOS is unclear, its transitions, eras and sources.
extension LifecycleRule {
    /// The row's "what happens" column.
    var title: String {
        switch id {
        case .home: tr("Home while active")
        case .homeBeforeMultitasking: tr("Home before multitasking: the app terminates")
        case .homeExitsOnSuspend: tr("Home with UIApplicationExitsOnSuspend: the app terminates")
        case .returnToApp: tr("tap the icon of a background or suspended app")
        case .lock: tr("screen locked: the app leaves as on Home")
        case .lockBeforeIOS5: tr("screen locked before iOS 5: the app only resigns active")
        case .unlock: tr("screen unlocked: the app returns as from the background")
        case .unlockBeforeIOS5: tr("screen unlocked before iOS 5: the app only becomes active")
        case .callArrives: tr("a call's alert covers the app")
        case .callDeclined: tr("the call is declined")
        case .callAnswered: tr("the call is answered: Phone comes in front")
        case .callAnsweredBeforeMultitasking: tr("the call is answered before multitasking: the app terminates")
        case .overlayOpened: tr("Notification Centre or Control Centre pulled down over the app")
        case .overlayClosed: tr("the overlay is closed")
        case .switcherOpened: tr("the app switcher opens over the app")
        case .switcherBack: tr("the same app is chosen in the switcher")
        case .switcherOther: tr("the app in front makes way for another app or the home screen")
        case .forceQuitSuspended: tr("a suspended app is swiped away in the switcher")
        case .forceQuitRunning: tr("a running app is swiped away in the switcher")
        case .memoryWarning: tr("a memory warning")
        case .reclaim: tr("memory pressure reclaims a suspended app")
        case .launchActiveFirst: tr("cold launch: applicationDidBecomeActive before viewDidAppear")
        case .launchAppearFirst: tr("cold launch: viewDidAppear before applicationDidBecomeActive")
        case .launchScenes: tr("cold launch of a scene-based app")
        case .launchInBackground: tr("launch into the background (a silent push, a background fetch)")
        case .sceneConnection: tr("a scene-based app running with no scene comes to the front")
        }
    }

    /// What the lab picked, for a row marked **choice**; nil for the others.
    var choice: String? {
        guard isChoice else { return nil }
        return switch id {
        case .homeExitsOnSuspend: tr("willResignActive, then willTerminate, after the App Programming Guide; some books put didEnterBackground first")
        case .forceQuitRunning: tr("a running app swiped away gets applicationWillTerminate, after community tests; Apple's guide says no notification")
        case .launchAppearFirst: tr("iOS 8 and iOS 11+ have viewDidAppear first, following Neuburg; no Apple document gives the order")
        case .launchScenes: tr("the root view appears before sceneWillEnterForeground and viewDidAppear comes after sceneDidBecomeActive, from community logs")
        case .launchInBackground: tr("no window is shown and no scene connects; Apple says only that the app is launched into the background")
        case .sceneConnection: tr("the scene connects when the user opens the app, then enters the foreground as at launch")
        default: nil
        }
    }

    /// The row's eras, with the rows that take the trigger in other eras.
    var siblings: [LifecycleRule] {
        LifecycleRules.all.filter {
            $0.id != id && (trigger != nil ? $0.trigger == trigger : $0.trigger == nil && $0.effect == effect && $0.condition == condition)
        }
    }
}

enum RuleText {
    static func transition(_ transition: Transition) -> String {
        switch transition {
        case .resignActive: tr("resign active")
        case .becomeActive: tr("become active")
        case .enterBackground: tr("enter the background")
        case .enterForeground: tr("enter the foreground")
        case .terminate: tr("terminate")
        case .silentEnd: tr("end with no method called")
        case .memoryWarning: tr("memory warning")
        }
    }

    /// "iOS 4+", "iOS 3–7, 9–10", "iOS 5".
    static func era(_ versions: [ClosedRange<Int>]) -> String {
        let parts = versions.map { range in
            range.upperBound >= 99 ? "\(range.lowerBound)+"
                : range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
        }
        return "iOS " + parts.joined(separator: ", ")
    }

    static func source(_ source: RuleSource) -> String {
        switch source.publisher {
        case .apple: tr("Apple, “%@”", source.rawValue)
        case .book: tr("Matt Neuburg, “%@”", source.rawValue)
        case .community, .press: communityName(source)
        }
    }

    /// The sources that are not a published document's title, in the learner's language.
    static func communityName(_ source: RuleSource) -> String {
        switch source {
        case .communityLaunchLogs: tr("community launch logs")
        case .communityTests: tr("community tests")
        case .communityLogs: tr("community logs")
        default: source.rawValue
        }
    }

    /// The lines that explain one row: what it is, its effect, its era on the dial, its sources
    /// and the choice made.
    static func lines(_ rule: LifecycleRule, iosVersion: Int, indent: String = "  ") -> [String] {
        var lines = [tr("rule %@ — %@", rule.id.rawValue, rule.title)]
        if !rule.transitions.isEmpty {
            lines.append(indent + tr("transitions: %@", rule.transitions.map(transition).joined(separator: " → ")))
        }
        if let condition = rule.condition {
            lines.append(indent + tr("when: %@", conditionText(condition)))
        }
        var era = tr("era: the dial is on iOS %d; this row holds on %@", iosVersion, self.era(rule.versions))
        let others = rule.siblings.filter { $0.condition == nil || rule.condition != nil }
        if !others.isEmpty {
            era += tr(" (other eras: %@)", others.map { "\($0.id.rawValue), \(self.era($0.versions))" }.joined(separator: "; "))
        }
        lines.append(indent + era)
        lines.append(indent + tr("source: %@ — docs/lifecycle.md, “%@”", rule.sources.map(source).joined(separator: "; "), rule.section))
        if let choice = rule.choice { lines.append(indent + tr("the lab's choice, where iOS is unclear: %@", choice)) }
        return lines
    }

    static func conditionText(_ condition: RuleCondition) -> String {
        switch condition {
        case .exitsOnSuspend: tr("Info.plist's UIApplicationExitsOnSuspend is true")
        case .launchedInBackground: tr("the system launches the app in the background")
        case .noSceneYet: tr("no scene is connected yet")
        }
    }
}

extension RuleText {
    /// docs/lifecycle.md's "The rule rows" table, in English, generated from `LifecycleRules`
    /// (`RuleTableDocumentationTests` checks the page holds exactly this, and rewrites it with
    /// `LAB_UPDATE_DOCS=1`).
    static func markdownTable() -> String {
        Words.speaking(.en) {
            var lines = ["| rule | what happens | iOS | does | section | sources |", "| --- | --- | --- | --- | --- | --- |"]
            for rule in LifecycleRules.all {
                let does: String = switch rule.effect {
                case let .transitions(list): list.map(transition).joined(separator: " → ")
                case .launch(.appBased): "the app-based launch steps (`LaunchTable`)"
                case .launch(.sceneBased): "the scene-based launch steps (`LaunchTable`)"
                }
                let condition = rule.condition.map { " — when \(conditionText($0))" } ?? ""
                let choice = rule.isChoice ? " (**choice**)" : ""
                lines.append("| `\(rule.id.rawValue)` | \(rule.title)\(condition)\(choice) | \(era(rule.versions).dropFirst(4)) | \(does) | \(rule.section) | \(rule.sources.map(\.rawValue).joined(separator: "; ")) |")
            }
            return lines.joined(separator: "\n")
        }
    }
}
