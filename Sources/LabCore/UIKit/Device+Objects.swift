import BundleFormats

/// Making UIKit objects for a process: windows, view controllers, views; showing windows and
/// loading views (docs/lifecycle.md, "Cold launch" steps 7–8).
extension Device {
    func makeWindow(in process: AppProcess, frame: Rect?, scene: ObjectRef?, className: String = "UIWindow") -> UIWindow {
        let screen = UIScreen.main(iosVersion: iosVersion).bounds(in: process.interfaceOrientation)
        let frame = frame ?? (VersionDial.Era.windowWithoutFrame.contains(iosVersion) ? screen : .zero)
        let window = UIWindow(ref: process.objects.makeRef(className), frame: frame, scene: scene)
        process.objects.add(window)
        return window
    }

    func makeView(in process: AppProcess, className: String) -> UIView {
        let view = UIView(ref: process.objects.makeRef(className))
        process.objects.add(view)
        return view
    }

    /// Creates an object of `className`; an app class runs its initialisers. An object
    /// unarchived from a nib (`archive`) runs `init(coder:)`, which decodes from the archive.
    func instantiateObject(_ className: String, in process: AppProcess, archive: NibObject? = nil) throws(ProcessEnded) -> ObjectRef {
        let ref = process.objects.makeRef(className)
        if let archive { process.objects.archives[ref.id] = Self.decodable(archive) }
        try runInitializer(of: ref, in: process)
        return ref
    }

    /// An app class's initialiser runs for an object the device has made; UIKit's own classes
    /// are made in the app when app code first sees them.
    func runInitializer(of ref: ObjectRef, in process: AppProcess) throws(ProcessEnded) {
        guard let code = process.code, code.declaresClass(ref.className) else { return }
        process.callDepth += 1
        let outcome = code.instantiate(ref, host: AppHost(device: self, process: process))
        process.callDepth -= 1
        guard !process.isEnded, case .returned = outcome else { throw ProcessEnded() }
    }

    /// What `init(coder:)` may decode of an archived object: its own attributes, not its subviews.
    static func decodable(_ archive: NibObject) -> NibObject {
        var own = archive
        own.children = []
        return own
    }

    /// `ClassName()` / `ClassName(nibName:bundle:)`. With no nib name, UIKit looks for a nib
    /// named after the class without "Controller", then after the class itself.
    func makeViewController(in process: AppProcess, className: String, nibName: String?) throws(ProcessEnded) -> UIViewController {
        let controller = UIViewController(ref: try instantiateObject(className, in: process),
                                          baseClass: uikitBase(of: className, in: process))
        let bundle = process.app.bundle
        let candidates = nibName.map { [$0] } ?? [
            className.hasSuffix("Controller") ? String(className.dropLast("Controller".count)) : nil, className,
        ].compactMap { $0 }
        if let requested = candidates.first(where: { AppBundle.matchingCase($0, among: bundle.nibs.keys) != nil }),
           let name = noteNameCase(requested, among: bundle.nibs.keys, in: process), let nib = bundle.nibs[name] {
            controller.nibName = name
            controller.archivedView = nib.objects.first { $0.uikitClass != "UIViewController" && $0.attributes["placeholder"] == nil }
            controller.archiveSource = "\(name).nib"
            // File's Owner is the controller: its outlets connect as the view loads.
            controller.archive = nib.objects.first { $0.attributes["placeholder"] == "IBFilesOwner" }
        } else if let nibName {
            // The nib is looked for when the view loads; a missing one raises then.
            controller.nibName = nibName
        }
        process.objects.add(controller)
        return controller
    }

    /// `UIStoryboard(name:bundle:).instantiateInitialViewController()` or
    /// `instantiateViewController(withIdentifier:)`.
    func instantiateFromStoryboard(_ name: String, identifier: String?, in process: AppProcess) throws(ProcessEnded) -> UIViewController {
        let storyboard = try self.storyboard(named: name, in: process)
        let archive = identifier.map { storyboard.controller(withIdentifier: $0) } ?? storyboard.initialController
        guard let archive else {
            throw raiseInUIKit(process, "NSInvalidArgumentException", identifier.map {
                "Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier '\($0)'"
            } ?? "Storyboard '\(name)' has no initial view controller")
        }
        return try instantiateController(archive, from: storyboard, in: process)
    }

