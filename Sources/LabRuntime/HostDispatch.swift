import Foundation
import LabCore
import LabWire

/// What app code asks of the system, by the declared call's name (`host makeWindow …`),
/// answered through `AppHost`. Unknown names answer nothing: the proxy sees nil.
enum HostDispatch {
    /// Runs one call. `code` is told when the app itself creates a view controller, so the
    /// device does not ask the app to make it a second time.
    static func run(_ name: String, _ arguments: [WireValue], host: AppHost, code: AppProcessCode) throws(ProcessEnded) -> [WireValue] {
        if let handler = HostHandler.byName[name] {
            // The app makes this controller itself: the device must not ask it to make it again.
            let creating = name == HostCalls.makeViewController.name
            if creating { code.appIsCreating = true }
            defer { if creating { code.appIsCreating = false } }
            return try handler.answer(arguments, host: host)
        }
        return []
    }
}
