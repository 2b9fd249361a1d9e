import Foundation
import LabCore
import LabWire

/// What app code asks of the system, by the name UIKit's proxies send (`host makeWindow …`),
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
        func ref(_ index: Int) -> ObjectRef? { index < arguments.count ? arguments[index].object : nil }
        func string(_ index: Int) -> String? { index < arguments.count ? arguments[index].string : nil }
        func double(_ index: Int) -> Double { index < arguments.count ? arguments[index].double ?? 0 : 0 }
        switch name {
        case "setNextTimer":
            host.setNextTimer(at: arguments.first?.int, frameOnly: arguments.count > 1 ? arguments[1].bool ?? false : false)
        case "observeNotification":
            if let name = string(0) { host.observeNotification(name) }
        case "setBarButtonItems":
            guard let controller = ref(0) else { return [] }
            var items: [(item: ObjectRef, title: String?, action: String?, target: ObjectRef?)] = []
            for index in stride(from: 2, to: arguments.count - 3, by: 4) {
                guard let item = ref(index) else { continue }
                items.append((item, string(index + 1), string(index + 2), ref(index + 3)))
            }
            host.setBarButtonItems(of: controller, side: string(1) ?? "right", items: items)
        case "raise":
            // UIKit's own check failed in app code (a camera source type on a device without
            // one), or an Objective-C exception of another SDK module (Core Data's).
            throw host.raise(exception: string(0) ?? "NSInternalInconsistencyException", reason: string(1) ?? "")
        case "adoptObject":
            return [WireValue(host.adoptObject(className: string(0) ?? "NSObject"))]
        case "spend":
            try host.spend(milliseconds: arguments.first?.int ?? 0)
        case "simulateMemoryWarning":
            host.simulateMemoryWarning()
        default:
            if name.hasPrefix("mac") { return try MacHostCalls.run(name, arguments, host: host) }
            return []
        }
        return []
    }
}
