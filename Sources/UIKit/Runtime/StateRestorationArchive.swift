import Foundation
import LabWire

/// UIKit's side of state preservation and restoration: the keyed archivers handed to the
/// app's `encodeRestorableState(with:)`, the archive written in the app's container, and on
/// the next launch the unarchivers and the controllers made again. The device decides when
/// and offers the methods (LabCore's `Device+StateRestoration`).
enum StateRestorationArchive {
    /// One preserved controller as the archive keeps it.
    private struct Record {
        var path: [String]
        var relation: String
        var className: String
        var restorationClass: String?
        var storyboard: String?
        var coder: NSCoder
    }

    private nonisolated(unsafe) static var applicationCoder: NSKeyedArchiver?
    private nonisolated(unsafe) static var secure = false
    private nonisolated(unsafe) static var preserving: [Record] = []
    private nonisolated(unsafe) static var saved: [Record] = []
    private nonisolated(unsafe) static var savedApplicationCoder: NSKeyedUnarchiver?
    /// The controllers restoration made, by restoration path, for coded references to them.
    private nonisolated(unsafe) static var restored: [[String]: UIViewController] = [:]
    /// Restored controllers to present once their presenters are in the window.
    private nonisolated(unsafe) static var pendingPresentations: [(presenter: UIViewController, presented: UIViewController)] = []

    private static let applicationKey = "UIApplicationStateRestorationApplicationState"
    private static let controllersKey = "UIApplicationStateRestorationViewControllers"

    static func perform(_ selector: String, on receiver: AnyObject?, arguments: [WireValue]) -> WireValue? {
        let runtime = AppRuntime.shared
        switch selector {
        case StateRestorationStep.preservationBegin.rawValue:
            secure = arguments.first?.bool ?? false
            let coder = NSKeyedArchiver(requiringSecureCoding: secure)
            coder.encode(Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "1",
                         forKey: UIApplication.stateRestorationBundleVersionKey)
            coder.encode(NSNumber(value: 0), forKey: UIApplication.stateRestorationUserInterfaceIdiomKey)
            coder.encode(NSNumber(value: Date().timeIntervalSinceReferenceDate), forKey: UIApplication.stateRestorationTimestampKey)
            let version = AppRuntime.shared.call(HostCalls.iosVersion)
            coder.encode("\(version).0", forKey: UIApplication.stateRestorationSystemVersionKey)
            applicationCoder = coder
            preserving = []
            return registered(coder)
        case StateRestorationStep.stateCoder.rawValue:
            guard let controller = runtime.object(arguments.first ?? .null) as? UIViewController else { return .null }
            let coder = NSKeyedArchiver(requiringSecureCoding: secure)
            let path = arguments.dropFirst(2).compactMap(\.string)
            preserving.append(Record(path: path, relation: arguments.dropFirst().first?.string ?? "root",
                                     className: AppRuntime.className(of: controller),
                                     restorationClass: controller.restorationClass.map { String(reflecting: $0) },
                                     storyboard: controller.storyboard?.name, coder: coder))
            return registered(coder)
        case StateRestorationStep.preservationFinish.rawValue:
            guard let relative = arguments.first?.string else { return .void }
            write(to: relative)
            return .void
        case StateRestorationStep.savedStateOpen.rawValue:
            guard let relative = arguments.first?.string, read(from: relative), let coder = savedApplicationCoder else { return .null }
            return registered(coder)
        case StateRestorationStep.savedStateEntry.rawValue:
            guard let index = arguments.first?.int, saved.indices.contains(index) else { return .null }
            return .string(saved[index].path.joined(separator: "/"))
        case StateRestorationStep.savedStateRestorationClass.rawValue:
            guard let index = arguments.first?.int, saved.indices.contains(index), let name = saved[index].restorationClass else { return .null }
            return .string(name.split(separator: ".").last.map(String.init) ?? name)
        case StateRestorationStep.savedStateCoder.rawValue:
            guard let index = arguments.first?.int, saved.indices.contains(index) else { return .null }
            return registered(saved[index].coder)
        case StateRestorationStep.savedStateRecreate.rawValue:
            guard let index = arguments.first?.int, saved.indices.contains(index) else { return .null }
            let parent = runtime.object(arguments.dropFirst().first ?? .null) as? UIViewController
            let made = runtime.object(arguments.dropFirst(2).first ?? .null) as? UIViewController
            return runtime.value(recreate(saved[index], made: made, parent: parent))
        case StateRestorationStep.presentRestored.rawValue:
            let pending = pendingPresentations
            pendingPresentations = []
            for (presenter, presented) in pending { presenter.present(presented, animated: false) }
            return .void
        default:
            return UserActivityArchive.perform(selector, on: receiver, arguments: arguments)
        }
    }

