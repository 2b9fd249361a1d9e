import BundleFormats

/// Loading a Mac nib as AppKit's nib loader does (Apple, "Resource Programming Guide", The Nib
/// Object Life Cycle): the nib's objects are made — windows, menus and window and view controllers
/// by the simulated AppKit in the app, the app's other classes with their initialisers — then the
/// outlets are connected (File's Owner's too), `awakeFromNib()` is sent, and the windows marked
/// "Visible At Launch" are shown. The main nib (`NSMainNibFile`) has the application as its
/// File's Owner, whose `delegate` outlet makes the app delegate; `NSNib` in code names its owner.
extension Device {
    /// The classes whose objects (and their subclasses') the simulated AppKit makes and connects itself.
    static let appKitNibBases: Set<String> = ["NSWindow", "NSPanel", "NSMenu", "NSWindowController", "NSViewController"]

    /// NSApplicationMain loads the main nib before the launch's first delegate method: the
    /// delegate is one of its objects.
    func loadMacMainNib(_ name: String, in process: AppProcess) throws(ProcessEnded) {
        guard let application = process.objects.application else { return }
        let nib = try macNib(named: name, in: process)
        _ = try instantiateMacNib(nib, named: name, owner: application, isMainNib: true, in: process)
    }

    /// A compiled nib of the app's `Contents/Resources`; a missing or damaged one raises in AppKit.
    func macNib(named name: String, in process: AppProcess) throws(ProcessEnded) -> Nib {
        _ = noteNameCase(name, among: process.app.bundle.nibs.keys, in: process)
        do { return try process.app.bundle.nib(named: name) } catch {
            throw raiseInUIKit(process, "NSInternalInconsistencyException", error.reason)
        }
    }

    /// Makes and connects the nib's objects; answers its top-level objects (placeholders
    /// excluded), in the nib's order. The main nib's loading and connections are logged.
    func instantiateMacNib(_ nib: Nib, named name: String, owner: ObjectRef?, isMainNib: Bool,
                           in process: AppProcess) throws(ProcessEnded) -> [ObjectRef] {
        guard let application = process.objects.application else { return [] }
        var refs: [String: ObjectRef] = [:]
        var made: [(ref: ObjectRef, archive: NibObject)] = []
        var visibleAtLaunch: [ObjectRef] = []
        var menuTargets: [(item: ObjectRef, target: String)] = []
        // The views inside windows and the nib's top-level views (AppKit's and the app's subclasses).
        var views: [(ref: ObjectRef, archive: NibObject)] = []
        for object in nib.objects {
            if let placeholder = object.attributes["placeholder"] {
                if placeholder == "IBFilesOwner", let owner { refs[object.id] = owner }
                if placeholder == NibObject.applicationPlaceholder { refs[object.id] = application }
                continue
            }
            let className = try resolvedClass(of: object, in: process)
            let base = uikitBase(of: className, in: process)
            var ref: ObjectRef?
            switch base {
            case "NSWindow", "NSPanel":
                let size = ColdLaunch.frame(object.attributes["contentRect"])
                ref = try performInUIKit(AppKitStep.makeNibWindow, on: application,
                                         arguments: [.string(className), .string(object.attributes["title"] ?? ""),
                                                     .double(size?.width ?? 480), .double(size?.height ?? 270)], in: process).object
                if let ref, object.attributes["visibleAtLaunch"] != "NO" { visibleAtLaunch.append(ref) }
                if let ref, let content = object.children.first { try makeMacViews(content, in: ref, refs: &refs, made: &views, in: process) }
            case "NSMenu":
                ref = try makeMacNibMenu(object, isMainMenu: isMainNib && object.attributes["systemMenu"] == "main",
                                         refs: &refs, targets: &menuTargets, in: process)
            case "NSWindowController", "NSViewController":
                // AppKit's controllers and the app's subclasses of them, made with `init(coder:)`.
                ref = try performInUIKit(AppKitStep.makeNibObject, on: application, arguments: [.string(className)], in: process).object
            case _ where isMacView(object, className: className, in: process):
                ref = try makeMacViews(object, in: application, refs: &refs, made: &views, in: process)
            default:
                ref = try instantiateObject(className, in: process, archive: object)
            }
            guard let ref else { continue }
            refs[object.id] = ref
            made.append((ref: ref, archive: object))
        }
        if isMainNib { record(.mac(.mainNibLoaded(nib: name, objects: made.map(\.ref.className))), app: process.bundleIdentifier) }
        for object in nib.objects {
            guard let source = refs[object.id] else { continue }
            for key in object.attributes.keys.sorted() where key.hasPrefix("outlet.") {
                guard let destination = object.attributes[key].flatMap({ refs[$0] }) else { continue }
                try connectMacOutlet(String(key.dropFirst("outlet.".count)), of: source, to: destination, logged: isMainNib, in: process)
            }
        }
        try connectMacMenuTargets(menuTargets, refs: refs, in: process)
        try connectMacViews(views, refs: refs, in: process)
        try awakeFromNib(archived: views.filter { view in !made.contains { $0.ref == view.ref } }, in: process)
        try awakeFromNib(archived: made, in: process)
        for window in visibleAtLaunch { try performInUIKit(AppKitStep.showNibWindow, on: window, in: process) }
        return made.map(\.ref)
    }

