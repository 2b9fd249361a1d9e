/// System-event texts that a renderer folds into the line before them: the place a view came
/// from goes on UIKit's own `loadView()` line, and a launch from the switcher reads as a tap
/// on the app's card. One definition here keeps the engine and the renderer in step.
public enum SystemNote {
    /// Starts the note after UIKit's `loadView()`: `view from Main.storyboardc/….nib`.
    public static let viewSourcePrefix = "view from "
    /// Follows the `launch` action when the app was picked in the app switcher.
    public static let chosenInSwitcher = "chosen in the app switcher"

    /// The note for a view loaded from `source` (a nib path, or "a plain UIView (no nib)").
    public static func viewSource(_ source: String) -> String { viewSourcePrefix + source }
}