    /// `UIStoryboard(name:bundle:)`: a missing or damaged storyboard raises in UIKit.
    func storyboard(named name: String, in process: AppProcess) throws(ProcessEnded) -> CompiledStoryboard {
        _ = noteNameCase(name, among: process.app.bundle.storyboards.keys, in: process)
        do { return try process.app.bundle.storyboard(named: name) } catch {
            throw raiseInUIKit(process, "NSInvalidArgumentException", error.reason)
        }
    }

    /// Unarchives a storyboard scene's controller; its view stays archived until it loads.
    /// `containers` are the controllers being made around it: a relationship that leads back
    /// to one of them (a storyboard not built by the lab) raises instead of recursing forever.
    func instantiateController(_ archive: NibObject, from storyboard: CompiledStoryboard,
                               in process: AppProcess, containers: Set<String> = []) throws(ProcessEnded) -> UIViewController {
        if containers.contains(archive.id) {
            // iOS would recurse until the stack overflows; the lab stops at once and says why.
            crash(process, with: .processFault(fault: .storyboardContainsItself(storyboard: storyboard.name, controller: archive.id),
                                               exceptionType: "EXC_BAD_ACCESS (SIGSEGV)"))
            throw ProcessEnded()
        }
        let className = try resolvedClass(of: archive, in: process)
        let controller = UIViewController(ref: try instantiateObject(className, in: process, archive: archive),
                                          baseClass: uikitBase(of: className, in: process))
        controller.storyboardName = storyboard.name
        if let viewNib = archive.attributes[CompiledStoryboard.viewNibAttribute] {
            controller.nibName = viewNib
            controller.archiveSource = "\(storyboard.name).storyboardc/\(viewNib).nib"
        }
        controller.archivedView = archive.children.first { $0.attributes[NibObject.barItemAttribute] == nil }
        controller.archive = archive
        process.objects.add(controller)
        // Interface Builder's Restoration ID, or "Use Storyboard ID".
        let storyboardID = archive.attributes["useStoryboardIdentifierAsRestorationIdentifier"] == "YES" ? archive.attributes["storyboardIdentifier"] : nil
        if let identifier = archive.attributes["restorationIdentifier"] ?? storyboardID {
            controller.restorationIdentifier = identifier
            _ = process.code?.setProperty("restorationIdentifier", of: controller.ref, to: .string(identifier))
        }
        try installBarButtonItems(of: archive, on: controller, in: process)
        try awakeFromNib(archived: [(ref: controller.ref, archive: archive)], in: process)
        // Relationship segues: a navigation controller's root, a tab bar controller's tabs,
        // a split view controller's master (primary) then detail (secondary).
        for key in ["relationship.rootViewController", "relationship.viewControllers",
                    "relationship.masterViewController", "relationship.detailViewController"] {
            for destination in (archive.attributes[key] ?? "").split(separator: " ") {
                guard let childArchive = storyboard.controller(withIdentifier: String(destination)) else { continue }
                let child = try instantiateController(childArchive, from: storyboard, in: process,
                                                      containers: containers.union([archive.id]))
                child.parent = controller
                controller.children.append(child)
            }
        }
        return controller
    }

