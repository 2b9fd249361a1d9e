extension NibObject {
    /// The attribute naming a Cocoa control's action target (`<action selector="greet:" target="…">`):
    /// an object id of the nib (File's Owner `-2`, First Responder `-1`, an object's id).
    public static let actionTargetAttribute = "actionTarget"
}

/// The views inside a Mac app's windows (docs/lifecycle.md, "The Mac", Views and events): a
/// nib's or a storyboard's view tree made by the simulated AppKit in the app, its outlets and
/// sent actions connected; what each window shows, as the app reports it at the end of each
/// run-loop turn; and the user's clicks (`click`) and keys (`type`), which go to the active
/// app's key window.
extension Device {
    /// AppKit's view classes the simulated AppKit makes (an app's subclass of one is made as it).
    /// Another AppKit view a nib names (`NSBox`, `NSScrollView`…) is made as a plain `NSView`.
    static let appKitViewClasses: Set<String> = [
        "NSView", "NSControl", "NSTextField", "NSSecureTextField", "NSSearchField", "NSButton", "NSPopUpButton",
        "NSImageView", "NSStackView", "NSBox", "NSScrollView", "NSClipView", "NSTableView", "NSOutlineView",
        "NSSlider", "NSProgressIndicator", "NSSegmentedControl", "NSDatePicker", "NSColorWell", "NSLevelIndicator",
        "NSPathControl", "NSSplitView", "NSTabView", "NSVisualEffectView", "NSCollectionView", "NSTextView",
    ]

    /// Whether a nib object is a view (of AppKit's classes, or the app's subclass of one).
    func isMacView(_ archive: NibObject, className: String, in process: AppProcess) -> Bool {
        Self.appKitViewClasses.contains(archive.uikitClass) || Self.appKitViewClasses.contains(uikitBase(of: className, in: process))
    }

    /// The attributes a view's `init(coder:)` does not decode: its connections.
    private static func isConnection(_ key: String) -> Bool {
        key.hasPrefix("outlet.") || key.hasPrefix("outletCollection.") || key.hasPrefix("action.") || key.hasPrefix("segue.")
            || key == NibObject.actionTargetAttribute || key == NibObject.runtimeAttributesAttribute
    }

    /// Makes an archived view and its subviews in the app, parent first, each with the
    /// attributes its `init(coder:)` decodes (`__labAppKitMakeNibView`): a window takes it as
    /// its content view, a view as a subview (a stack view as an arranged subview), a view
    /// controller as its view; the application keeps a nib's top-level view. Each view made is
    /// added to `refs` by its nib id and to `made`, in the nib's order.
    @discardableResult
    func makeMacViews(_ archive: NibObject, in parent: ObjectRef, refs: inout [String: ObjectRef],
                      made: inout [(ref: ObjectRef, archive: NibObject)], in process: AppProcess) throws(ProcessEnded) -> ObjectRef? {
        let className = try resolvedClass(of: archive, in: process)
        var arguments: [AppValue] = [.string(className)]
        for key in archive.attributes.keys.sorted() where !Self.isConnection(key) {
            arguments += [.string(key), .string(archive.attributes[key] ?? "")]
        }
        guard let ref = try performInUIKit(AppKitStep.makeNibView, on: parent, arguments: arguments, in: process).object else { return nil }
        refs[archive.id] = ref
        made.append((ref: ref, archive: archive))
        for child in archive.children where child.attributes[NibObject.prototypeAttribute] == nil {
            try makeMacViews(child, in: ref, refs: &refs, made: &made, in: process)
        }
        return ref
    }

    /// The outlets and sent actions of a nib's views, once all its objects are made. An
    /// action's target is File's Owner, the application or an object of the nib; First
    /// Responder (or an object outside the nib) is nil: the action goes up the responder chain.
    func connectMacViews(_ views: [(ref: ObjectRef, archive: NibObject)], refs: [String: ObjectRef],
                         in process: AppProcess) throws(ProcessEnded) {
        for (ref, archive) in views {
            for key in archive.attributes.keys.sorted() where key.hasPrefix("outlet.") {
                guard let destination = archive.attributes[key].flatMap({ refs[$0] }) else { continue }
                try connectMacOutlet(String(key.dropFirst("outlet.".count)), of: ref, to: destination, logged: false, in: process)
            }
            guard let selector = archive.attributes.keys.sorted().first(where: { $0.hasPrefix("action.") }).flatMap({ archive.attributes[$0] }) else { continue }
            let target = archive.attributes[NibObject.actionTargetAttribute].flatMap { refs[$0] }
            _ = try performInUIKit(AppKitStep.setAction, on: ref, arguments: [.string(selector), target.map(AppValue.object) ?? .null], in: process)
        }
    }

