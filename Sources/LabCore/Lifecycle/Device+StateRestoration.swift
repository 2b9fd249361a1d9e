import Foundation

/// State preservation as the app moves to the background, restoration at the next launch, and
/// the cases where iOS throws the saved state away (docs/lifecycle.md "State preservation and
/// restoration"). UIKit in the app keeps the coders and writes the keyed archive; the device
/// decides when, offers the methods in their order and records what was saved and restored.
extension Device {
    /// The app delegate's opt-in, secure spelling (iOS 13.2+) first, then the older one.
    static let saveStateSelectors = [StateRestorationSelector.shouldSaveSecureApplicationState.rawValue, StateRestorationSelector.shouldSaveApplicationState.rawValue]
    static let restoreStateSelectors = [StateRestorationSelector.shouldRestoreSecureApplicationState.rawValue, StateRestorationSelector.shouldRestoreApplicationState.rawValue]

    /// The spelling the delegate implements, or nil: an app that implements neither opts out,
    /// and no line is shown for it.
    private func stateSelector(_ candidates: [String], delegate: ObjectRef, in process: AppProcess) -> String? {
        candidates.first { process.code?.implements($0, in: delegate.className) == true }
    }

    /// A file in the app's container (system apps have none: nothing is saved for them).
    func savedStateFile(_ relative: String, of process: AppProcess) -> String? {
        process.app.containerPath.map { $0 + "/" + relative }
    }

    /// Preservation, right after `applicationDidEnterBackground` (or `sceneDidEnterBackground`).
    func preserveState(of process: AppProcess) {
        guard dial.offersStateRestoration, process.code != nil, !process.isEnded else { return }
        if process.isSceneBased {
            preserveSceneActivity(of: process)
            return
        }
        guard let delegate = process.objects.delegate, let application = process.objects.application,
              let selector = stateSelector(Self.saveStateSelectors, delegate: delegate, in: process) else { return }
        let identifier = process.bundleIdentifier
        do {
            let secure = selector == Self.saveStateSelectors[0]
            let coder = try performInUIKit(StateRestorationStep.preservationBegin, on: application, arguments: [.bool(secure)], in: process)
            guard case .object = coder else { return }
            let answer = try offer(selector, to: delegate, arguments: [.object(application), coder], in: process)
            guard answer == .bool(true) else {
                record(.system(.statePreservationDeclined), app: identifier)
                return
            }
            try offer(StateRestorationSelector.willEncodeRestorableState.rawValue, to: delegate, arguments: [.object(application), coder], in: process)
            let entries = StateRestoration.preserved(windows: process.objects.windows)
            for entry in entries {
                let controllerCoder = try performInUIKit(StateRestorationStep.stateCoder, on: application,
                    arguments: [.object(entry.controller.ref), .string(entry.relation.rawValue)] + entry.path.map(AppValue.string),
                    in: process)
                try offer(StateRestorationSelector.encodeRestorableState.rawValue, to: entry.controller.ref, arguments: [controllerCoder], in: process)
            }
            try performInUIKit(StateRestorationStep.preservationFinish, on: application,
                               arguments: [.string(StateRestoration.archivePath(bundleIdentifier: identifier))], in: process)
            record(.system(.statePreserved(paths: entries.map { $0.path.joined(separator: "/") })), app: identifier)
        } catch {
            return
        }
    }

    /// The scene-based lifecycle: the scene delegate's `stateRestorationActivity(for:)`, then
    /// `updateUserActivityState(_:)` for each view controller that shares that activity.
    private func preserveSceneActivity(of process: AppProcess) {
        guard dial.offersSceneActivityRestoration, let scene = process.objects.scene, let delegate = scene.delegate,
              process.code?.implements(StateRestorationSelector.stateRestorationActivity.rawValue, in: delegate.className) == true else { return }
        let identifier = process.bundleIdentifier
        do {
            let activity = try offer(StateRestorationSelector.stateRestorationActivity.rawValue, to: delegate, arguments: [.object(scene.ref)], in: process)
            guard case .object = activity else {
                record(.system(.sceneActivityNotSaved), app: identifier)
                return
            }
            for controller in process.objects.loadedViewControllers {
                let shares = try performInUIKit(StateRestorationStep.sharesActivity, on: controller.ref, arguments: [activity], in: process)
                if shares == .bool(true) {
                    try offer(StateRestorationSelector.updateUserActivityState.rawValue, to: controller.ref, arguments: [activity], in: process)
                }
            }
            let type = try performInUIKit(StateRestorationStep.saveActivity, on: scene.ref,
                                          arguments: [activity, .string(StateRestoration.sceneActivityPath(bundleIdentifier: identifier))],
                                          in: process)
            if case let .string(activityType) = type { record(.system(.sceneActivitySaved(activityType: activityType)), app: identifier) }
        } catch {
            return
        }
    }

