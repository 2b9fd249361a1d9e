/// The rows of docs/lifecycle.md's lifecycle tables as one declaration: each row has an
/// identity, the trigger it answers, the iOS versions it holds for, what it does, the section
/// of docs/lifecycle.md that explains it and the sources behind it. The engine reads the
/// transitions from here (`TransitionTable.transitions`), every event it records names the row
/// that produced it (`Event.rule`), `why` reads the same rows, and a test keeps the page's
/// "The rule rows" table in step with them.

/// A public source the rules are written from, as docs/lifecycle.md cites it.
public enum RuleSource: String, Sendable, CaseIterable {
    case appProgrammingGuide = "App Programming Guide for iOS"
    case programmingIOS = "Programming iOS"
    case uikitReference = "UIKit reference"
    case communityLaunchLogs = "community launch logs"
    case communityTests = "community tests"
    case communityLogs = "community logs"
    case appleBug14058168 = "Apple bug 14058168"
    case macRumorsIOS14 = "MacRumors' iOS 14 guide"
    case pushingBackgroundUpdates = "Pushing background updates"
    case preparingUIForeground = "Preparing your UI to run in the foreground"

    /// Who published it: Apple's documents are named as Apple's.
    public enum Publisher: String, Sendable { case apple, book, community, press }

    public var publisher: Publisher {
        switch self {
        case .appProgrammingGuide, .uikitReference, .pushingBackgroundUpdates, .preparingUIForeground, .appleBug14058168: .apple
        case .programmingIOS: .book
        case .communityLaunchLogs, .communityTests, .communityLogs: .community
        case .macRumorsIOS14: .press
        }
    }
}

/// What a row does: a sequence of transitions (the "Leaving and returning" tables), or a
/// launch (`LaunchTable`'s steps, in the order the row says).
public enum RuleEffect: Sendable, Equatable {
    case transitions([Transition])
    case launch(LifecycleTableKind)
}

/// A condition a row needs beyond its iOS versions.
public enum RuleCondition: Sendable, Equatable {
    /// Info.plist's `UIApplicationExitsOnSuspend` is true.
    case exitsOnSuspend
    /// The app was launched by the system into the background (a silent push, a fetch).
    case launchedInBackground
    /// A scene-based app running with no scene comes to the front.
    case noSceneYet
}

public struct LifecycleRule: Sendable, Equatable {
    /// The row's identity, kept in every event the row produces.
    public enum ID: String, Sendable, CaseIterable {
        case home, homeBeforeMultitasking = "home-ios3", homeExitsOnSuspend = "home-exits-on-suspend"
        case returnToApp = "return"
        case lock, lockBeforeIOS5 = "lock-ios3-4", unlock, unlockBeforeIOS5 = "unlock-ios3-4"
        case callArrives = "call-arrives", callDeclined = "call-declined"
        case callAnswered = "call-answered", callAnsweredBeforeMultitasking = "call-answered-ios3"
        case overlayOpened = "overlay-opened", overlayClosed = "overlay-closed"
        case switcherOpened = "switcher-opened", switcherBack = "switcher-back", switcherOther = "switcher-other"
        case forceQuitSuspended = "force-quit-suspended", forceQuitRunning = "force-quit-running"
        case memoryWarning = "memory-warning", reclaim
        case launchActiveFirst = "launch-active-first", launchAppearFirst = "launch-appear-first"
        case launchScenes = "launch-scenes", launchInBackground = "launch-in-background"
        case sceneConnection = "scene-connection"
    }

    public let id: ID
    /// The trigger it answers (nil for launches, which start a process).
    public let trigger: Trigger?
    /// The iOS versions it holds for (the version dial's rows).
    public let versions: [ClosedRange<Int>]
    public let condition: RuleCondition?
    public let effect: RuleEffect
    /// The heading of docs/lifecycle.md that explains the row.
    public let section: String
    public let sources: [RuleSource]
    /// Where the sources are silent or disagree and the lab picked (**choice** on the page).
    public let isChoice: Bool

    public func holds(onIOS version: Int) -> Bool { versions.contains { $0.contains(version) } }

