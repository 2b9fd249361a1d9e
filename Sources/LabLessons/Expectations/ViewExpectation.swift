import LabCore

/// A view the lesson's app really put in its window: the first view of a class (or an app class
/// derived from it), optionally with a text (a label's text, a button's title), in the view tree
/// of its key window (else its first) — under any controller's view (the root, its children, what
/// it presents), or only under a given controller's view or under another view — with the facts
/// asked for: its superview's class, its frame or only its origin (in its superview's
/// coordinates, as the app last set it in a run-loop turn), a sibling it is drawn over (later in
/// `subviews`), whether it is on screen (not hidden, nor in a hidden view, and its controller's
/// view is shown: the top of a navigation stack, the selected tab, not covered by a full-screen
/// presentation), or that there is none.
/// Read from the device's view tree, never from printed text.
public struct ViewExpectation: Expectation {
    /// Where to look for the view.
    public enum Scope: Sendable, Equatable {
        /// Every controller's view in the key window.
        case window
        /// The view of the first controller of this class.
        case controller(String)
        /// Under the first view of this class (not the view itself).
        case view(String)
    }

    public var className: String
    /// The view's text: a label's text or a button's title, exactly.
    public var text: String?
    /// No such view is there (with `text` and `scope`, if given).
    public var absent = false
    /// On screen (true) or in the tree but not shown (false): not hidden and its controller's view shown.
    public var visible: Bool?
    public var scope: Scope = .window
    public var superviewClass: String?
    public var frame: Rect?
    /// Only where the frame starts: x and y (width and height left free).
    public var origin: (x: Double, y: Double)?
    /// The class of a sibling this view must be drawn over: it comes later in `subviews`.
    public var above: String?

    /// Frames compare to within half a point.
    static let tolerance = 0.5

    public init(className: String, superviewClass: String? = nil, frame: Rect? = nil,
                origin: (x: Double, y: Double)? = nil, above: String? = nil) {
        self.className = className
        self.superviewClass = superviewClass
        self.frame = frame
        self.origin = origin
        self.above = above
    }

    /// A view found, with its superview and whether its controller's view is on screen.
    struct Found {
        let view: UIView
        let superview: UIView?
        /// Its controller's view is shown.
        let controllerShown: Bool
        /// It or a view it is in has `isHidden` set.
        let hidden: Bool

        var onScreen: Bool { controllerShown && !hidden }
    }

    /// Whether the view's origin is the one asked for.
    private func originHolds(_ view: UIView) -> Bool {
        guard let origin else { return true }
        return abs(view.currentFrame.x - origin.x) <= Self.tolerance && abs(view.currentFrame.y - origin.y) <= Self.tolerance
    }

    /// Whether the view comes after its sibling of class `above` (nil when it has none).
    private func isAbove(_ view: UIView, in superview: UIView?) -> Bool? {
        guard let above, let siblings = superview?.subviews,
              let other = siblings.firstIndex(where: { $0.className == above }),
              let own = siblings.firstIndex(where: { $0 === view }) else { return nil }
        return own > other
    }

    /// The view trees to search, each with whether it is on screen, and the view the scope
    /// names (searched below it, not itself); empty when the scope is not there.
    private func roots(_ controllers: WindowControllers) -> [(view: UIView, onScreen: Bool, skipSelf: Bool)] {
        let all = controllers.entries.compactMap { entry in entry.controller.view.map { (view: $0, onScreen: entry.onScreen) } }
        switch scope {
        case .window:
            return all.map { ($0.view, $0.onScreen, false) }
        case let .controller(name):
            guard let entry = controllers.first(name), let view = entry.controller.view else { return [] }
            return [(view, entry.onScreen, false)]
        case let .view(name):
            for root in all {
                if let outer = root.view.allViews.first(where: { controllers.isClass($0.className, name) }) { return [(outer, root.onScreen, true)] }
            }
            return []
        }
    }