    /// One outlet. The application's `delegate` (File's Owner of the main nib, or the nib's
    /// Application object) sets the app delegate; AppKit's objects set their own properties;
    /// the app's classes set theirs. An outlet the object lacks raises, as key-value coding does.
    func connectMacOutlet(_ property: String, of source: ObjectRef, to destination: ObjectRef, logged: Bool,
                                  in process: AppProcess) throws(ProcessEnded) {
        let isApplication = source == process.objects.application
        let connected: Bool
        if isApplication {
            connected = property == "delegate"
            if connected {
                process.objects.delegate = destination
                try performInUIKit(AppKitStep.setDelegate, on: source, arguments: [.object(destination)], in: process)
            }
        } else if Self.appKitNibBases.contains(uikitBase(of: source.className, in: process))
                    || Self.appKitViewClasses.contains(uikitBase(of: source.className, in: process)) {
            connected = try performInUIKit(AppKitStep.setOutlet, on: source, arguments: [.string(property), .object(destination)], in: process) == .bool(true)
        } else {
            connected = process.code?.setOutlet(property, of: source, to: .object(destination)) != nil
        }
        guard connected else {
            throw raiseInUIKit(process, "NSUnknownKeyException",
                               "[<\(isApplication ? "NSApplication" : source.className)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property).")
        }
        if logged {
            record(.mac(.nibOutletConnected(owner: isApplication ? nil : source.className, property: property, destination: destination.className)),
                   app: process.bundleIdentifier)
        }
    }

    /// The main nib NSApplicationMain loads: Info.plist's `NSMainNibFile`, unless the app has
    /// a main storyboard (`NSMainStoryboardFile` wins, as in AppKit).
    static func macMainNib(of bundle: AppBundle) -> String? {
        if let storyboard = bundle.info["NSMainStoryboardFile"]?.string, !storyboard.isEmpty { return nil }
        guard let nib = bundle.info["NSMainNibFile"]?.string, !nib.isEmpty else { return nil }
        return nib
    }

    /// `NSStoryboard`'s `instantiateController(withIdentifier:)` or (nil) `instantiateInitialController()`:
    /// the classes AppKit makes in the app and the window's title (`HostCalls.macStoryboardScene`).
    /// An identifier the storyboard lacks raises, as AppKit does.
    func macStoryboardScene(_ name: String, identifier: String?, in process: AppProcess) throws(ProcessEnded) -> [String] {
        let storyboard = try self.storyboard(named: name, in: process)
        guard let archive = identifier.map({ storyboard.controller(withIdentifier: $0) }) ?? storyboard.initialController else {
            guard let identifier else { return [] }
            throw raiseInUIKit(process, "NSInvalidArgumentException",
                               "Storyboard (<NSStoryboard>) doesn't contain a controller with identifier '\(identifier)'")
        }
        let controllerClass = try resolvedClass(of: archive, in: process)
        var contentClass = ""
        if let contentID = archive.attributes["relationship.window.shadowedContentViewController"],
           let contentNib = storyboard.nibName(forControllerID: contentID), let content = storyboard.nibs[contentNib]?.objects.first {
            contentClass = try resolvedClass(of: content, in: process)
        }
        let isWindowController = uikitBase(of: controllerClass, in: process) == "NSWindowController"
        let title = isWindowController ? archive.attributes[CompiledStoryboard.windowTitleAttribute] ?? process.app.displayName : ""
        // Then where AppKit loads the controllers' views from: the storyboard, the controller's and its content's ids.
        return [controllerClass, contentClass, title, name, archive.id, archive.attributes["relationship.window.shadowedContentViewController"] ?? ""]
    }
}
