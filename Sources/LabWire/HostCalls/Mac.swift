/// The simulated AppKit's calls to the Mac (docs/lifecycle.md, "The Mac"): storyboards and
/// nibs loaded in code.
extension HostCalls {
    /// `NSStoryboard(name:bundle:)`'s `instantiateController(withIdentifier:)` (nil identifier:
    /// `instantiateInitialController()`): the scene's controller class, the class of its
    /// window's content controller ("" when none) and its window's title ("" for a view
    /// controller); empty when the storyboard has no initial controller.
    public static let macStoryboardScene = HostCall<(String, String?), [String]>("macStoryboardScene")
    /// `NSNib(nibNamed:bundle:)`: whether the app's resources hold the compiled nib.
    public static let macNibExists = HostCall<String, Bool>("macNibExists")
    /// `NSNib.instantiate(withOwner:topLevelObjects:)`: the nib's name and owner; its top-level objects.
    public static let macInstantiateNib = HostCall<(String, ObjectRef?), [ObjectRef]>("macInstantiateNib")
}
