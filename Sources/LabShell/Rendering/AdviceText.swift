import LabCore

/// The words for the lab's own warnings (`Advice`): what is missing, and where to put it.
extension Advice {
    public var text: String {
        switch self {
        case let .launchHandlerMissing(identifier):
            tr("No launch handler registered for task with identifier %@: the task does not run", identifier)
        case let .taskIdentifierNotPermitted(identifier):
            tr("BGTaskScheduler: %@ is not in BGTaskSchedulerPermittedIdentifiers (Info.plist): not registered", identifier)
        case let .appRefreshNotPermitted(identifier):
            tr("BGTaskScheduler: an app refresh task needs %@ in BGTaskSchedulerPermittedIdentifiers and fetch in UIBackgroundModes (Info.plist): notPermitted", identifier)
        case let .processingNotPermitted(identifier):
            tr("BGTaskScheduler: a processing task needs %@ in BGTaskSchedulerPermittedIdentifiers and processing in UIBackgroundModes (Info.plist): notPermitted", identifier)
        case let .fetchModeMissing(app): tr("not woken: %@ lacks fetch in UIBackgroundModes (Info.plist)", app)
        case let .remoteNotificationModeMissing(app):
            tr("not delivered in the background: %@ lacks remote-notification in UIBackgroundModes (Info.plist)", app)
        case let .storyboardBeforeIOS5(storyboard, iosVersion, hasMainNib):
            hasMainNib ? tr("UIMainStoryboardFile \"%@\" is ignored: storyboards came with iOS 5; iOS %d loads only NSMainNibFile", storyboard, iosVersion)
                : tr("UIMainStoryboardFile \"%@\" is ignored: storyboards came with iOS 5; iOS %d loads only NSMainNibFile, and this app has none, so no window is made", storyboard, iosVersion)
        case let .backgroundModeMissing(mode, app):
            tr("%@ work goes on, but %@ lacks %@ in UIBackgroundModes (Info.plist): it stops with the app", mode.rawValue, app, mode.rawValue)
        case let .nameCaseDiffers(requested, found):
            tr("'%@' is found as '%@' because the Mac's file system ignores case, as the Simulator's does; an iPhone's file system does not, and would find nothing: spell it '%@'", requested, found, found)
        case let .outputDropped(lines): tr("%@ more lines of the app's output were not kept", "\(lines)")
        case .noFileSandbox: tr("this kernel has no Landlock: apps run without a file sandbox (they can reach files outside their container)")
        case let .signalsNotConfined(abi):
            tr("this kernel's Landlock (ABI %@) cannot confine signals: an app can signal the lab (ABI 6 and later prevent it)", "\(abi)")
        }
    }
}