    /// The transitions of a transition row (empty for a launch).
    public var transitions: [Transition] {
        if case let .transitions(list) = effect { return list }
        return []
    }
}

public enum LifecycleRules {
    /// The last iOS version the lab's ranges reach ("and later").
    static let latest = 99
    static func from(_ range: PartialRangeFrom<Int>) -> ClosedRange<Int> { range.lowerBound...latest }
    static let all3 = [3...latest]

    /// Every row, in docs/lifecycle.md's order.
    public static let all: [LifecycleRule] = leaving + interruptions + switcher + memory + launches

    static let leaving: [LifecycleRule] = [
        row(.home, .home, [from(VersionDial.Era.multitasking)], [.resignActive, .enterBackground], "Leaving and returning", [.appProgrammingGuide]),
        row(.homeBeforeMultitasking, .home, [3...(VersionDial.Era.multitasking.lowerBound - 1)], [.resignActive, .terminate],
            "Leaving and returning", [.appProgrammingGuide]),
        row(.homeExitsOnSuspend, .home, [VersionDial.Era.exitsOnSuspend], [.resignActive, .terminate], "Leaving and returning",
            [.appProgrammingGuide], condition: .exitsOnSuspend, choice: true),
        row(.returnToApp, .returnToApp, all3, [.enterForeground, .becomeActive], "Leaving and returning", [.appProgrammingGuide]),
        row(.lock, .lock, [from(VersionDial.Era.lockEntersBackground)], [.resignActive, .enterBackground], "Leaving and returning", [.appProgrammingGuide]),
        row(.lockBeforeIOS5, .lock, [3...(VersionDial.Era.lockEntersBackground.lowerBound - 1)], [.resignActive], "Leaving and returning", [.appProgrammingGuide]),
        row(.unlock, .unlock, [from(VersionDial.Era.lockEntersBackground)], [.enterForeground, .becomeActive], "Leaving and returning", [.appProgrammingGuide]),
        row(.unlockBeforeIOS5, .unlock, [3...(VersionDial.Era.lockEntersBackground.lowerBound - 1)], [.becomeActive], "Leaving and returning", [.appProgrammingGuide]),
    ]

    static let interruptions: [LifecycleRule] = [
        row(.callArrives, .callArrives, all3, [.resignActive], "Interruptions", [.appProgrammingGuide]),
        row(.callDeclined, .callDeclined, all3, [.becomeActive], "Interruptions", [.appProgrammingGuide]),
        row(.callAnswered, .callAnswered, [from(VersionDial.Era.multitasking)], [.enterBackground], "Interruptions", [.appProgrammingGuide]),
        row(.callAnsweredBeforeMultitasking, .callAnswered, [3...(VersionDial.Era.multitasking.lowerBound - 1)], [.terminate],
            "Interruptions", [.appProgrammingGuide]),
        row(.overlayOpened, .overlayOpened, all3, [.resignActive], "Interruptions", [.appProgrammingGuide]),
        row(.overlayClosed, .overlayClosed, all3, [.becomeActive], "Interruptions", [.appProgrammingGuide]),
    ]

    /// The switcher (and force quit from it) came with multitasking, in iOS 4.
    static let fromMultitasking = [from(VersionDial.Era.multitasking)]

    static let switcher: [LifecycleRule] = [
        row(.switcherOpened, .switcherOpened, fromMultitasking, [.resignActive], "The switcher and force quit", [.appProgrammingGuide]),
        row(.switcherBack, .switcherBack, fromMultitasking, [.becomeActive], "The switcher and force quit", [.appProgrammingGuide]),
        row(.switcherOther, .switcherOther, fromMultitasking, [.enterBackground], "The switcher and force quit", [.appProgrammingGuide]),
        row(.forceQuitSuspended, .forceQuitSuspended, fromMultitasking, [.silentEnd], "The switcher and force quit", [.appProgrammingGuide]),
        row(.forceQuitRunning, .forceQuitRunning, fromMultitasking, [.terminate], "The switcher and force quit",
            [.communityTests], choice: true),
    ]