    /// `loadView()` of a view controller a storyboard made: the view of its scene, its outlets
    /// to the view's subviews and the views' actions (to the controller, or up the responder
    /// chain) connected, then `awakeFromNib()` for the views.
    func loadMacStoryboardView(of controller: ObjectRef, storyboard name: String, identifier: String,
                               in process: AppProcess) throws(ProcessEnded) -> ObjectRef? {
        let storyboard = try self.storyboard(named: name, in: process)
        guard let archive = storyboard.controller(withIdentifier: identifier), archive.attributes[CompiledStoryboard.viewNibAttribute] != nil,
              let viewArchive = archive.children.first else { return nil }
        var refs: [String: ObjectRef] = [archive.id: controller]
        var made: [(ref: ObjectRef, archive: NibObject)] = []
        guard let root = try makeMacViews(viewArchive, in: controller, refs: &refs, made: &made, in: process) else { return nil }
        for key in archive.attributes.keys.sorted() where key.hasPrefix("outlet.") {
            guard let destination = archive.attributes[key].flatMap({ refs[$0] }) else { continue }
            try connectMacOutlet(String(key.dropFirst("outlet.".count)), of: controller, to: destination, logged: false, in: process)
        }
        try connectMacViews(made, refs: refs, in: process)
        // (The template's empty view says nothing new.)
        if made.count > 1 {
            record(.mac(.view(.storyboardViewLoaded(controller: controller.className, storyboard: name, subviews: made.count - 1))), app: process.bundleIdentifier)
        }
        try awakeFromNib(archived: made, in: process)
        return root
    }

    // MARK: What windows show

    /// The app reported what a window shows.
    func setMacWindowViews(_ views: [MacViewSnapshot], of window: ObjectRef, in process: AppProcess) {
        mac?.setViews(views, of: window, of: process.bundleIdentifier)
    }

    /// A control sent its action; the log shows it, then the method the target runs.
    func macActionSent(from control: ObjectRef?, selector: String, to target: ObjectRef?, in process: AppProcess) {
        let shown = control.flatMap { macView($0, of: process) }
        record(.mac(.view(.actionSent(control: control?.className ?? "", title: shown.map(Self.clickTitle) ?? "", selector: selector,
                                      target: target?.className, viaResponderChain: shown.map { $0.target.isEmpty } ?? false))),
               app: process.bundleIdentifier)
        if let target { record(.callback(receiver: target.className, name: Self.swiftName(ofAction: selector), implemented: true), app: process.bundleIdentifier) }
    }

    /// A window's first responder changed.
    func macFirstResponderChanged(to view: ObjectRef?, in window: ObjectRef?, process: AppProcess) {
        let title = mac?.windows[process.bundleIdentifier]?.first { $0.ref == window }?.title ?? ""
        record(.mac(.view(.firstResponder(view: view?.className, window: title))), app: process.bundleIdentifier)
    }

    /// A key no responder took: the Mac beeps.
    func macKeyNotHandled(_ key: String, in process: AppProcess) {
        record(.mac(.view(.keyNotHandled(key: key))), app: process.bundleIdentifier)
    }

    /// A view as its window last showed it.
    private func macView(_ ref: ObjectRef, of process: AppProcess) -> MacViewSnapshot? {
        for window in mac?.windows[process.bundleIdentifier] ?? [] {
            if let view = window.views.first(where: { $0.ref == ref }) { return view }
        }
        return nil
    }

    /// What `click` calls a view: its title or text, an empty field's placeholder, else its class.
    static func clickTitle(_ view: MacViewSnapshot) -> String {
        if !view.text.isEmpty, view.kind != "image" { return view.text }
        if !view.placeholder.isEmpty { return view.placeholder }
        return view.ref.className
    }

    /// The views of a window that are on screen (neither they nor a superview hidden).
    public static func visibleViews(of window: MacWindow) -> [MacViewSnapshot] {
        var hidden: [Bool] = []
        var visible: [MacViewSnapshot] = []
        for view in window.views {
            let isHidden = view.isHidden || (view.parent >= 0 && view.parent < hidden.count && hidden[view.parent])
            hidden.append(isHidden)
            if !isHidden { visible.append(view) }
        }
        return visible
    }

    // MARK: Clicks and keys

    /// The active app and its windows, front (key) first; nil when no app with a window is active.
    private func macKeyWindows() -> (process: AppProcess, windows: [MacWindow])? {
        guard let mac, let front = mac.frontmostApp, mac.state(of: front) == .active, let process = processes[front], process.code != nil,
              let windows = mac.windows[front], !windows.isEmpty else { return nil }
        return (process, windows)
    }

