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
        case "pasteboard":
            let pasteboard = host.pasteboard
            return [.int(pasteboard.changeCount)] + pasteboard.strings.map(WireValue.string)
        case "setPasteboard":
            host.setPasteboard(arguments.compactMap(\.string))
        case "setNextTimer":
            host.setNextTimer(at: arguments.first?.int, frameOnly: arguments.count > 1 ? arguments[1].bool ?? false : false)
        case "observeNotification":
            if let name = string(0) { host.observeNotification(name) }
        case "setSpriteScene":
            if let view = ref(0) { host.setSpriteScene(SpriteSceneWire.scene(from: Array(arguments.dropFirst())), of: view) }
        case "scenePresented":
            if let view = ref(0) { host.scenePresented(string(1) ?? "SKScene", width: double(2), height: double(3), by: view) }
        case "sceneViewPaused":
            if let view = ref(0) {
                host.sceneViewPaused(arguments.count > 1 ? arguments[1].bool ?? false : false,
                                     automatically: arguments.count > 2 ? arguments[2].bool ?? false : false, view: view)
            }
        case "setBarButtonItems":
            guard let controller = ref(0) else { return [] }
            var items: [(item: ObjectRef, title: String?, action: String?, target: ObjectRef?)] = []
            for index in stride(from: 2, to: arguments.count - 3, by: 4) {
                guard let item = ref(index) else { continue }
                items.append((item, string(index + 1), string(index + 2), ref(index + 3)))
            }
            host.setBarButtonItems(of: controller, side: string(1) ?? "right", items: items)
        case "archivedValues":
            guard let object = ref(0) else { return [] }
            return host.archivedValues(of: object).flatMap { [WireValue.string($0.key), $0.value] }
        case "loadNib":
            return try host.loadNib(named: string(0) ?? "", owner: ref(1)).map { WireValue($0) }
        case "imageFile":
            guard let file = string(0).flatMap({ host.imageFile(named: $0, inBundleAt: string(1)) }) else { return [] }
            return [.string(Data(file.bytes).base64EncodedString()), .int(file.scale)]
        case "dataAsset":
            guard let bytes = string(0).flatMap(host.dataAsset(named:)) else { return [] }
            return [.string(Data(bytes).base64EncodedString())]
        case "colorAsset":
            return string(0).flatMap(host.colorAsset(named:))?.map(WireValue.double) ?? []
        case "raise":
            // UIKit's own check failed in app code (a camera source type on a device without
            // one), or an Objective-C exception of another SDK module (Core Data's).
            throw host.raise(exception: string(0) ?? "NSInternalInconsistencyException", reason: string(1) ?? "")
        case "adoptObject":
            return [WireValue(host.adoptObject(className: string(0) ?? "NSObject"))]
        case "backgroundTimeRemaining":
            return [.double(host.backgroundTimeRemaining)]
        case "beginBackgroundTask":
            let handler: ClosureRef? = if arguments.count > 1, case let .closure(ref) = arguments[1] { ref } else { nil }
            return [.int(host.beginBackgroundTask(name: string(0), expirationHandler: handler))]
        case "endBackgroundTask":
            host.endBackgroundTask(arguments.first?.int ?? 0)
        case "spend":
            try host.spend(milliseconds: arguments.first?.int ?? 0)
        case "simulateMemoryWarning":
            host.simulateMemoryWarning()
        case "shortcutItems":
            return [.string(host.dynamicShortcutItems)]
        case "setShortcutItems":
            host.setDynamicShortcutItems(string(0) ?? "[]")
        case "setMinimumBackgroundFetchInterval":
            host.setMinimumBackgroundFetchInterval(double(0))
        case "setBackgroundActivity":
            if let mode = string(0).flatMap(BackgroundMode.init(rawValue:)) {
                host.setBackgroundActivity(mode, running: arguments.count > 1 ? arguments[1].bool ?? false : false,
                                          obstacle: string(2).map(BackgroundObstacle.audioSessionCategory))
            }
        case "registerBackgroundTask":
            guard arguments.count > 1, case let .closure(handler) = arguments[1] else { return [.bool(false)] }
            return [.bool(try host.registerBackgroundTask(string(0) ?? "", launchHandler: handler))]
        case "submitAppRefresh":
            let after: Double? = arguments.count > 1 ? arguments[1].double : nil
            return [.int(host.submitAppRefresh(string(0) ?? "", earliestBeginAfter: after)?.rawValue ?? 0)]
        case "submitProcessingTask":
            let after: Double? = arguments.count > 1 ? arguments[1].double : nil
            func flag(_ index: Int) -> Bool { index < arguments.count ? arguments[index].bool ?? false : false }
            return [.int(host.submitProcessingTask(string(0) ?? "", earliestBeginAfter: after, requiresExternalPower: flag(2),
                                                   requiresNetworkConnectivity: flag(3))?.rawValue ?? 0)]
        case "requestLocationAuthorization":
            if let manager = ref(0) { host.requestLocationAuthorization(always: arguments.count > 1 ? arguments[1].bool ?? false : false, manager: manager) }
        case "locationAuthorizationStatus":
            return [.int(host.locationAuthorizationStatus)]
        case "requestContactsAccess":
            return [.bool(host.requestContactsAccess())]
        case "savePhoto":
            try host.savePhoto(width: arguments.first?.int ?? 0, height: arguments.count > 1 ? arguments[1].int ?? 0 : 0)
        case "keychain":
            return [.string(host.keychain)]
        case "setKeychain":
            host.setKeychain(string(0) ?? "")
        case "evaluateBiometry":
            return [.bool(host.evaluateBiometry(reason: string(0) ?? ""))]
        case "contactsAuthorizationStatus":
            return [.int(host.contactsAuthorizationStatus)]
        case "setLocationDelegate":
            if let manager = ref(0) { host.setLocationDelegate(ref(1), of: manager) }
        case "requestLocation":
            if let manager = ref(0) { try host.requestLocation(of: manager) }
        case "setLocationUpdates":
            if let manager = ref(0) { host.setLocationUpdates(arguments.count > 1 ? arguments[1].bool ?? false : false, of: manager) }
        case "setAllowsBackgroundLocationUpdates":
            if let manager = ref(0) { try host.setAllowsBackgroundLocationUpdates(arguments.count > 1 ? arguments[1].bool ?? false : false, of: manager) }
        case "cancelTaskRequests":
            host.cancelTaskRequests(identifier: string(0))
        case "setTaskExpirationHandler":
            guard case let .closure(task)? = arguments.first else { return [] }
            let handler: ClosureRef? = if arguments.count > 1, case let .closure(ref) = arguments[1] { ref } else { nil }
            host.setTaskExpirationHandler(handler, of: task)
        case "complete":
            if case let .closure(handler)? = arguments.first { host.complete(handler, result: arguments.count > 1 ? arguments[1].int ?? 0 : 0) }
        default:
            return []
        }
        return []
    }
}