    static let memory: [LifecycleRule] = [
        row(.memoryWarning, .memoryWarning, all3, [.memoryWarning], "Memory and reclaim", [.appProgrammingGuide, .uikitReference]),
        row(.reclaim, .reclaim, all3, [.silentEnd], "Memory and reclaim", [.appProgrammingGuide]),
    ]

    static let launches: [LifecycleRule] = [
        LifecycleRule(id: .launchActiveFirst, trigger: nil, versions: VersionDial.Era.didBecomeActiveBeforeViewDidAppear, condition: nil,
                      effect: .launch(.appBased), section: "Cold launch",
                      sources: [.programmingIOS, .appleBug14058168], isChoice: false),
        LifecycleRule(id: .launchAppearFirst, trigger: nil, versions: complement(of: VersionDial.Era.didBecomeActiveBeforeViewDidAppear),
                      condition: nil, effect: .launch(.appBased), section: "Cold launch", sources: [.programmingIOS], isChoice: true),
        LifecycleRule(id: .launchScenes, trigger: nil, versions: [from(VersionDial.Era.scenes)], condition: nil,
                      effect: .launch(.sceneBased), section: "Scene-based lifecycle (iOS 13+)", sources: [.communityLogs], isChoice: true),
        LifecycleRule(id: .launchInBackground, trigger: nil, versions: [from(VersionDial.Era.backgroundPush)], condition: .launchedInBackground,
                      effect: .launch(.appBased), section: "Remote notifications", sources: [.pushingBackgroundUpdates], isChoice: true),
        LifecycleRule(id: .sceneConnection, trigger: nil, versions: [from(VersionDial.Era.scenes)], condition: .noSceneYet,
                      effect: .launch(.sceneBased), section: "Remote notifications", sources: [.preparingUIForeground], isChoice: true),
    ]

    static func row(_ id: LifecycleRule.ID, _ trigger: Trigger, _ versions: [ClosedRange<Int>], _ transitions: [Transition],
                    _ section: String, _ sources: [RuleSource], condition: RuleCondition? = nil, choice: Bool = false) -> LifecycleRule {
        LifecycleRule(id: id, trigger: trigger, versions: versions, condition: condition, effect: .transitions(transitions),
                      section: section, sources: sources, isChoice: choice)
    }

    /// The versions from 3 on that none of `ranges` holds.
    static func complement(of ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var start: Int?
        for version in 3...latest {
            let inside = ranges.contains { $0.contains(version) }
            if !inside, start == nil { start = version }
            if inside, let first = start { result.append(first...(version - 1)); start = nil }
        }
        if let first = start { result.append(first...latest) }
        return result
    }

    public static func rule(_ id: LifecycleRule.ID) -> LifecycleRule {
        all.first { $0.id == id }!
    }

    /// The row the engine runs for `trigger` on iOS `version`: a conditional row when its
    /// condition holds, else the row for that version.
    public static func row(for trigger: Trigger, iosVersion version: Int, exitsOnSuspend: Bool = false) -> LifecycleRule? {
        let candidates = (rowsByTrigger[trigger] ?? []).lazy.map { all[$0] }.filter { $0.holds(onIOS: version) }
        if exitsOnSuspend, let special = candidates.first(where: { $0.condition == .exitsOnSuspend }) { return special }
        return candidates.first { $0.condition == nil }
    }

    /// The positions in `all` of each trigger's rows, in order: the engine looks a row up for
    /// every step it runs, and going through the whole table copied every row each time.
    private static let rowsByTrigger: [Trigger: [Int]] = Dictionary(grouping: all.indices.filter { all[$0].trigger != nil }, by: { all[$0].trigger! })

    /// The launch row for an app of `kind` on iOS `version`.
    public static func launchRow(kind: LifecycleTableKind, dial: VersionDial, inBackground: Bool) -> LifecycleRule {
        if inBackground { return rule(.launchInBackground) }
        if kind == .sceneBased { return rule(.launchScenes) }
        return rule(dial.didBecomeActiveBeforeViewDidAppear ? .launchActiveFirst : .launchAppearFirst)
    }
}
