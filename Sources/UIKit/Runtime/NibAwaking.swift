/// An app class derived straight from `NSObject` that overrides `awakeFromNib()` (a controller
/// object in a xib or storyboard scene): Swift on Linux's NSObject has no such method, so the
/// build makes the method the class's own and adopts this protocol for it
/// (`SourceRewriter.nibAwakingEdits`); the nib loader sends `awakeFromNib()` through it.
public protocol __LabNibAwaking: AnyObject {
    func awakeFromNib()
}
