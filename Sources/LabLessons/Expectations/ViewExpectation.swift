import LabCore

/// A view the lesson's app really put on screen: the first view of a class in the view tree of
/// its key window (else its first) — under the root view controller's view or one it presented —
/// with the facts asked for: its superview's class, its frame or only its origin (in its
/// superview's coordinates, as the app last set it in a run-loop turn), and a sibling it is
/// drawn over (later in `subviews`). Read from the device's view tree, never from printed text.
public struct ViewExpectation: Expectation {
    public var className: String
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
        if !originHolds(view) { return false }
        if above != nil, isAbove(view, in: superview) != true { return false }
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
        return description(in: language)
    }

    public func description(in language: Language) -> String {
        var facts: [String] = []
        let word = { (en: String, zh: String, ru: String) in facts.append(localized(language, en: en, zh: zh, ru: ru)) }
        if let superviewClass { word("inside a \(superviewClass)", "在一个 \(superviewClass) 里", "внутри \(superviewClass)") }
        if let frame { word("frame \(frame)", "frame 为 \(frame)", "frame \(frame)") }
        if let origin {
            let point = "(\(Rect.format(origin.x)), \(Rect.format(origin.y)))"
            word("frame starting at \(point)", "frame 起点为 \(point)", "frame начинается в \(point)")
        }
        if let above { word("drawn over the \(above)", "画在 \(above) 上面", "нарисован поверх \(above)") }
        let head = localized(language, en: "a \(className) on screen", zh: "屏幕上有一个 \(className)", ru: "на экране есть \(className)")
        return facts.isEmpty ? head : head + localized(language, en: ": ", zh: "：", ru: ": ")
            + facts.joined(separator: localized(language, en: ", ", zh: "，", ru: ", "))
    }
}