    /// What `click` accepts now: the titles of the active app's views (for Tab).
    public var macClickableTitles: [String] {
        guard let key = macKeyWindows() else { return [] }
        var titles: [String] = []
        for window in key.windows {
            for view in Self.visibleViews(of: window) where view.parent >= 0 || !view.ref.className.hasPrefix("NS") {
                let title = Self.clickTitle(view)
                if !(view.kind == "view" && title.hasPrefix("NS")), !titles.contains(title) { titles.append(title) }
            }
        }
        return titles
    }

    /// `click TITLE`: the user clicks a view of the active app's windows — a button by its title,
    /// a text field by its text (or placeholder), a label by its text, a view of the app's class
    /// by the class's name. Its window becomes key; AppKit delivers the mouse down and up.
    public func macClick(_ title: String, entry: ActionEntry? = nil) throws(DeviceError) {
        _ = try requireMac(DeviceAction.click.name)
        guard let key = macKeyWindows() else { throw DeviceError.mac(.view(.noKeyWindow)) }
        let (process, windows) = key
        var found: (view: MacViewSnapshot, window: MacWindow)?
        for match in [{ (view: MacViewSnapshot) in view.kind != "image" && view.text == title },
                      { (view: MacViewSnapshot) in view.placeholder == title },
                      { (view: MacViewSnapshot) in view.ref.className == title }] where found == nil {
            for window in windows where found == nil {
                if let view = Self.visibleViews(of: window).first(where: match) { found = (view, window) }
            }
        }
        guard let hit = found else {
            let titles = macClickableTitles
            let close = titles.filter { $0.lowercased() == title.lowercased() }
            throw DeviceError.mac(.view(.nothingToClick(title: title, clickable: close.isEmpty ? titles : close)))
        }
        let (view, window) = hit
        guard view.isEnabled else { throw DeviceError.mac(.view(.disabled(title: title, className: view.ref.className))) }
        record(entry ?? .record(arguments: [title]), as: .click)
        record(.mac(.view(.clicked(view: view.ref.className, title: title, window: window.title))), app: process.bundleIdentifier)
        if let handler = mouseDownHandler(of: view, in: window, process: process) {
            record(.callback(receiver: handler, name: Self.mouseDownSelector, implemented: true), app: process.bundleIdentifier)
        }
        _ = try? performInUIKit(AppKitStep.click, on: view.ref, in: process)
    }

    static let mouseDownSelector = "mouseDown(with:)"
    static let keyDownSelector = "keyDown(with:)"

    /// The app's view class whose `mouseDown(with:)` the click reaches: the view's own, or up its
    /// superviews until an AppKit control (which handles the click itself) — for the log.
    private func mouseDownHandler(of view: MacViewSnapshot, in window: MacWindow, process: AppProcess) -> String? {
        guard let code = process.code, var index = window.views.firstIndex(where: { $0.ref == view.ref }) else { return nil }
        while index >= 0, index < window.views.count {
            let current = window.views[index]
            if code.implements(Self.mouseDownSelector, in: current.ref.className) { return current.ref.className }
            if ["button", "checkbox", "field"].contains(current.kind) || (current.kind == "label" && current.acceptsFirstResponder) { return nil }
            index = current.parent
        }
        return nil
    }

    /// `type TEXT`: keys go to the active app's key window, one key down each, to its first
    /// responder (the window itself when no view is); Return is `"\r"`, Tab `"\t"`, Delete `"\u{7f}"`.
    public func macType(_ text: String, entry: ActionEntry? = nil) throws(DeviceError) {
        _ = try requireMac(DeviceAction.type.name)
        guard let key = macKeyWindows(), let window = key.windows.first else { throw DeviceError.mac(.view(.noKeyWindow)) }
        let process = key.process
        record(entry ?? .record(arguments: [text]), as: .type)
        let responder = window.views.first { $0.isFirstResponder }?.ref.className ?? "NSWindow"
        record(.mac(.view(.keysTyped(text: text, responder: responder, window: window.title))), app: process.bundleIdentifier)
        // One key at a time: the first responder may change between keys (Tab), and the log
        // shows each `keyDown(with:)` of the app's view class that takes one.
        for character in text {
            guard !process.isEnded, let shown = mac?.windows[process.bundleIdentifier]?.first(where: { $0.ref == window.ref }) else { return }
            if let first = shown.views.first(where: { $0.isFirstResponder }), process.code?.implements(Self.keyDownSelector, in: first.ref.className) == true {
                record(.callback(receiver: first.ref.className, name: Self.keyDownSelector, implemented: true), app: process.bundleIdentifier)
            }
            _ = try? performInUIKit(AppKitStep.type, on: window.ref, arguments: [.string(String(character))], in: process)
        }
    }
}
