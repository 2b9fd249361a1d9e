/// An event pattern in plain words, for ✓ and ✗ lines: what happens, never the phrase
/// written in lesson.yaml (`state suspended -> notRunning` reads "the app goes from
/// suspended to not running").
extension EventPattern {
    /// `implemented NAME`: the app's own code ran.
    public var isImplementedCallback: Bool {
        if case .callback(_, true) = kind { return true }
        return false
    }

    /// Whether the event happens only if the app's own code does it: a method of its own ran,
    /// or it called a completion the system waits for.
    public var isLearnersWork: Bool {
        if case .deadline = kind { return true }
        return isImplementedCallback
    }

    /// A state change (the iPhone's or the Mac's), given the states' names.
    private static func change(from: String?, to: String, _ language: Language) -> String {
        guard let from else {
            return localized(language, en: "the app becomes \(to)", zh: "应用进入“\(to)”状态", ru: "приложение переходит в состояние «\(to)»")
        }
        return localized(language, en: "the app goes from \(from) to \(to)", zh: "应用从“\(from)”状态进入“\(to)”状态",
                         ru: "приложение переходит из состояния «\(from)» в «\(to)»")
    }

    public func words(in language: Language) -> String {
        switch kind {
        case let .state(from, to):
            return Self.change(from: from?.name(in: language), to: to.name(in: language), language)
        case let .macState(from, to):
            return Self.change(from: from?.name(in: language), to: to.name(in: language), language)
        case let .sceneState(to):
            return localized(language, en: "the scene becomes \(to.rawValue)", zh: "场景进入 \(to.rawValue)",
                             ru: "сцена переходит в \(to.rawValue)")
        case let .callback(name, false):
            let framework = onMac ? "AppKit" : "UIKit"
            return localized(language, en: "\(framework) calls \(name)", zh: "\(framework) 调用 \(name)", ru: "\(framework) вызывает \(name)")
        case let .callback(name, true):
            return localized(language, en: "your \(name) runs", zh: "执行了你的 \(name)", ru: "выполняется ваш \(name)")
        case let .notification(name):
            return localized(language, en: "\(name) is posted", zh: "发出通知 \(name)", ru: "отправлено уведомление \(name)")
        case let .action(name):
            return localized(language, en: "you use `\(name)`", zh: "你使用 `\(name)`", ru: "вы используете `\(name)`")
        case let .command(form):
            let typed = form.filter { $0 != CommandExpectation.anyFurther }.joined(separator: " ")
            return localized(language, en: "you type `\(typed)`", zh: "你输入 `\(typed)`", ru: "вы вводите `\(typed)`")
        case .crash(nil):
            return localized(language, en: "the app crashes", zh: "应用崩溃", ru: "приложение аварийно завершается")
        case let .crash(code?):
            return localized(language, en: "the app is ended with code \(code)", zh: "应用以代码 \(code) 被终止",
                             ru: "приложение завершается с кодом \(code)")
        case let .console(text):
            return localized(language, en: "the app prints a line with \"\(text)\"", zh: "应用输出包含 \"\(text)\" 的一行",
                             ru: "приложение печатает строку с \"\(text)\"")
        case let .warning(text):
            return localized(language, en: "the system logs a warning with \"\(text)\"", zh: "系统记录一条包含 \"\(text)\" 的警告",
                             ru: "система записывает предупреждение с \"\(text)\"")
        case let .advice(name):
            return localized(language, en: "the lab warns: \(name)", zh: "实验室发出警告：\(name)", ru: "лаборатория предупреждает: \(name)")
        case let .deadline(text, true):
            return localized(language, en: "the app calls \(text) in time", zh: "应用及时调用了 \(text)",
                             ru: "приложение вовремя вызывает \(text)")
        case let .deadline(text, false):
            return localized(language, en: "the app's time is up before it calls \(text)", zh: "应用在调用 \(text) 之前就用完了时间",
                             ru: "время приложения истекает раньше, чем оно вызывает \(text)")
        }
    }
}
