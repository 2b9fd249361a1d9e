import BundleFormats

/// `UINib(nibName:bundle:).instantiate(withOwner:options:)` and
/// `Bundle.main.loadNibNamed(_:owner:options:)`: a xib's objects made anew each time.
extension Device {
    /// Loads the nib `name`: every top-level object is made (views with their subviews, an app
    /// class through `init(coder:)`), File's Owner's outlets are set on `owner` and the nib's
    /// actions sent to File's Owner go to it, the views' own outlets connect, then the runtime
    /// attributes and `awakeFromNib()` (docs/lifecycle.md, "Loading a nib"). Returns the
    /// top-level objects in the nib's order. A missing nib, or an outlet the owner lacks,
    /// raises as UIKit does.
    func loadNib(named name: String, owner: ObjectRef?, in process: AppProcess) throws(ProcessEnded) -> [ObjectRef] {
        let nib: Nib
        _ = noteNameCase(name, among: process.app.bundle.nibs.keys, in: process)
        do { nib = try process.app.bundle.nib(named: name) } catch {
            throw raiseInUIKit(process, "NSInternalInconsistencyException", error.reason)
        }
        let ownerArchive = nib.objects.first { $0.attributes["placeholder"] == "IBFilesOwner" }
        var topLevel: [UIView] = []
        var ordered: [ObjectRef] = []
        for object in nib.objects where object.attributes["placeholder"] == nil {
            let className = try resolvedClass(of: object, in: process)
            if Self.viewControllerClasses.contains(uikitBase(of: className, in: process)) {
                // A view controller in a xib: its view comes from the nib it names, when it loads.
                let controller = try makeViewController(in: process, className: className, nibName: object.attributes["nibName"])
                ordered.append(controller.ref)
                try awakeFromNib(archived: [(ref: controller.ref, archive: object)], in: process)
                continue
            }
            let view = try unarchiveView(object, in: process)
            topLevel.append(view)
            ordered.append(view.ref)
        }
        let all = topLevel.flatMap(\.allViews)
        func find(_ id: String) -> UIView? { topLevel.lazy.compactMap { $0.find(nibID: id) }.first }
        // Actions whose destination is File's Owner (Interface Builder's usual one in a xib).
        for view in all {
            for event in view.actions.keys where view.actionTargets[event] == nil { view.actionTargets[event] = owner }
        }
        guard let code = process.code else { return ordered }
        if let owner, let ownerArchive {
            for key in ownerArchive.attributes.keys.sorted() where key.hasPrefix("outlet.") {
                let property = String(key.dropFirst("outlet.".count))
                guard let destination = ownerArchive.attributes[key], let target = find(destination) else { continue }
                if code.setOutlet(property, of: owner, to: .object(target.ref)) == nil {
                    throw raiseUnknownOutlet(property, of: owner, in: process)
                }
            }
            for key in ownerArchive.attributes.keys.sorted() where key.hasPrefix("outletCollection.") {
                let property = String(key.dropFirst("outletCollection.".count))
                for destination in (ownerArchive.attributes[key] ?? "").split(separator: " ") {
                    guard let target = find(String(destination)) else { continue }
                    _ = code.setOutlet(property + "[]", of: owner, to: .object(target.ref))
                }
            }
        }
        // The views' own outlets (a table's data source): to another object of the nib, or
        // to File's Owner.
        for view in all {
            for (property, destination) in view.outletDestinations.sorted(by: { $0.key < $1.key }) {
                let target = destination == ownerArchive?.id ? owner : find(destination)?.ref
                if let target { _ = code.setProperty(property, of: view.ref, to: .object(target)) }
            }
        }
        if process.isEnded { throw ProcessEnded() }
        try awakeFromNib(all, in: process)
        return ordered
    }

    /// UIKit's view controller classes a nib may hold at its top level.
    static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController",
    ]
}
