import LabCore

/// How many windows the lesson's app has: a scene-based app whose app delegate still makes a
/// window of its own has two, one of them never shown in the scene. On the Mac: the app's open
/// windows as the system knows them (a closed window is gone; an app may run with none).
public struct WindowCountExpectation: Expectation {
    public var count: Int

    public init(count: Int) { self.count = count }

    public func isMet(in context: CheckContext) -> Bool { windows(in: context) == count }

    func windows(in context: CheckContext) -> Int {
        if let mac = context.device.mac { return mac.windows[context.app]?.count ?? 0 }
        return context.process?.objects.windows.count ?? 0
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        let now = windows(in: context)
        return localized(language, en: "the app has \(now) window\(now == 1 ? "" : "s") now, not \(count)",
                         zh: "应用现在有 \(now) 个窗口，不是 \(count) 个", ru: "у приложения сейчас окон: \(now), а не \(count)")
    }

    public func description(in language: Language) -> String {
        switch language {
        case .en: return count == 1 ? "the app has one window" : "the app has \(count) windows"
        case .zhHans: return "应用有 \(count) 个窗口"
        case .ru: return count == 1 ? "у приложения одно окно" : "у приложения окон: \(count)"
        }
    }
}