    /// A scene's navigation item's bar button items: made in the app with their titles and
    /// actions (sent to the controller, Interface Builder's usual destination), set as its
    /// navigation item's items, and kept on the device for `tap` and `views`.
    private func installBarButtonItems(of archive: NibObject, on controller: UIViewController, in process: AppProcess) throws(ProcessEnded) {
        for side in BarButtonSide.allCases {
            let archived = archive.children.filter { $0.attributes[NibObject.barItemAttribute] == side.rawValue }
            guard !archived.isEmpty else { continue }
            var items: [UIView] = []
            var arguments: [AppValue] = [.string(side.rawValue)]
            for object in archived {
                let item = UIView(ref: process.objects.makeRef(try resolvedClass(of: object, in: process)), nibID: object.id)
                item.text = object.attributes["title"] ?? object.attributes["systemItem"].map(Self.systemItemTitle)
                item.tag = Int(object.attributes["tag"] ?? "") ?? 0
                item.actions = Self.actions(of: object)
                for event in item.actions.keys { item.actionTargets[event] = controller.ref }
                process.objects.add(item)
                items.append(item)
                let title: AppValue = item.text.map { AppValue.string($0) } ?? .null
                let action: AppValue = item.actions["primaryActionTriggered"].map { AppValue.string($0) } ?? .null
                arguments += [.object(item.ref), title, action, .int(item.tag)]
            }
            if side == .left { controller.leftBarButtonItems = items } else { controller.rightBarButtonItems = items }
            try performInUIKit(UIKitStep.installBarButtonItems, on: controller.ref, arguments: arguments, in: process)
        }
    }

    /// What tapping an archived control sends: its actions by event (a bar button item's is
    /// `primaryActionTriggered`), or, for a control whose only connection is a segue, the
    /// segue (`UIView.segueEvent`, its identifier as the "selector").
    static func actions(of object: NibObject) -> [String: String] {
        var actions: [String: String] = [:]
        for (key, selector) in object.attributes where key.hasPrefix("action.") { actions[String(key.dropFirst(7))] = selector }
        // A container view's embed segue runs as its controller's view loads, not on a tap.
        if actions.isEmpty, let segue = object.attributes.keys.sorted().first(where: {
            $0.hasPrefix("segue.") && object.attributes[$0]?.hasPrefix("embed ") != true
        }) {
            actions[UIView.segueEvent] = String(segue.dropFirst(6))
        }
        return actions
    }

    /// A system bar button item's name as VoiceOver reads it (`add` → "Add").
    static func systemItemTitle(_ item: String) -> String {
        switch item {
        case "action": "Share"
        case "trash": "Delete"
        case "fastForward": "Fast Forward"
        default: item.prefix(1).uppercased() + item.dropFirst()
        }
    }

    /// The class the nib unarchiver instantiates for `object`: an unknown custom class is
    /// logged and falls back to the UIKit class; a class from a framework the app does not
    /// link cannot be instantiated (uncaught exception).
    func resolvedClass(of object: NibObject, in process: AppProcess) throws(ProcessEnded) -> String {
        let declares = { (name: String) in process.code?.declaresClass(name) ?? false }
        let (className, unknown) = object.instantiatedClass(appDeclares: declares)
        if let unknown {
            record(.warning(text: LaunchProblem.unknownClassMessage(unknown)), app: process.bundleIdentifier)
        }
        if SDKFrameworks.unlinkedFramework(for: className, linked: process.app.bundle.linkedFrameworks, appDeclares: declares) != nil {
            throw raiseInUIKit(process, "NSInvalidUnarchiveOperationException", LaunchProblem.classNotLinkedMessage(className))
        }
        return className
    }

    /// Builds a view tree from its archive. A view of an app class runs `init(coder:)` once
    /// its subviews are made (UIKit's `init(coder:)` decodes the subviews before it returns).
    func unarchiveView(_ object: NibObject, in process: AppProcess) throws(ProcessEnded) -> UIView {
        let view = UIView(ref: process.objects.makeRef(try resolvedClass(of: object, in: process)), nibID: object.id)
        view.backgroundColor = object.attributes["backgroundColor"]
        view.text = object.attributes["text"] ?? object.attributes["title"]
        view.archivedFrame = ColdLaunch.frame(object.attributes["frame"])
        view.tag = Int(object.attributes["tag"] ?? "") ?? 0
        view.actions = Self.actions(of: object)
        view.isEnabled = object.attributes["enabled"] != "NO"
        view.runtimeAttributes = object.attributes[NibObject.runtimeAttributesAttribute]
        for (key, destination) in object.attributes where key.hasPrefix("outlet.") { view.outletDestinations[String(key.dropFirst(7))] = destination }
        for child in object.children {
            if let identifier = child.attributes[NibObject.prototypeAttribute] {
                view.prototypes[identifier] = child
            } else {
                view.addSubview(try unarchiveView(child, in: process))
            }
        }
        process.objects.add(view)
        process.objects.archives[view.ref.id] = Self.decodable(object)
        try runInitializer(of: view.ref, in: process)
        return view
    }

