import LabCore
import LabWire

/// What the simulated AppKit asks of the Mac (`host macWindowShown …`), answered through `AppHost`.
enum MacHostCalls {
    static func run(_ name: String, _ arguments: [WireValue], host: AppHost) throws(ProcessEnded) -> [WireValue] {
        func ref(_ index: Int) -> ObjectRef? { index < arguments.count ? arguments[index].object : nil }
        func string(_ index: Int) -> String { index < arguments.count ? arguments[index].string ?? "" : "" }
        switch name {
        case "macWindowShown":
            if let window = ref(0) { host.macShowWindow(window, title: string(1), delegate: ref(2)) }
        case "macWindowUpdated":
            if let window = ref(0) { host.macUpdateWindow(window, title: string(1), delegate: ref(2)) }
        case "macWindowClosed":
            if let window = ref(0) { host.macCloseWindow(window) }
        case "macControllerCallback":
            // A view controller's load or appearance method, offered by the system so the log shows it.
            if let controller = ref(0) { try host.macControllerCallback(string(1), of: controller) }
        case "macTerminate": host.macTerminate()
        case "macTerminateReply": host.macReplyToTerminate(arguments.first?.bool ?? false)
        case "macHide": host.macHide()
        case "macUnhide": host.macUnhide()
        case "macActivate": host.macActivate()
        case "macState": return [.string(host.macState.rawValue)]
        case "macObservedNotifications":
            for name in MacDelegateCallback.allCases.compactMap(\.notification) { host.observeNotification(name) }
        default: break
        }
        return []
    }
}
