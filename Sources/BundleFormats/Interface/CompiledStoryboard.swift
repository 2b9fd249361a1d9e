/// A compiled storyboard (`Base.lproj/Main.storyboardc/`) as the app reads it: the folder's
/// Info.plist plus its nibs, one per scene controller and one per controller view.
///
/// Real layout (docs/lifecycle.md): `Info.plist` with `UIStoryboardDesignatedEntryPointIdentifier`,
/// `UIViewControllerIdentifiersToNibNames` and `UIStoryboardVersion`; `<Class>-<objectID>.nib`
/// (or the storyboard ID) per controller; `<controllerID>-view-<viewID>.nib` per view.
public struct CompiledStoryboard: Sendable, Equatable {
    /// `Main` for `Main.storyboardc`.
    public var name: String
    /// `UIStoryboardDesignatedEntryPointIdentifier`: the identifier of the initial controller,
    /// nil when the storyboard has no entry point.
    public var entryPointIdentifier: String?
    /// `UIViewControllerIdentifiersToNibNames`: controller identifier -> nib name (no `.nib`).
    public var identifiersToNibNames: [String: String]
    /// Every nib in the folder by name (no `.nib`), as archived.
    public var nibs: [String: Nib]

    public init(name: String, entryPointIdentifier: String?, identifiersToNibNames: [String: String],
                nibs: [String: Nib]) {
        self.name = name
        self.entryPointIdentifier = entryPointIdentifier
        self.identifiersToNibNames = identifiersToNibNames
        self.nibs = nibs
    }

    /// The initial view controller with its view tree as its only child; nil without an entry point.
    public var initialController: NibObject? {
        entryPointIdentifier.flatMap(controller(withIdentifier:))
    }

    /// The nib a controller is archived in, by storyboard identifier or by object id.
    public func nibName(forControllerID id: String) -> String? {
        if let name = identifiersToNibNames[id] { return name }
        for name in identifiersToNibNames.values.sorted() where nibs[name]?.objects.first?.id == id {
            return name
        }
        return nil
    }

    /// The controller archived under `identifier` (or object id), with the view from its view
    /// nib attached as its child, as `instantiateViewController(withIdentifier:)` would build it.
    public func controller(withIdentifier identifier: String) -> NibObject? {
        guard let nibName = nibName(forControllerID: identifier),
              var controller = nibs[nibName]?.objects.first else { return nil }
        if let viewNib = controller.attributes[CompiledStoryboard.viewNibAttribute],
           let view = nibs[viewNib]?.objects.first {
            controller.children.insert(view, at: 0)
        }
        return controller
    }

    /// The attribute of a controller's archived object naming the nib that holds its view.
    public static let viewNibAttribute = "viewNibName"
    /// The attribute of a Mac window controller's archived object holding its window's title
    /// (the storyboard's `<window title="…">`), as the window shows it.
    public static let windowTitleAttribute = "windowTitle"
}
