/// Home screen quick actions (docs/lifecycle.md "Quick actions"): the user chooses one of an
/// app's items. A not-running app launches with it (the launch options' `.shortcutItem`, or the
/// scene's `connectionOptions.shortcutItem`); a running or suspended one comes to the front and
/// gets `application(_:performActionFor:completionHandler:)` (or the window scene delegate's)
/// before it becomes active.
extension Device {
    /// The app's quick actions as the Home screen lists them: Info.plist's, then the app's own.
    public func quickActions(of app: InstalledApp) -> [ShortcutItem] {
        ShortcutItem.staticItems(of: app.bundle) + dynamicQuickActions.items(of: app.bundleIdentifier)
    }

    /// `quick-action APP TITLE`.
    public func quickAction(_ title: String, of app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        try refuseWhileInterrupted()
        guard !app.isSystemApp else { throw DeviceError.noQuickActions(app: app.displayName) }
        let items = quickActions(of: app)
        guard !items.isEmpty else { throw DeviceError.noQuickActions(app: app.displayName) }
        // Items may share a title: their subtitles tell them apart.
        let matches: [(ShortcutItem) -> Bool] = [{ $0.title == title }, { $0.title.lowercased() == title.lowercased() },
                                                 { $0.subtitle == title }, { $0.subtitle?.lowercased() == title.lowercased() }]
        guard let item = matches.lazy.compactMap({ match in items.first(where: match) }).first else {
            var seen = Set<String>()
            throw DeviceError.noSuchQuickAction(title, app: app.displayName, available: items.map(\.title).filter { seen.insert($0).inserted })
        }
        record(entry, as: .quickAction, arguments: [app.displayName, title])
        springboard.banner = nil
        springboard.overlay = nil
        if let front = frontProcess { run(.home, on: front) }
        let identifier = app.bundleIdentifier
        record(.system(.quickActionChosen(title: item.title, type: item.type)), app: identifier)
        guard let running = processes[identifier], !running.isEnded else {
            // A cold launch: the item travels in the launch options (or connection options);
            // the app delegate hears of it again unless a launch method returned false.
            beforeBecomingActive[identifier] = { [unowned self] process in
                guard !process.isSceneBased else { return }
                guard !process.declinedLaunchAction else {
                    record(.system(.quickActionDeclinedAtLaunch), app: identifier)
                    return
                }
                offerQuickAction(item, to: process)
            }
            bringToFront(app, launchOptions: item.launchOptions)
            beforeBecomingActive[identifier] = nil
            return
        }
        beforeBecomingActive[identifier] = { [unowned self] process in offerQuickAction(item, to: process) }
        bringToFront(app)
        beforeBecomingActive[identifier] = nil
    }

    /// `application(_:performActionFor:completionHandler:)`, or with scenes the window scene
    /// delegate's `windowScene(_:performActionFor:completionHandler:)`.
    private func offerQuickAction(_ item: ShortcutItem, to process: AppProcess) {
        let handler = makeCompletion(.quickAction, deadline: nil, in: process)
        if process.isSceneBased {
            guard let scene = process.objects.scene, let delegate = scene.delegate else { return }
            _ = try? offer(WindowSceneSelector.performActionForShortcutItem.rawValue, to: delegate,
                           arguments: [.object(scene.ref), .string(item.json), .closure(handler)], in: process)
        } else {
            let application = process.objects.application.map(AppValue.object) ?? .null
            _ = offerToDelegate(.performActionForShortcutItem, arguments: [application, .string(item.json), .closure(handler)], in: process)
        }
    }
}
