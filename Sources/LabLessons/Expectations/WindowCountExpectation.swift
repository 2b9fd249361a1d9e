import LabCore

/// How many windows the lesson's app has: a scene-based app whose app delegate still makes a
/// window of its own has two, one of them never shown in the scene.
public struct WindowCountExpectation: Expectation {
    public var count: Int

    public init(count: Int) { self.count = count }

    public func isMet(in context: CheckContext) -> Bool {
        (context.process?.objects.windows.count ?? 0) == count
    }

    public func description(in language: Language) -> String {
        switch language {
        case .en: return count == 1 ? "the app has one window" : "the app has \(count) windows"
        case .zhHans: return "应用有 \(count) 个窗口"
        case .ru: return count == 1 ? "у приложения одно окно" : "у приложения окон: \(count)"
        }
    }
}
