import BundleFormats

/// Cold launch step 3 for the main interface: a storyboard (`UIMainStoryboardFile`, iOS 5+) or
/// the main nib (`NSMainNibFile`, every era: Xcode's templates before iOS 5 named
/// `MainWindow`). The main nib holds the window and the app delegate; UIKit connects its
/// outlets — File's Owner (the application) `delegate`, the delegate's `window`, and from
/// iOS 4 the window's `rootViewController` (Apple's *iOS App Programming Guide* for iOS 4,
/// "The Main Nib File"; UIKit reference: `rootViewController`, "iOS 4.0+").
extension ColdLaunch {
    func loadMainInterface() throws(ProcessEnded) {
        let info = process.app.bundle.info
        let dial = device.dial
        if let name = info["UIMainStoryboardFile"]?.string {
            if dial.hasStoryboards { try loadStoryboard(name); return }
            device.record(.advice(.storyboardBeforeIOS5(storyboard: name, iosVersion: device.iosVersion, hasMainNib: info["NSMainNibFile"] != nil)), app: app)
        }
        if let name = info["NSMainNibFile"]?.string { try loadMainNib(name) }
    }

    /// Unarchives the main nib's objects, then connects their outlets.
    func loadMainNib(_ name: String) throws(ProcessEnded) {
        let nib: Nib
        _ = device.noteNameCase(name, among: process.app.bundle.nibs.keys, in: process)
        do { nib = try process.app.bundle.nib(named: name) } catch {
            throw device.raiseInUIKit(process, "NSInternalInconsistencyException", error.reason)
        }
        var refs: [String: ObjectRef] = [:]
        var windows: [String: UIWindow] = [:]
        var controllers: [String: UIViewController] = [:]
        for object in nib.objects where object.attributes["placeholder"] == nil {
            let className = try device.resolvedClass(of: object, in: process)
            switch device.uikitBase(of: className, in: process) {
            case "UIWindow":
                let window = device.makeWindow(in: process, frame: Self.frame(object.attributes["frame"]) ?? .zero, scene: nil)
                window.backgroundColor = object.attributes["backgroundColor"]
                windows[object.id] = window
                refs[object.id] = window.ref
            case "UIViewController", "UITableViewController", "UINavigationController", "UITabBarController", "UISplitViewController":
                let controller = try device.makeViewController(in: process, className: className, nibName: object.attributes["nibName"])
                controllers[object.id] = controller
                refs[object.id] = controller.ref
            default:
                refs[object.id] = try device.instantiateObject(className, in: process, archive: object)
            }
        }
        let made = nib.objects.filter { $0.attributes["placeholder"] == nil }.compactMap { refs[$0.id]?.className }
        note(.mainNibLoaded(nib: name, objects: made))
        for object in nib.objects {
            for key in object.attributes.keys.sorted() where key.hasPrefix("outlet.") {
                let property = String(key.dropFirst("outlet.".count))
                guard let destination = object.attributes[key].flatMap({ refs[$0] }) else { continue }
                try connect(property, of: object, to: destination, refs: refs, windows: windows, controllers: controllers)
            }
        }
        // Connected: runtime attributes, then awakeFromNib (docs/lifecycle.md, "Loading a nib").
        let archived = nib.objects.compactMap { object in refs[object.id].map { (ref: $0, archive: object) } }
        try device.awakeFromNib(archived: archived.filter { $0.archive.attributes["placeholder"] == nil }, in: process)
    }

    /// One outlet: File's Owner's `delegate` makes the application's delegate; a window's
    /// `rootViewController` is UIKit's own property (iOS 4+); any other is set on app code.
    private func connect(_ property: String, of object: NibObject, to destination: ObjectRef, refs: [String: ObjectRef],
                         windows: [String: UIWindow], controllers: [String: UIViewController]) throws(ProcessEnded) {
        if object.attributes["placeholder"] == "IBFilesOwner" {
            guard property == "delegate" else { return }
            process.objects.delegate = destination
            note(.outletConnected(owner: nil, property: "delegate", destination: destination.className))
            return
        }
        let ownerClass = refs[object.id]?.className ?? object.effectiveClass
        if let window = windows[object.id], property == "rootViewController" {
            guard device.dial.hasRootViewController else {
                throw device.raiseInUIKit(process, "NSUnknownKeyException",
                                          "[<\(ownerClass)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key rootViewController.")
            }
            window.rootViewController = controllers.values.first { $0.ref == destination }
            note(.outletConnected(owner: ownerClass, property: "rootViewController", destination: destination.className))
            return
        }
        guard let owner = refs[object.id], let code = process.code else { return }
        guard code.setOutlet(property, of: owner, to: .object(destination)) != nil else {
            throw device.raiseInUIKit(process, "NSUnknownKeyException",
                                      "[<\(ownerClass)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property).")
        }
        note(.outletConnected(owner: ownerClass, property: property, destination: destination.className))
    }

    /// `{{0, 0}, {320, 480}}` → a rect; nil when there is none.
    static func frame(_ text: String?) -> Rect? {
        guard let text else { return nil }
        let numbers = text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
