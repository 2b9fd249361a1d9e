import LabCore

/// Facts about the lesson's app's window (the key window, else its first): that it exists,
/// is key and visible, its root view controller's class (or a subclass), whether that
/// controller's view is loaded and where it came from, and whether the window has a scene.
public struct WindowExpectation: Expectation {
    /// Where a root view controller's view came from.
    public enum ViewSource: String, Sendable, CaseIterable {
        case storyboard, nib, code
    }

    public var exists: Bool?
    public var isKey: Bool?
    public var isVisible: Bool?
    /// The class the root view controller is, or derives from.
    public var rootClass: String?
    public var viewLoaded: Bool?
    public var viewFrom: ViewSource?
    public var hasScene: Bool?

    public init(exists: Bool? = nil, isKey: Bool? = nil, isVisible: Bool? = nil, rootClass: String? = nil,
                viewLoaded: Bool? = nil, viewFrom: ViewSource? = nil, hasScene: Bool? = nil) {
        self.exists = exists
        self.isKey = isKey
        self.isVisible = isVisible
        self.rootClass = rootClass
        self.viewLoaded = viewLoaded
        self.viewFrom = viewFrom
        self.hasScene = hasScene
    }

    public func isMet(in context: CheckContext) -> Bool {
        let windows = context.process?.objects.windows ?? []
        let window = windows.first(where: \.isKey) ?? windows.first
        guard let window else { return exists == false }
        if exists == false { return false }
        if let isKey, window.isKey != isKey { return false }
        if let isVisible, window.isHidden == isVisible { return false }
        if let hasScene, (window.scene != nil) != hasScene { return false }
        let root = window.rootViewController
        if let rootClass, root?.className != rootClass && root?.baseClass != rootClass { return false }
        if let viewLoaded, (root?.isViewLoaded ?? false) != viewLoaded { return false }
        if let viewFrom, root.flatMap(Self.source) != viewFrom { return false }
        return true
    }

