import LabCore

/// Whether the lesson's Mac app is sandboxed (`sandboxed: true`): its signed entitlements say
/// `com.apple.security.app-sandbox`, so its home is its container,
/// `~/Library/Containers/<bundle id>/Data`; `false`: its home is the user's, `~`
/// (docs/lifecycle.md, "The Mac", Sandbox). Mac lessons only: an iOS app is always sandboxed.
public struct SandboxExpectation: Expectation {
    public var sandboxed: Bool

    public init(sandboxed: Bool) { self.sandboxed = sandboxed }

    /// The container a sandboxed app of `app` gets, as the Finder shows it.
    static func containerShown(_ app: String) -> String { "~/Library/Containers/\(app)/Data" }

    public func isMet(in context: CheckContext) -> Bool {
        guard let installed = context.installedApp, let home = installed.containerPath else { return false }
        let inContainer = home.hasSuffix("/Library/Containers/\(installed.bundleIdentifier)/Data")
        return MacHome.isSandboxed(installed.bundle) == sandboxed && inContainer == sandboxed
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        guard let installed = context.installedApp else { return FailureText.notInstalled(language) }
        if MacHome.isSandboxed(installed.bundle) {
            return localized(language, en: "the installed app is sandboxed: its home is \(Self.containerShown(installed.bundleIdentifier)) — `container` shows it",
                             zh: "安装的应用处于沙盒中：它的主目录是 \(Self.containerShown(installed.bundleIdentifier)) —— `container` 会显示它",
                             ru: "установленное приложение в песочнице: его домашняя папка — \(Self.containerShown(installed.bundleIdentifier)) — `container` покажет её")
        }
        return localized(language, en: "the installed app is not sandboxed: its executable is not signed with com.apple.security.app-sandbox set to true, so its home is the user's, ~ — `container` shows it",
                         zh: "安装的应用不在沙盒中：它的可执行文件签名时没有把 com.apple.security.app-sandbox 设为 true，所以它的主目录是用户的 ~ —— `container` 会显示它",
                         ru: "установленное приложение не в песочнице: его исполняемый файл не подписан с com.apple.security.app-sandbox, равным true, поэтому его домашняя папка — папка пользователя, ~ — `container` покажет это")
    }

    public func description(in language: Language) -> String {
        sandboxed
            ? localized(language, en: "the app is sandboxed: its home is its container, ~/Library/Containers/<bundle id>/Data",
                        zh: "应用处于沙盒中：它的主目录是它的容器 ~/Library/Containers/<bundle id>/Data",
                        ru: "приложение в песочнице: его домашняя папка — его контейнер, ~/Library/Containers/<bundle id>/Data")
            : localized(language, en: "the app is not sandboxed: its home is the user's, ~",
                        zh: "应用不在沙盒中：它的主目录是用户的 ~",
                        ru: "приложение не в песочнице: его домашняя папка — папка пользователя, ~")
    }
}
