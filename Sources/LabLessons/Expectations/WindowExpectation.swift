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