    /// Restoration, between `willFinishLaunching` and `didFinishLaunching`: only when a saved
    /// state exists and the delegate agrees. Controllers the storyboard made already are found
    /// by their identifier path; the others are made by their restoration class, the app
    /// delegate or the storyboard, and put back where they were.
    func restoreState(in process: AppProcess) throws(ProcessEnded) {
        guard dial.offersStateRestoration, !process.isSceneBased, process.code != nil,
              let delegate = process.objects.delegate, let application = process.objects.application,
              let selector = stateSelector(Self.restoreStateSelectors, delegate: delegate, in: process) else { return }
        let identifier = process.bundleIdentifier
        let archive = StateRestoration.archivePath(bundleIdentifier: identifier)
        guard let file = savedStateFile(archive, of: process), FileManager.default.fileExists(atPath: file) else { return }
        let coder = try performInUIKit(StateRestorationStep.savedStateOpen, on: application, arguments: [.string(archive)], in: process)
        guard case .object = coder else { return }
        let answer = try offer(selector, to: delegate, arguments: [.object(application), coder], in: process)
        guard answer == .bool(true) else {
            record(.system(.savedStateNotRestored), app: identifier)
            return
        }
        var restored: [(controller: ObjectRef, index: Int, path: [String])] = []
        var index = 0
        while case let .string(joined) = try performInUIKit(StateRestorationStep.savedStateEntry, on: application, arguments: [.int(index)], in: process) {
            defer { index += 1 }
            let path = joined.split(separator: "/").map(String.init)
            let parent = restored.last { $0.path == Array(path.dropLast()) }?.controller
            if let made = try recreateController(at: index, path: path, parent: parent, in: process) {
                restored.append((made, index, path))
            }
        }
        for entry in restored {
            let controllerCoder = try performInUIKit(StateRestorationStep.savedStateCoder, on: application, arguments: [.int(entry.index)], in: process)
            try offer(StateRestorationSelector.decodeRestorableState.rawValue, to: entry.controller, arguments: [controllerCoder], in: process)
        }
        for entry in restored {
            try offer(StateRestorationSelector.applicationFinishedRestoringState.rawValue, to: entry.controller, arguments: [], in: process)
        }
        try offer(StateRestorationSelector.didDecodeRestorableState.rawValue, to: delegate, arguments: [.object(application), coder], in: process)
        record(.system(.stateRestored(paths: restored.map { $0.path.joined(separator: "/") })), app: identifier)
        // A restored presented controller can be presented only once its presenter is in the
        // window: when the window has shown, before the app becomes active (**choice**).
        let earlier = beforeBecomingActive[identifier]
        beforeBecomingActive[identifier] = { [unowned self] process in
            earlier?(process)
            _ = try? self.performInUIKit(StateRestorationStep.presentRestored, on: application, in: process)
        }
    }

    /// The controller for a saved path (Apple, "About the UI restoration process"): its
    /// restoration class makes it; else the app delegate's
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`; else the one the
    /// storyboard already made with that path; else the storyboard makes it by the identifier.
    private func recreateController(at index: Int, path: [String], parent: ObjectRef?,
                                    in process: AppProcess) throws(ProcessEnded) -> ObjectRef? {
        guard let application = process.objects.application else { return nil }
        let parentValue = parent.map(AppValue.object) ?? .null
        if case let .string(restorationClass) = try performInUIKit(StateRestorationStep.savedStateRestorationClass, on: application,
                                                                   arguments: [.int(index)], in: process) {
            record(.callback(receiver: restorationClass, name: "viewController(withRestorationIdentifierPath:coder:)", implemented: true),
                   app: process.bundleIdentifier)
            return try performInUIKit(StateRestorationStep.savedStateRecreate, on: application, arguments: [.int(index), parentValue, .null], in: process).object
        }
        if let delegate = process.objects.delegate,
           process.code?.implements(StateRestorationSelector.viewControllerWithRestorationIdentifierPath.rawValue, in: delegate.className) == true {
            let coder = try performInUIKit(StateRestorationStep.savedStateCoder, on: application, arguments: [.int(index)], in: process)
            let made = try offer(StateRestorationSelector.viewControllerWithRestorationIdentifierPath.rawValue, to: delegate,
                                 arguments: [.object(application), .int(index), coder], in: process)
            if case let .object(ref) = made {
                return try performInUIKit(StateRestorationStep.savedStateRecreate, on: application, arguments: [.int(index), parentValue, .object(ref)], in: process).object
            }
        }
        if let existing = StateRestoration.preserved(windows: process.objects.windows, includingHidden: true).first(where: { $0.path == path }) {
            return existing.controller.ref
        }
        return try performInUIKit(StateRestorationStep.savedStateRecreate, on: application, arguments: [.int(index), parentValue, .null], in: process).object
    }

    /// The scene-based lifecycle: before `scene(_:willConnectTo:options:)`, the session's
    /// `stateRestorationActivity` is the activity saved when the scene last went to the
    /// background (nil when there is none). Returns the activity, for
    /// `scene(_:restoreInteractionStateWith:)` once the scene is connected.
    func restoreSceneActivity(session: ObjectRef, in process: AppProcess) throws(ProcessEnded) -> AppValue {
        guard dial.offersSceneActivityRestoration, process.code != nil else { return .null }
        let path = StateRestoration.sceneActivityPath(bundleIdentifier: process.bundleIdentifier)
        guard let file = savedStateFile(path, of: process), FileManager.default.fileExists(atPath: file) else { return .null }
        let activity = try performInUIKit(StateRestorationStep.restoreSessionActivity, on: session, arguments: [.string(path)], in: process)
        guard case let .object(ref) = activity else { return .null }
        if case let .string(type) = try performInUIKit(StateRestorationStep.activityType, on: ref, in: process) {
            record(.system(.sceneActivityRestored(activityType: type)), app: process.bundleIdentifier)
        }
        return activity
    }

    /// iOS deletes the saved state when the user force quits the app, and when the launch
    /// that would restore it crashes (Apple's StateRestoreChildViews ReadMe, "Important
    /// Debugging Rule").
    func discardSavedState(of app: InstalledApp, because reason: StateRestoration.DiscardReason) {
        guard let container = app.containerPath else { return }
        let folder = container + "/" + StateRestoration.folder + "/\(app.bundleIdentifier).savedState"
        guard FileManager.default.fileExists(atPath: folder) else { return }
        try? FileManager.default.removeItem(atPath: folder)
        record(.system(.savedStateDiscarded(reason)), app: app.bundleIdentifier)
    }
}
