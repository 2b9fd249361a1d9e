import LabCore

/// A view controller of the lesson's app in its key window (the root, a child, one presented):
/// the first of a class (or an app class derived from it), optionally presented by a controller
/// of a class, with a kind of presentation, on screen or not — or that there is none. Read from
/// the device's controllers, as `views` shows them.
public struct ControllerExpectation: Expectation {
    /// How it is presented, as `views` names it.
    public enum Presentation: String, Sendable, CaseIterable {
        case fullScreen = "full-screen"
        case sheet
        case overPresenter = "over-presenter"

        var kind: UIViewController.PresentationKind {
            switch self {
            case .fullScreen: .fullScreen
            case .sheet: .sheet
            case .overPresenter: .overPresenter
            }
        }

        init(_ kind: UIViewController.PresentationKind) {
            switch kind {
            case .fullScreen: self = .fullScreen
            case .sheet: self = .sheet
            case .overPresenter: self = .overPresenter
            }
        }
    }

    public var className: String
    /// The class of the controller that presented it (modally).
    public var presentedBy: String?
    public var presentation: Presentation?
    public var onScreen: Bool?
    public var absent = false

    public init(className: String) { self.className = className }

    public func isMet(in context: CheckContext) -> Bool {
        guard context.process != nil else { return false }
        let controllers = WindowControllers(context)
        guard !controllers.entries.isEmpty else { return false }
        guard let entry = controllers.first(className) else { return absent }
        if absent { return false }
        return problem(entry, controllers, .en) == nil
    }

    /// The first fact that does not hold of the controller found, nil when all hold.
    private func problem(_ entry: WindowControllers.Entry, _ controllers: WindowControllers, _ language: Language) -> String? {
        let say = { (en: String, zh: String, ru: String) in localized(language, en: en, zh: zh, ru: ru) }
        let controller = entry.controller
        if let presentedBy {
            guard let presenter = controller.presenting else {
                return say("the \(className) is not presented — present(_:animated:) on the \(presentedBy) shows it modally (a segue of kind show on a navigation stack pushes it instead)",
                           "\(className) 不是被呈现的 —— 在 \(presentedBy) 上调用 present(_:animated:) 才会以模态方式显示它（导航栈中 show 类型的 segue 会把它压栈）",
                           "\(className) не показан модально — его показывает present(_:animated:) у \(presentedBy) (segue вида show в стеке навигации делает push)")
            }
            if !controllers.isClass(presenter.className, presentedBy) {
                return say("the \(className) is presented by a \(presenter.className), not a \(presentedBy)",
                           "呈现 \(className) 的是 \(presenter.className)，不是 \(presentedBy)",
                           "\(className) показан контроллером \(presenter.className), а не \(presentedBy)")
            }
        }
        if let presentation, controller.presentationKind != presentation.kind {
            let actual = controller.presentationKind.map { Presentation($0).rawValue } ?? localized(language, en: "not presented", zh: "未被呈现", ru: "не показан модально")
            return say("the \(className)'s presentation is \(actual), not \(presentation.rawValue) — its modalPresentationStyle, set before present(_:animated:), decides",
                       "\(className) 的呈现方式是 \(actual)，不是 \(presentation.rawValue) —— 由 present(_:animated:) 之前设置的 modalPresentationStyle 决定",
                       "\(className) показан как \(actual), а не \(presentation.rawValue) — это решает modalPresentationStyle, заданный до present(_:animated:)")
        }
        if let onScreen, entry.onScreen != onScreen {
            return onScreen
                ? say("the \(className) is there, but its view is not on screen — covered by a full-screen presentation, or not the top of its navigation stack (or the selected tab)",
                      "\(className) 存在，但它的视图不在屏幕上 —— 被全屏呈现盖住了，或者不在导航栈顶（或不是选中的标签页）",
                      "\(className) есть, но его view не на экране — его закрывает полноэкранный показ, или он не на вершине стека навигации (или не выбранная вкладка)")
                : say("the \(className)'s view is still on screen", "\(className) 的视图仍然在屏幕上", "view контроллера \(className) всё ещё на экране")
        }
        return nil
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        guard context.installedApp != nil else { return FailureText.notInstalled(language) }
        guard context.process != nil else { return FailureText.notRunning(language) }
        let controllers = WindowControllers(context)
        guard let entry = controllers.first(className) else {
            if absent { return description(in: language) }
            return localized(language, en: "no \(className) is in the window — `views` shows its controllers: the root, its children and what it presents",
                             zh: "窗口中没有 \(className) —— `views` 会列出它的控制器：根控制器、子控制器以及它呈现的控制器",
                             ru: "в окне нет \(className) — `views` показывает его контроллеры: корневой, дочерние и показанные им модально")
        }
        if absent {
            return localized(language, en: "a \(className) is still in the window — dismiss(animated:) (or popping it off its navigation stack) removes it",
                             zh: "窗口中仍然有 \(className) —— dismiss(animated:)（或把它从导航栈弹出）才会移除它",
                             ru: "\(className) всё ещё в окне — убирает его dismiss(animated:) (или pop из стека навигации)")
        }
        return problem(entry, controllers, language) ?? description(in: language)
    }

    public func description(in language: Language) -> String {
        if absent {
            return localized(language, en: "no \(className) in the window", zh: "窗口中没有 \(className)", ru: "в окне нет \(className)")
        }
        var facts: [String] = []
        let word = { (en: String, zh: String, ru: String) in facts.append(localized(language, en: en, zh: zh, ru: ru)) }
        if let presentedBy { word("presented by the \(presentedBy)", "由 \(presentedBy) 呈现", "показан контроллером \(presentedBy)") }
        if let presentation {
            let kind = presentation.rawValue
            word("its presentation \(kind)", "呈现方式为 \(kind)", "показан как \(kind)")
        }
        if let onScreen {
            if onScreen { word("its view on screen", "它的视图在屏幕上", "его view на экране") } else { word("its view not on screen", "它的视图不在屏幕上", "его view не на экране") }
        }
        let head = localized(language, en: "a \(className) in the window", zh: "窗口中有一个 \(className)", ru: "в окне есть \(className)")
        return facts.isEmpty ? head : head + localized(language, en: ": ", zh: "：", ru: ": ")
            + facts.joined(separator: localized(language, en: ", ", zh: "，", ru: ", "))
    }
}
