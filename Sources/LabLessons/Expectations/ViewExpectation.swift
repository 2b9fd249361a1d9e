import LabCore

/// A view the lesson's app really put on screen: the first view of a class in the view tree of
/// its key window (else its first) — under the root view controller's view or one it presented —
/// with the facts asked for: its superview's class, its frame (in its superview's coordinates,
/// as the app last set it in a run-loop turn), and whether it is in front of its siblings
/// (last in `subviews`, so drawn over them). Read from the device's view tree, never from
/// printed text.
public struct ViewExpectation: Expectation {
    public var className: String
    public var superviewClass: String?
    public var frame: Rect?
    /// true: last among its superview's subviews; false: not last.
    public var inFront: Bool?

    /// Frames compare to within half a point.
    static let tolerance = 0.5

    public init(className: String, superviewClass: String? = nil, frame: Rect? = nil, inFront: Bool? = nil) {
        self.className = className
        self.superviewClass = superviewClass
        self.frame = frame
        self.inFront = inFront
    }

    /// The view trees on screen in the app's window, root first.
    static func roots(in context: CheckContext) -> [UIView] {
        let windows = context.process?.objects.windows ?? []
        guard let window = windows.first(where: \.isKey) ?? windows.first, !window.isHidden else { return [] }
        var controller = window.rootViewController
        var roots: [UIView] = []
        while let current = controller {
            if let view = current.view { roots.append(view) }
            controller = current.presented
        }
        return roots
    }

    /// The first view of the class, depth first, with its superview.
    private func found(in context: CheckContext) -> (view: UIView, superview: UIView?)? {
        func search(_ view: UIView, parent: UIView?) -> (UIView, UIView?)? {
            if view.className == className { return (view, parent) }
            for child in view.subviews { if let hit = search(child, parent: view) { return hit } }
            return nil
        }
        for root in Self.roots(in: context) { if let hit = search(root, parent: nil) { return hit } }
        return nil
    }

    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    public func isMet(in context: CheckContext) -> Bool {
        guard let (view, superview) = found(in: context) else { return false }
        if let superviewClass, superview?.className != superviewClass { return false }
        if let frame, !Self.same(view.currentFrame, frame) { return false }
        if let inFront, (superview?.subviews.last === view) != inFront { return false }
        return true
    }

    /// The first fact that does not hold, in plain words with what to look at.
    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        let say = { (en: String, zh: String, ru: String) in localized(language, en: en, zh: zh, ru: ru) }
        guard context.installedApp != nil else { return FailureText.notInstalled(language) }
        guard context.process != nil else { return FailureText.notRunning(language) }
        guard let (view, superview) = found(in: context) else {
            return say("no \(className) is in the window's view tree — a view is drawn only once addSubview(_:) puts it under a view that is on screen",
                       "窗口的视图树中没有 \(className) —— 只有用 addSubview(_:) 把视图放到屏幕上的某个视图之下，它才会被绘制",
                       "в дереве view окна нет \(className) — view рисуется, только когда addSubview(_:) помещает его под view, которое на экране")
        }
        let parentName = superview?.className ?? "—"
        if let superviewClass, superview?.className != superviewClass {
            return say("the \(className)'s superview is a \(parentName), not a \(superviewClass) — the view you call addSubview(_:) on becomes its superview",
                       "\(className) 的父视图是 \(parentName)，不是 \(superviewClass) —— 你在哪个视图上调用 addSubview(_:)，哪个视图就成为它的父视图",
                       "superview у \(className) — \(parentName), а не \(superviewClass): superview становится то view, у которого вызван addSubview(_:)")
        }
        if let frame, !Self.same(view.currentFrame, frame) {
            let size = superview.map { "\(Rect.format($0.currentFrame.width)) × \(Rect.format($0.currentFrame.height))" } ?? "—"
            return say("the \(className)'s frame is \(view.currentFrame), not \(frame) — a frame is in its superview's coordinates (the \(parentName) is \(size) now)",
                       "\(className) 的 frame 是 \(view.currentFrame)，不是 \(frame) —— frame 使用的是父视图的坐标系（\(parentName) 现在是 \(size)）",
                       "frame у \(className) — \(view.currentFrame), а не \(frame): frame задаётся в координатах superview (\(parentName) сейчас \(size))")
        }
        if let inFront, (superview?.subviews.last === view) != inFront {
            if inFront {
                let over = superview?.subviews.last?.className ?? "—"
                return say("the \(className) is behind a \(over) — the subview added last is drawn on top; bringSubviewToFront(_:) moves one there",
                           "\(className) 在一个 \(over) 的后面 —— 最后添加的子视图画在最上面；bringSubviewToFront(_:) 可以把视图移到最上面",
                           "\(className) находится под \(over) — сверху рисуется subview, добавленное последним; bringSubviewToFront(_:) переносит view наверх")
            }
            return say("the \(className) is in front of its siblings", "\(className) 在其兄弟视图的最前面", "\(className) находится над соседними view")
        }
        return description(in: language)
    }

    public func description(in language: Language) -> String {
        var facts: [String] = []
        let word = { (en: String, zh: String, ru: String) in facts.append(localized(language, en: en, zh: zh, ru: ru)) }
        if let superviewClass { word("inside a \(superviewClass)", "在一个 \(superviewClass) 里", "внутри \(superviewClass)") }
        if let frame { word("frame \(frame)", "frame 为 \(frame)", "frame \(frame)") }
        if let inFront {
            inFront ? word("in front of its siblings", "在兄弟视图的最前面", "над соседними view")
                : word("not in front of its siblings", "不在兄弟视图的最前面", "не над соседними view")
        }
        let head = localized(language, en: "a \(className) on screen", zh: "屏幕上有一个 \(className)", ru: "на экране есть \(className)")
        return facts.isEmpty ? head : head + localized(language, en: ": ", zh: "：", ru: ": ")
            + facts.joined(separator: localized(language, en: ", ", zh: "，", ru: ", "))
    }
}
