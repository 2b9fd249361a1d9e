import LabCore

/// The lesson app's navigation stack: the first navigation controller in its key window holds
/// controllers of these classes (or app classes derived from them), bottom first — what
/// `pushViewController(_:animated:)` and the back button change. Read from the device's
/// controllers, as `views` shows them.
public struct NavigationStackExpectation: Expectation {
    public var classes: [String]

    public init(classes: [String]) { self.classes = classes }

    private func stack(_ controllers: WindowControllers) -> [UIViewController]? {
        controllers.entries.first { $0.controller.baseClass == "UINavigationController" }?
            .controller.children
    }

    public func isMet(in context: CheckContext) -> Bool {
        let controllers = WindowControllers(context)
        guard let stack = stack(controllers), stack.count == classes.count else { return false }
        return zip(stack, classes).allSatisfy { controllers.isClass($0.className, $1) }
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        guard context.installedApp != nil else { return FailureText.notInstalled(language) }
        guard context.process != nil else { return FailureText.notRunning(language) }
        let controllers = WindowControllers(context)
        guard let stack = stack(controllers) else {
            return localized(language, en: "there is no UINavigationController in the window — a navigation stack needs one, usually as the window's root",
                             zh: "窗口中没有 UINavigationController —— 导航栈需要一个，通常作为窗口的根控制器",
                             ru: "в окне нет UINavigationController — стеку навигации он нужен, обычно как корневой контроллер окна")
        }
        let actual = stack.map(\.className).joined(separator: " → ")
        let shown = actual.isEmpty ? "—" : actual
        return localized(language, en: "the navigation stack is \(shown) — pushViewController(_:animated:) puts a controller on top, the back button (`tap Back`) takes it off",
                         zh: "导航栈是 \(shown) —— pushViewController(_:animated:) 把控制器压到栈顶，返回按钮（`tap Back`）把它弹出",
                         ru: "стек навигации: \(shown) — pushViewController(_:animated:) кладёт контроллер наверх, кнопка «назад» (`tap Back`) снимает его")
    }

    public func description(in language: Language) -> String {
        let list = classes.joined(separator: " → ")
        return localized(language, en: "the navigation stack is \(list)", zh: "导航栈是 \(list)", ru: "стек навигации: \(list)")
    }
}