    /// The first fact that does not hold, in plain words with what to look at.
    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        let say = { (en: String, zh: String, ru: String) in localized(language, en: en, zh: zh, ru: ru) }
        guard context.installedApp != nil else { return FailureText.notInstalled(language) }
        guard let process = context.process else { return FailureText.notRunning(language) }
        let windows = process.objects.windows
        guard let window = windows.first(where: \.isKey) ?? windows.first else {
            if exists == false { return description(in: language) }
            return say("the app has no window — nothing made a UIWindow, or nothing kept it (only a strong reference such as `self.window` keeps it alive)",
                       "应用没有窗口 —— 没有代码创建 UIWindow，或者没有保留它（只有强引用，比如 `self.window`，才能让它存活）",
                       "у приложения нет окна — UIWindow никто не создал или никто не удержал (жить его заставляет только сильная ссылка, например `self.window`)")
        }
        if exists == false {
            return say("the app still has a window", "应用仍然有窗口", "у приложения всё ещё есть окно")
        }
        if let isKey, window.isKey != isKey {
            return isKey
                ? say("the window is not key — nothing called makeKeyAndVisible()", "窗口不是 key window —— 没有调用 makeKeyAndVisible()",
                      "окно не ключевое — никто не вызвал makeKeyAndVisible()")
                : say("the window is key", "窗口是 key window", "окно ключевое")
        }
        if let isVisible, window.isHidden == isVisible {
            return isVisible
                ? say("the window is hidden — makeKeyAndVisible() (or isHidden = false) shows it", "窗口是隐藏的 —— makeKeyAndVisible()（或 isHidden = false）会显示它",
                      "окно скрыто — его покажет makeKeyAndVisible() (или isHidden = false)")
                : say("the window is visible", "窗口是可见的", "окно видимо")
        }
        if let hasScene, (window.scene != nil) != hasScene {
            return hasScene
                ? say("the window has no windowScene — make it with UIWindow(windowScene:) in scene(_:willConnectTo:options:)",
                      "窗口没有 windowScene —— 在 scene(_:willConnectTo:options:) 中用 UIWindow(windowScene:) 创建它",
                      "у окна нет windowScene — создайте его через UIWindow(windowScene:) в scene(_:willConnectTo:options:)")
                : say("the window belongs to a scene", "窗口属于一个场景", "окно принадлежит сцене")
        }
        let root = window.rootViewController
        if let rootClass, root?.className != rootClass && root?.baseClass != rootClass {
            guard let root else {
                return say("the window has no rootViewController — set window.rootViewController to a \(rootClass)",
                           "窗口没有 rootViewController —— 把 window.rootViewController 设为一个 \(rootClass)",
                           "у окна нет rootViewController — присвойте window.rootViewController экземпляр \(rootClass)")
            }
            return say("the rootViewController is a \(root.className), not a \(rootClass)", "rootViewController 是 \(root.className)，不是 \(rootClass)",
                       "rootViewController — \(root.className), а не \(rootClass)")
        }
        if let viewLoaded, (root?.isViewLoaded ?? false) != viewLoaded {
            return viewLoaded
                ? say("the root controller's view is not loaded — a window shows its rootViewController's view only once it is visible",
                      "根控制器的视图没有加载 —— 窗口可见后才会显示 rootViewController 的视图",
                      "view корневого контроллера не загружено — окно показывает view своего rootViewController, только когда видимо")
                : say("the root controller's view is loaded", "根控制器的视图已加载", "view корневого контроллера загружено")
        }
        if let viewFrom, root.flatMap(Self.source) != viewFrom {
            let actual = root.flatMap(Self.source).map(\.rawValue) ?? "—"
            return say("the root controller's view came from \(actual), not from \(viewFrom.rawValue) — look at how the controller is made (nibName, storyboard, loadView)",
                       "根控制器的视图来自 \(actual)，不是 \(viewFrom.rawValue) —— 看看控制器是如何创建的（nibName、storyboard、loadView）",
                       "view корневого контроллера взято из \(actual), а не из \(viewFrom.rawValue) — посмотрите, как создаётся контроллер (nibName, storyboard, loadView)")
        }
        return description(in: language)
    }

    /// Where a loaded controller's view came from, read from UIKit's record of it.
    static func source(of controller: UIViewController) -> ViewSource? {
        switch controller.viewSource {
        case nil: return nil
        case let .nib(path)?: return path.contains(".storyboardc/") ? .storyboard : .nib
        default: return .code
        }
    }

    public func description(in language: Language) -> String {
        var facts: [String] = []
        let word = { (en: String, zh: String, ru: String) in facts.append(localized(language, en: en, zh: zh, ru: ru)) }
        if exists == false { word("no window", "没有窗口", "окна нет") }
        if exists == true { word("a window exists", "窗口存在", "окно есть") }
        if let isKey { isKey ? word("key", "是 key window", "ключевое") : word("not key", "不是 key window", "не ключевое") }
        if let isVisible { isVisible ? word("visible", "可见", "видимое") : word("hidden", "隐藏", "скрытое") }
        if let rootClass { word("rootViewController is a \(rootClass)", "rootViewController 是 \(rootClass)", "rootViewController — \(rootClass)") }
        if let viewLoaded {
            viewLoaded ? word("its view is loaded", "其视图已加载", "его view загружено")
                : word("its view is not loaded", "其视图未加载", "его view не загружено")
        }
        if let viewFrom {
            switch viewFrom {
            case .storyboard: word("view from a storyboard", "视图来自 storyboard", "view из storyboard")
            case .nib: word("view from a nib", "视图来自 nib", "view из nib")
            case .code: word("view made in code", "视图由代码创建", "view создано в коде")
            }
        }
        if let hasScene { hasScene ? word("windowScene set", "已设置 windowScene", "windowScene задана") : word("no windowScene", "没有 windowScene", "windowScene не задана") }
        let head = localized(language, en: "window: ", zh: "窗口：", ru: "окно: ")
        return head + facts.joined(separator: localized(language, en: ", ", zh: "，", ru: ", "))
    }
}