    /// The first view of the class (with the text), depth first, with its superview.
    func found(in context: CheckContext) -> Found? {
        let controllers = WindowControllers(context)
        func search(_ view: UIView, parent: UIView?, onScreen: Bool, hidden: Bool, skip: Bool) -> Found? {
            let hidden = hidden || view.isHidden
            if !skip, controllers.isClass(view.className, className), text == nil || view.text == text {
                return Found(view: view, superview: parent, controllerShown: onScreen, hidden: hidden)
            }
            for child in view.subviews {
                if let hit = search(child, parent: view, onScreen: onScreen, hidden: hidden, skip: false) { return hit }
            }
            return nil
        }
        for root in roots(controllers) {
            // A view searched inside another counts that one's hidden ancestors too.
            let hiddenAbove = root.skipSelf ? root.view.isHidden : false
            if let hit = search(root.view, parent: nil, onScreen: root.onScreen, hidden: hiddenAbove, skip: root.skipSelf) { return hit }
        }
        return nil
    }

    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    public func isMet(in context: CheckContext) -> Bool {
        guard context.process != nil else { return false }
        let controllers = WindowControllers(context)
        guard !controllers.entries.isEmpty else { return false }
        guard let hit = found(in: context) else { return absent }
        if absent { return false }
        if let superviewClass, hit.superview?.className != superviewClass { return false }
        if let frame, !Self.same(hit.view.currentFrame, frame) { return false }
        if !originHolds(hit.view) { return false }
        if above != nil, isAbove(hit.view, in: hit.superview) != true { return false }
        if let visible, hit.onScreen != visible { return false }
        return true
    }

