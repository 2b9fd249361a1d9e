import LabCore

/// Words several expectations share when they are not met.
enum FailureText {
    /// "not yet: FACT".
    static func notYet(_ fact: String, _ language: Language) -> String {
        localized(language, en: "not yet: \(fact)", zh: "尚未发生：\(fact)", ru: "ещё не произошло: \(fact)")
    }

    /// The lesson's app is not on the device.
    static func notInstalled(_ language: Language) -> String {
        localized(language, en: "the app is not installed yet — `run` builds and installs it",
                  zh: "应用还没有安装 —— `run` 会构建并安装它",
                  ru: "приложение ещё не установлено — `run` соберёт и установит его")
    }

    /// The lesson's app has no process.
    static func notRunning(_ language: Language) -> String {
        localized(language, en: "the app is not running — `run` (or `launch`) starts it",
                  zh: "应用没有在运行 —— `run`（或 `launch`）会启动它",
                  ru: "приложение не запущено — `run` (или `launch`) запустит его")
    }
}
