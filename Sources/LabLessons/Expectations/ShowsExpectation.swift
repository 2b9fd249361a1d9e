import LabCore

/// The lesson's app shows this text now: a label or button in its key window (else its first),
/// under the root view controller or one it presented, or a label node of a SpriteKit scene an
/// `SKView` there shows (one not hidden). What the app's own code put on screen — its state,
/// not a line it printed.
public struct ShowsExpectation: Expectation {
    public var text: String

    public init(text: String) { self.text = text }

    public func isMet(in context: CheckContext) -> Bool {
        let windows = context.process?.objects.windows ?? []
        guard let window = windows.first(where: \.isKey) ?? windows.first, !window.isHidden else { return false }
        var controller = window.rootViewController
        var views: [UIView] = []
        while let current = controller {
            if let view = current.view { views.append(view) }
            controller = current.presented
        }
        return views.contains { Self.texts(in: $0).contains { $0.contains(text) } }
    }

    static func texts(in view: UIView) -> [String] {
        let sceneTexts = view.spriteScene?.nodes.filter { !$0.isHidden }.compactMap(\.text) ?? []
        return (view.text.map { [$0] } ?? []) + sceneTexts + view.subviews.flatMap(texts(in:))
    }

    public func description(in language: Language) -> String {
        localized(language, en: "the app's screen shows \"\(text)\"", zh: "应用的屏幕上显示 \"\(text)\"",
                  ru: "на экране приложения видно \"\(text)\"")
    }
}