    /// The first fact that does not hold, in plain words with what to look at.
    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        let say = { (en: String, zh: String, ru: String) in localized(language, en: en, zh: zh, ru: ru) }
        guard context.installedApp != nil else { return FailureText.notInstalled(language) }
        guard context.process != nil else { return FailureText.notRunning(language) }
        let controllers = WindowControllers(context)
        guard !controllers.entries.isEmpty else {
            return say("the app's window shows no view controller — it is not visible, or has no rootViewController",
                       "应用的窗口没有显示任何视图控制器 —— 窗口不可见，或者没有 rootViewController",
                       "окно приложения не показывает ни одного контроллера — оно не видно или у него нет rootViewController")
        }
        let named = text.map { "\(className) \"\($0)\"" } ?? className
        if case let .controller(name) = scope, controllers.first(name)?.controller.view == nil {
            return say("no \(name) with a loaded view is in the window — the view is looked for under that controller's view",
                       "窗口中没有已加载视图的 \(name) —— 要在这个控制器的视图下查找",
                       "в окне нет \(name) с загруженным view — view ищется под view этого контроллера")
        }
        if case let .view(name) = scope, roots(controllers).isEmpty {
            return say("no \(name) is in the window's view tree — the \(className) is looked for inside one",
                       "窗口的视图树中没有 \(name) —— 要在它里面查找 \(className)",
                       "в дереве view окна нет \(name) — \(className) ищется внутри него")
        }
        guard let hit = found(in: context) else {
            if absent { return description(in: language) }
            if text != nil, let other = Self(className: className, scope: scope, text: nil).found(in: context), let shown = other.view.text {
                return say("the \(className) says \"\(shown)\", not \"\(text!)\" — its text (a label's text, a button's title) is what the app last set",
                           "\(className) 显示的是 \"\(shown)\"，不是 \"\(text!)\" —— 它的文字（标签的 text、按钮的 title）是应用最后设置的值",
                           "\(className) показывает \"\(shown)\", а не \"\(text!)\" — его текст (text у label, title у кнопки) — то, что приложение задало последним")
            }
            if scope != .window, let elsewhere = Self(className: className, scope: .window, text: text).found(in: context) {
                let parent = elsewhere.superview?.className ?? "—"
                let place: String
                switch scope {
                case let .controller(name): place = localized(language, en: "under the \(name)'s view", zh: "在 \(name) 的视图之下", ru: "под view контроллера \(name)")
                case let .view(name): place = localized(language, en: "inside the \(name)", zh: "在 \(name) 之中", ru: "внутри \(name)")
                case .window: place = ""
                }
                return say("the \(named) is in a \(parent), not \(place) — the view you call addSubview(_:) on holds it",
                           "\(named) 在一个 \(parent) 里，而不是\(place) —— 你在哪个视图上调用 addSubview(_:)，它就在哪个视图里",
                           "\(named) находится в \(parent), а не \(place) — view держит то view, у которого вызван addSubview(_:)")
            }
            return say("no \(named) is in the window's view tree — a view is drawn only once addSubview(_:) puts it under a view that is on screen",
                       "窗口的视图树中没有 \(named) —— 只有用 addSubview(_:) 把视图放到屏幕上的某个视图之下，它才会被绘制",
                       "в дереве view окна нет \(named) — view рисуется, только когда addSubview(_:) помещает его под view, которое на экране")
        }
        let view = hit.view
        let superview = hit.superview
        if absent {
            let parent = superview?.className ?? "—"
            return say("a \(named) is still in the window's view tree, in a \(parent) — removeFromSuperview() takes a view out of it",
                       "窗口的视图树中仍然有 \(named)，在一个 \(parent) 里 —— removeFromSuperview() 才能把它移出视图树",
                       "\(named) всё ещё в дереве view окна, внутри \(parent) — убирает view из дерева removeFromSuperview()")
        }
        let parentName = superview?.className ?? "—"
        if let superviewClass, superview?.className != superviewClass {
            return say("the \(className)'s superview is a \(parentName), not a \(superviewClass) — the view you call addSubview(_:) on becomes its superview",
                       "\(className) 的父视图是 \(parentName)，不是 \(superviewClass) —— 你在哪个视图上调用 addSubview(_:)，哪个视图就成为它的父视图",
                       "superview у \(className) — \(parentName), а не \(superviewClass): superview становится то view, у которого вызван addSubview(_:)")
        }
        if let frame, !Self.same(view.currentFrame, frame) {
            let size = superview.map { "\(Rect.format($0.currentFrame.width)) × \(Rect.format($0.currentFrame.height))" } ?? "—"
            return say("the \(className)'s frame is \(view.currentFrame), not \(frame) (its superview, a \(parentName), is \(size) now)",
                       "\(className) 的 frame 是 \(view.currentFrame)，不是 \(frame)（它的父视图 \(parentName) 现在是 \(size)）",
                       "frame у \(className) — \(view.currentFrame), а не \(frame) (его superview, \(parentName), сейчас \(size))")
        }
        if let origin, !originHolds(view) {
            let size = superview.map { "\(Rect.format($0.currentFrame.width)) × \(Rect.format($0.currentFrame.height))" } ?? "—"
            let want = "(\(Rect.format(origin.x)), \(Rect.format(origin.y)))"
            return say("the \(className)'s frame starts at (\(Rect.format(view.currentFrame.x)), \(Rect.format(view.currentFrame.y))), not \(want) — a frame is in its superview's coordinates (the \(parentName) is \(size); its bounds start at (0, 0))",
                       "\(className) 的 frame 起点是 (\(Rect.format(view.currentFrame.x)), \(Rect.format(view.currentFrame.y)))，不是 \(want) —— frame 使用的是父视图的坐标系（\(parentName) 是 \(size)；它的 bounds 从 (0, 0) 开始）",
                       "frame у \(className) начинается в (\(Rect.format(view.currentFrame.x)), \(Rect.format(view.currentFrame.y))), а не в \(want): frame задаётся в координатах superview (\(parentName) — \(size), его bounds начинаются в (0, 0))")
        }
        if let above, isAbove(view, in: superview) != true {
            guard isAbove(view, in: superview) != nil else {
                return say("the \(className) has no \(above) beside it in the \(parentName)", "\(className) 所在的 \(parentName) 中没有与它并列的 \(above)",
                           "рядом с \(className) в \(parentName) нет \(above)")
            }
            return say("the \(className) is under the \(above) — of two subviews, the later in `subviews` is drawn over the earlier; its superview's bringSubviewToFront(_:) moves one to the end",
                       "\(className) 在 \(above) 的下面 —— 两个子视图中，在 `subviews` 里靠后的那个画在上面；调用它父视图的 bringSubviewToFront(_:) 可以把它移到最后",
                       "\(className) находится под \(above): из двух subview поверх рисуется то, что стоит в `subviews` позже; bringSubviewToFront(_:) его superview переносит view в конец")
        }
        if let visible, hit.onScreen != visible {
            if visible && hit.hidden {
                return say("the \(named) is in the tree but hidden — its isHidden (or a superview's) is true",
                           "\(named) 在视图树中，但被隐藏了 —— 它（或某个父视图）的 isHidden 为 true",
                           "\(named) есть в дереве, но скрыт — у него (или у одного из его superview) isHidden равно true")
            }
            return visible
                ? say("the \(named) is in the tree, but its controller's view is not on screen — covered by a full-screen presentation, or not the top of its navigation stack (or the selected tab)",
                      "\(named) 在视图树中，但它所在控制器的视图不在屏幕上 —— 被全屏呈现盖住了，或者不在导航栈顶（或不是选中的标签页）",
                      "\(named) есть в дереве, но view его контроллера не на экране — его закрывает полноэкранный показ, или контроллер не на вершине стека навигации (или не выбранная вкладка)")
                : say("the \(named) is still on screen — it is not hidden (isHidden is false) and its controller's view is shown",
                      "\(named) 仍然在屏幕上 —— 它没有被隐藏（isHidden 为 false），它所在控制器的视图也正在显示",
                      "\(named) всё ещё на экране — он не скрыт (isHidden равно false), и view его контроллера показано")
        }
        return description(in: language)
    }

    public func description(in language: Language) -> String {
        var facts: [String] = []
        let word = { (en: String, zh: String, ru: String) in facts.append(localized(language, en: en, zh: zh, ru: ru)) }
        switch scope {
        case .window: break
        case let .controller(name): word("under the \(name)'s view", "在 \(name) 的视图之下", "под view контроллера \(name)")
        case let .view(name): word("inside a \(name)", "在一个 \(name) 之中", "внутри \(name)")
        }
        if let superviewClass { word("inside a \(superviewClass)", "在一个 \(superviewClass) 里", "внутри \(superviewClass)") }
        if let frame { word("frame \(frame)", "frame 为 \(frame)", "frame \(frame)") }
        if let origin {
            let point = "(\(Rect.format(origin.x)), \(Rect.format(origin.y)))"
            word("frame starting at \(point)", "frame 起点为 \(point)", "frame начинается в \(point)")
        }
        if let above { word("drawn over the \(above)", "画在 \(above) 上面", "нарисован поверх \(above)") }
        if visible == false { word("hidden or not on screen now", "已隐藏或现在不在屏幕上", "скрыт или сейчас не на экране") }
        let named = text.map { "\(className) \"\($0)\"" } ?? className
        let head: String
        if absent {
            head = localized(language, en: "no \(named) in the window's view tree", zh: "窗口的视图树中没有 \(named)", ru: "в дереве view окна нет \(named)")
        } else if visible == false {
            head = localized(language, en: "a \(named) in the window's view tree", zh: "窗口的视图树中有一个 \(named)", ru: "в дереве view окна есть \(named)")
        } else {
            head = localized(language, en: "a \(named) on screen", zh: "屏幕上有一个 \(named)", ru: "на экране есть \(named)")
        }
        return facts.isEmpty ? head : head + localized(language, en: ": ", zh: "：", ru: ": ")
            + facts.joined(separator: localized(language, en: ", ", zh: "，", ru: ", "))
    }
}

extension ViewExpectation {
    /// The same class with only a scope and a text: to say what the app shows instead, or where.
    init(className: String, scope: Scope, text: String?) {
        self.init(className: className)
        self.scope = scope
        self.text = text
    }
}