    /// Gives the device an id for an object it hands back to app code (a coder, an activity).
    static func registered(_ object: AnyObject) -> WireValue {
        let runtime = AppRuntime.shared
        if runtime.id(of: object) == nil {
            let className = object is NSKeyedArchiver ? "NSKeyedArchiver" : object is NSKeyedUnarchiver ? "NSKeyedUnarchiver" : AppRuntime.className(of: object)
            if let ref = runtime.call(HostCalls.adoptObject, className) { runtime.register(object, id: ref.id) }
        }
        return runtime.value(object)
    }

    // MARK: The archive

    /// A keyed archive of the application coder's data and one dictionary per controller.
    private static func write(to relative: String) {
        guard let applicationCoder else { return }
        applicationCoder.finishEncoding()
        let controllers: [NSDictionary] = preserving.map { record in
            let archiver = record.coder as? NSKeyedArchiver
            archiver?.finishEncoding()
            var entry: [String: Any] = [
                "path": record.path, "relation": record.relation, "class": record.className,
                "state": archiver?.encodedData ?? Data(),
            ]
            if let restorationClass = record.restorationClass { entry["restorationClass"] = restorationClass }
            if let storyboard = record.storyboard { entry["storyboard"] = storyboard }
            return entry as NSDictionary
        }
        let root: NSDictionary = [applicationKey: applicationCoder.encodedData, controllersKey: controllers]
        guard let data = try? NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: false) else { return }
        let url = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(relative)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
        self.applicationCoder = nil
        preserving = []
    }

    private static func read(from relative: String) -> Bool {
        let url = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(relative)
        guard let data = try? Data(contentsOf: url),
              let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else { return false }
        unarchiver.requiresSecureCoding = false
        guard let root = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? [String: Any],
              let applicationData = root[applicationKey] as? Data,
              let applicationCoder = try? NSKeyedUnarchiver(forReadingFrom: applicationData) else { return false }
        applicationCoder.requiresSecureCoding = false
        savedApplicationCoder = applicationCoder
        saved = ((root[controllersKey] as? [Any]) ?? []).compactMap { value in
            guard let entry = value as? [String: Any], let path = entry["path"] as? [String],
                  let state = entry["state"] as? Data, let coder = try? NSKeyedUnarchiver(forReadingFrom: state) else { return nil }
            coder.requiresSecureCoding = false
            return Record(path: path, relation: entry["relation"] as? String ?? "root", className: entry["class"] as? String ?? "",
                          restorationClass: entry["restorationClass"] as? String, storyboard: entry["storyboard"] as? String,
                          coder: coder)
        }
        return true
    }

    // MARK: Making controllers again

    /// The restoration class's `viewController(withRestorationIdentifierPath:coder:)`, or the
    /// controller the app delegate made, or the storyboard's scene whose storyboard ID is the
    /// restoration identifier; then put back under its parent (pushed, added as a child, or
    /// presented), with its restoration identifier.
    private static func recreate(_ record: Record, made: UIViewController?, parent: UIViewController?) -> UIViewController? {
        var controller = made
        if controller == nil, let name = record.restorationClass,
           let restorationClass = ClassLookup.type(named: name, module: AppRuntime.shared.module) as? UIViewControllerRestoration.Type {
            controller = restorationClass.viewController(withRestorationIdentifierPath: record.path, coder: record.coder)
        } else if controller == nil, let storyboard = record.storyboard, let identifier = record.path.last {
            controller = UIStoryboard(name: storyboard, bundle: nil).instantiateViewControllerIfPresent(withIdentifier: identifier)
        }
        guard let controller else { return nil }
        if controller.restorationIdentifier == nil { controller.restorationIdentifier = record.path.last }
        restored[record.path] = controller
        guard let parent else { return controller }
        switch record.relation {
        case "presented": pendingPresentations.append((parent, controller))
        default:
            if let navigation = parent as? UINavigationController {
                navigation.pushViewController(controller, animated: false)
            } else if let tabs = parent as? UITabBarController {
                tabs.setViewControllers((tabs.viewControllers ?? []) + [controller], animated: false)
            } else {
                parent.addChild(controller)
            }
        }
        return controller
    }

    /// The controller restoration made for `path` (a reference a coder held).
    static func restoredController(path: [String]) -> UIViewController? { restored[path] }

    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`'s arguments for the
    /// saved entry `index`.
    static func savedEntry(_ index: Int) -> (path: [String], coder: NSCoder)? {
        saved.indices.contains(index) ? (saved[index].path, saved[index].coder) : nil
    }
}
