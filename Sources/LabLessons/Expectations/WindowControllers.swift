import LabCore

/// The view controllers of the lesson app's key window (else its first, when it is visible),
/// each with whether its view is on screen: the root, its children (a navigation stack, tabs)
/// and what each presents, in that order. A container shows only its visible child (the top of
/// a navigation stack, the selected tab); an app's own container shows all its children; a
/// full-screen presentation covers its presenter. What expectations about views and controllers read.
struct WindowControllers {
    struct Entry {
        let controller: UIViewController
        let onScreen: Bool
    }

    let entries: [Entry]
    let process: AppProcess?

    init(_ context: CheckContext) {
        process = context.process
        let windows = context.process?.objects.windows ?? []
        guard let window = windows.first(where: \.isKey) ?? windows.first, !window.isHidden, let root = window.rootViewController else {
            entries = []
            return
        }
        var found: [Entry] = []
        func walk(_ controller: UIViewController, shown: Bool) {
            let covered = controller.presented?.coversPresenter ?? false
            found.append(Entry(controller: controller, onScreen: shown && !covered))
            for child in controller.children {
                let childShown = controller.baseClass == "UIViewController" || controller.visibleChild === child
                walk(child, shown: shown && !covered && childShown)
            }
            if let presented = controller.presented { walk(presented, shown: shown) }
        }
        walk(root, shown: true)
        entries = found
    }

    /// Whether `className` is `base` or an app class derived from it.
    func isClass(_ className: String, _ base: String) -> Bool {
        className == base || (process?.isClass(className, derivedFrom: base) ?? false)
    }

    /// The first controller of the class (or derived from it).
    func first(_ className: String) -> Entry? {
        entries.first { isClass($0.controller.className, className) }
    }
}