    /// The end of loading a nib, once its objects are made and connected: each object's
    /// user-defined runtime attributes (and `@IBInspectable` values) are set, then every object
    /// of the nib gets `awakeFromNib()` (those of app classes that implement it appear in the log).
    func awakeFromNib(_ views: [UIView], in process: AppProcess) throws(ProcessEnded) {
        try finishLoading(views.map { (ref: $0.ref, runtimeAttributes: $0.runtimeAttributes) }, in: process)
    }

    /// A storyboard scene's controller once its scene is instantiated, a main nib's objects.
    func awakeFromNib(archived objects: [(ref: ObjectRef, archive: NibObject)], in process: AppProcess) throws(ProcessEnded) {
        try finishLoading(objects.map { (ref: $0.ref, runtimeAttributes: $0.archive.attributes[NibObject.runtimeAttributesAttribute]) }, in: process)
    }

    private func finishLoading(_ objects: [(ref: ObjectRef, runtimeAttributes: String?)], in process: AppProcess) throws(ProcessEnded) {
        for (ref, attributes) in objects {
            guard let attributes else { continue }
            var arguments: [AppValue] = []
            for line in attributes.split(separator: "\n") {
                let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
                guard fields.count == 3 else { continue }
                arguments += fields.map(AppValue.string)
            }
            try performInUIKit(UIKitStep.setRuntimeAttributes, on: ref, arguments: arguments, in: process)
        }
        let awake = StoryboardSelector.awakeFromNib.rawValue
        for (ref, _) in objects where process.code?.implements(awake, in: ref.className) == true {
            _ = try offer(awake, to: ref, arguments: [], in: process)
        }
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)` for a storyboard's prototype cell: a new
    /// cell unarchived from the prototype, its outlets (to views inside it) connected; nil when
    /// the collection view has no prototype with that identifier.
    func makeCell(fromPrototype identifier: String, of collectionView: ObjectRef, in process: AppProcess) throws(ProcessEnded) -> ObjectRef? {
        guard let prototype = process.objects.view(collectionView)?.prototypes[identifier] else { return nil }
        return try makeCell(from: prototype, in: process)
    }

    /// A cell registered with a nib: the nib's first table or collection view cell (a
    /// missing nib raises, as UIKit's loading does).
    func makeCell(fromNib name: String, in process: AppProcess) throws(ProcessEnded) -> ObjectRef? {
        let nib: Nib
        _ = noteNameCase(name, among: process.app.bundle.nibs.keys, in: process)
        do { nib = try process.app.bundle.nib(named: name) } catch {
            throw raiseInUIKit(process, "NSInternalInconsistencyException", error.reason)
        }
        guard let prototype = nib.objects.first(where: { ["UITableViewCell", "UICollectionViewCell"].contains($0.uikitClass) }) else {
            throw raiseInUIKit(process, "NSInternalInconsistencyException",
                               "invalid nib registered for identifier - nib must contain exactly one top level object which must be a UITableViewCell instance")
        }
        return try makeCell(from: prototype, in: process)
    }

    private func makeCell(from prototype: NibObject, in process: AppProcess) throws(ProcessEnded) -> ObjectRef? {
        let cell = try unarchiveView(prototype, in: process)
        for key in prototype.attributes.keys.sorted() where key.hasPrefix("outlet.") {
            guard let destination = prototype.attributes[key], let target = cell.find(nibID: destination) else { continue }
            let property = String(key.dropFirst("outlet.".count))
            if let code = process.code, code.setOutlet(property, of: cell.ref, to: .object(target.ref)) == nil {
                throw raiseUnknownOutlet(property, of: cell.ref, in: process)
            }
        }
        if process.isEnded { throw ProcessEnded() }
        try awakeFromNib(cell.allViews, in: process)
        return cell.ref
    }

    /// The resource a lookup finds (`AppBundle.matchingCase`); a name differing in case is
    /// found, with a warning that an iPhone would not find it.
    func noteNameCase(_ requested: String, among names: some Sequence<String>, in process: AppProcess) -> String? {
        let found = AppBundle.matchingCase(requested, among: names)
        if let found, found != requested {
            record(.advice(.nameCaseDiffers(requested: requested, found: found)), app: process.bundleIdentifier)
        }
        return found
    }

    /// An outlet the nib connects but the object lacks: UIKit's `setValue(_:forKey:)` raises
    /// `NSUnknownKeyException`. Returns the error to throw.
    func raiseUnknownOutlet(_ property: String, of receiver: ObjectRef, in process: AppProcess) -> ProcessEnded {
        raiseInUIKit(process, "NSUnknownKeyException",
                     "[<\(receiver.className)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property).")
    }

    /// An uncaught exception raised by UIKit itself; returns the error to throw.
    func raiseInUIKit(_ process: AppProcess, _ name: String, _ reason: String) -> ProcessEnded {
        crash(process, with: .uncaughtException(name: name, reason: reason))
        return ProcessEnded()
    }

    /// `makeKeyAndVisible()`: the window becomes key (others resign) and visible; its root
    /// view controller's view loads.
    func makeKeyAndVisible(_ window: UIWindow, in process: AppProcess) throws(ProcessEnded) {
        record(.system(.madeKeyAndVisible), app: process.bundleIdentifier)
        try makeKey(window, in: process)
        window.isHidden = false
        if let root = window.rootViewController { _ = try loadViewIfNeeded(root, in: process) }
    }

    /// The window becomes the app's key window: the one that was key gets `resignKey()` and
    /// this one `becomeKey()` (`resignKeyWindow()`/`becomeKeyWindow()` before iOS 15), each
    /// only where the app's window class overrides it.
    func makeKey(_ window: UIWindow, in process: AppProcess) throws(ProcessEnded) {
        let previous = process.objects.keyWindow
        for other in process.objects.windows { other.isKey = false }
        window.isKey = true
        guard previous !== window else { return }
        let modern = iosVersion >= 15
        if let previous {
            let resign = modern ? KeyWindowSelector.resignKey.rawValue : KeyWindowSelector.resignKeyWindow.rawValue
            if process.code?.implements(resign, in: previous.className) == true { _ = try offer(resign, to: previous.ref, arguments: [], in: process) }
        }
        let become = modern ? KeyWindowSelector.becomeKey.rawValue : KeyWindowSelector.becomeKeyWindow.rawValue
        if process.code?.implements(become, in: window.className) == true { _ = try offer(become, to: window.ref, arguments: [], in: process) }
    }

    /// Loads a controller's view the first time it is asked for: `loadView()` (the app's own,
    /// or UIKit's from the nib or storyboard scene, or a plain view), then `viewDidLoad()`.
    func loadViewIfNeeded(_ controller: UIViewController, in process: AppProcess) throws(ProcessEnded) -> UIView {
        if let view = controller.view { return view }
        let loadView = ViewControllerCallback.loadView.rawValue
        try offer(loadView, to: controller.ref, arguments: [], in: process)
        if controller.view == nil {
            // The view is recorded as loaded before its outlets connect, so what the app
            // prints while they connect follows the loadView line.
            try installDefaultView(controller, connectingOutlets: false, in: process)
            if process.code?.implements(loadView, in: controller.className) != true, let source = controller.viewSource {
                record(.system(.viewLoaded(from: source)), app: process.bundleIdentifier)
            }
            if controller.archivedView != nil, let view = controller.view {
                try connectOutlets(of: controller, to: view, in: process)
                try awakeFromNib(view.allViews, in: process)
                try performEmbedSegues(of: controller, in: process)
            }
        }
        guard let view = controller.view else { throw ProcessEnded() }
        try offer(ViewControllerCallback.viewDidLoad.rawValue, to: controller.ref, arguments: [], in: process)
        return view
    }

    /// UIKit's own `loadView()`: the archived view (nib or storyboard scene), or a plain view.
    func installDefaultView(_ controller: UIViewController, connectingOutlets: Bool = true, in process: AppProcess) throws(ProcessEnded) {
        if controller.archivedView == nil, controller.archiveSource == nil, let nibName = controller.nibName {
            do { _ = try process.app.bundle.nib(named: nibName) } catch {
                throw raiseInUIKit(process, "NSInternalInconsistencyException", error.reason)
            }
        }
        if let archive = controller.archivedView {
            let view = try unarchiveView(archive, in: process)
            controller.view = view
            controller.viewSource = controller.archiveSource.map(ViewSource.nib)
            if connectingOutlets {
                try connectOutlets(of: controller, to: view, in: process)
                try awakeFromNib(view.allViews, in: process)
            }
        } else if uikitBase(of: controller.className, in: process) == "UITableViewController" {
            controller.view = makeScreenSizedView(in: process, className: "UITableView")
            controller.viewSource = .tableView
        } else if uikitBase(of: controller.className, in: process) == "UICollectionViewController" {
            controller.view = makeScreenSizedView(in: process, className: "UICollectionView")
            controller.viewSource = .collectionView
        } else {
            controller.view = makeScreenSizedView(in: process, className: "UIView")
            controller.viewSource = .plainView
        }
    }

    /// The view UIKit's own `loadView()` makes when there is no nib: the size of the screen, so
    /// `viewDidLoad` can size subviews from `view.bounds` as on iOS. The app makes its UIKit
    /// object on first sight through `init(coder:)`, which decodes the frame given here as a
    /// nib's view decodes its archived one.
    private func makeScreenSizedView(in process: AppProcess, className: String) -> UIView {
        let view = makeView(in: process, className: className)
        let screen = UIScreen.main(iosVersion: iosVersion).bounds(in: process.interfaceOrientation)
        process.objects.archives[view.ref.id] = NibObject(id: "", uikitClass: className,
                                                          attributes: ["frame": "0 0 \(screen.width) \(screen.height)"])
        return view
    }

    /// The nib's outlet connections, set on the controller as the nib loads (UIKit's
    /// `setValue(_:forKey:)`): `@IBOutlet var label: UILabel!` then holds the label.
    func connectOutlets(of controller: UIViewController, to view: UIView, in process: AppProcess) throws(ProcessEnded) {
        // The scene's actions go to its controller (Interface Builder's usual destination).
        for subview in view.allViews {
            for event in subview.actions.keys where subview.actionTargets[event] == nil { subview.actionTargets[event] = controller.ref }
        }
        guard let archive = controller.archive, let code = process.code else { return }
        for key in archive.attributes.keys.sorted() where key.hasPrefix("outlet.") {
            let property = String(key.dropFirst("outlet.".count))
            guard property != "view", let destination = archive.attributes[key],
                  let target = view.find(nibID: destination) ?? controller.barButtonItems.first(where: { $0.nibID == destination }) else { continue }
            if let connected = code.setOutlet(property, of: controller.ref, to: .object(target.ref)) {
                controller.outlets[connected] = target.ref
                continue
            }
            record(.warning(text: "[UIViewController] setValue:forUndefinedKey: \(controller.className) is not key value coding-compliant for the key \(property) (no such @IBOutlet)"),
                   app: process.bundleIdentifier)
            throw raiseUnknownOutlet(property, of: controller.ref, in: process)
        }
        // Outlet collections (`@IBOutlet var buttons: [UIButton]!`): each object added in order.
        for key in archive.attributes.keys.sorted() where key.hasPrefix("outletCollection.") {
            let property = String(key.dropFirst("outletCollection.".count))
            for destination in (archive.attributes[key] ?? "").split(separator: " ") {
                guard let target = view.find(nibID: String(destination)) else { continue }
                if let connected = code.setOutlet(property + "[]", of: controller.ref, to: .object(target.ref)) {
                    controller.outlets[String(connected.dropLast(2))] = target.ref
                }
            }
        }
        // The views' own outlets: a table's data source and delegate, a text field's delegate.
        for subview in view.allViews {
            for (property, destination) in subview.outletDestinations.sorted(by: { $0.key < $1.key }) {
                let target = destination == archive.id ? controller.ref : view.find(nibID: destination)?.ref
                if let target { _ = code.setProperty(property, of: subview.ref, to: .object(target)) }
            }
        }
        if process.isEnded { throw ProcessEnded() }
    }

    /// The UIKit class an app class derives from (`UITableViewController` for a
    /// `ListViewController: UITableViewController`); a UIKit class is its own.
    func uikitBase(of className: String, in process: AppProcess) -> String {
        var current = className
        var visited: Set<String> = []
        while visited.insert(current).inserted, let parent = process.code?.superclass(of: current) { current = parent }
        return current
    }

    /// A controller comes on screen: its view loads if needed, then `viewWillAppear(_:)`; a
    /// container's visible child follows it (its view loads while the container lays out),
    /// then `viewDidAppear(_:)`, parent before child (**choice**, from UIKit's logs).
    func appear(_ controller: UIViewController, in process: AppProcess) throws(ProcessEnded) {
        try appear(controller, .viewWillAppear, in: process)
        try appear(controller, .viewDidAppear, in: process)
    }

    /// One appearance callback for `controller` and, beneath it, its visible child (when the
    /// container forwards appearance methods); before `viewDidAppear(_:)`, the layout and display
    /// passes over them (`Device+Layout.swift`).
    func appear(_ controller: UIViewController, _ callback: ViewControllerCallback, role: AppearanceRole? = nil,
                in process: AppProcess, layingOut: Bool = true) throws(ProcessEnded) {
        if callback == .viewDidAppear, layingOut { try layOutToAppear(controller, role: role, in: process) }
        _ = try loadViewIfNeeded(controller, in: process)
        // By viewDidAppear the view is in the window: a presentation from there works.
        if callback == .viewDidAppear { controller.hasAppeared = true }
        try offer(callback.rawValue, to: controller.ref, arguments: [.bool(false)] + (role.map { [.string($0.rawValue)] } ?? []), in: process)
        if let child = controller.visibleChild, try forwardsAppearance(controller, in: process) {
            try appear(child, callback, in: process, layingOut: false)
        }
    }

    /// What comes between `viewWillAppear` and `viewDidAppear` (before an animated transition's
    /// animation starts): the view fills the window, `viewIsAppearing`, the layout and display passes.
    func layOutToAppear(_ controller: UIViewController, role: AppearanceRole?, in process: AppProcess) throws(ProcessEnded) {
        try fillWindow(with: controller, in: process)
        try isAppearing(controller, role: role, in: process)
        try layOut(controller, fillingWindow: false, in: process)
        try display(controller, in: process)
    }

    /// `viewIsAppearing(_:)` (iOS 13+, back-deployed by the iOS 17 SDK): after `viewWillAppear`,
    /// before the layout pass, parent before visible child; offered only where the app has it
    /// (**choice**, as the layout methods: an app that overrides it is the one that cares).
    private func isAppearing(_ controller: UIViewController, role: AppearanceRole?, in process: AppProcess) throws(ProcessEnded) {
        guard iosVersion >= 13 else { return }
        try offerIfImplemented(ViewControllerCallback.viewIsAppearing.rawValue, to: controller.ref,
                               arguments: [.bool(false)] + (role.map { [.string($0.rawValue)] } ?? []), in: process)
        if let child = controller.visibleChild, try forwardsAppearance(controller, in: process) {
            try isAppearing(child, role: nil, in: process)
        }
    }

    /// UIKit's display pass, after the layout pass: each view whose class implements `draw(_:)` draws
    /// (the app side keeps what it drew and redraws it after `setNeedsDisplay()`), then what
    /// else asked to display (layers' `setNeedsDisplay()`): the screen is drawn before
    /// `viewDidAppear`, also when that comes before the turn ends (in a launch, inside `present`).
    private func display(_ controller: UIViewController, in process: AppProcess) throws(ProcessEnded) {
        guard let view = controller.view, let code = process.code else { return }
        for drawn in view.allViews where code.implements("draw(_:)", in: drawn.className) {
            try performInUIKit(UIKitStep.display, on: drawn.ref, in: process)
        }
        try performInUIKit(UIKitStep.displayPending, on: controller.ref, in: process)
    }
}
