import Foundation
import LabWire

/// Foundation's `NSUserActivity`, which swift-corelibs-foundation lacks: UIKit's scene state
/// restoration keeps one per scene (`stateRestorationActivity(for:)`,
/// `session.stateRestorationActivity`). Its `userInfo` is archived with the scene when it goes
/// to the background. Handoff, Spotlight and the other ways an activity travels are not simulated.
open class NSUserActivity: NSObject {
    public let activityType: String
    open var title: String?
    /// Each key and value must be a property-list type (strings, numbers, dates, data, arrays
    /// and dictionaries of them), or it is left out when the activity is saved.
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var needsSave: Bool = false
    open weak var delegate: NSUserActivityDelegate?
    open var isEligibleForHandoff: Bool = true
    open var isEligibleForSearch: Bool = false
    open var isEligibleForPublicIndexing: Bool = false
    open var persistentIdentifier: String?
    open var targetContentIdentifier: String?
    open var webpageURL: URL?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// Kept: nothing hands the activity to another device.
    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}

/// Told before an activity is saved.
public protocol NSUserActivityDelegate: AnyObject {
    func userActivityWillSave(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
}

/// How a scene's activity is written in the app's container and read back at the next launch.
enum UserActivityArchive {
    static func registered(_ activity: NSUserActivity) -> WireValue { StateRestorationArchive.registered(activity) }

    /// The device's steps: save the scene's activity, give the connecting session the saved one.
    static func perform(_ selector: String, on receiver: AnyObject?, arguments: [WireValue]) -> WireValue? {
        switch selector {
        case StateRestorationStep.saveActivity.rawValue:
            guard let activity = AppRuntime.shared.object(arguments.first ?? .null) as? NSUserActivity,
                  let relative = arguments.dropFirst().first?.string else { return .null }
            write(activity, to: relative)
            return .string(activity.activityType)
        case StateRestorationStep.restoreSessionActivity.rawValue:
            guard let session = receiver as? UISceneSession, let relative = arguments.first?.string,
                  let activity = read(from: relative) else { return .null }
            session.stateRestorationActivity = activity
            return registered(activity)
        case StateRestorationStep.activityType.rawValue:
            return (receiver as? NSUserActivity).map { .string($0.activityType) } ?? .null
        default:
            return nil
        }
    }

    static func write(_ activity: NSUserActivity, to relative: String) {
        activity.delegate?.userActivityWillSave(activity)
        var info: [String: Any] = [:]
        for (key, value) in activity.userInfo ?? [:] {
            guard let key = key as? String, PropertyListSerialization.propertyList(value, isValidFor: .binary) else { continue }
            info[key] = value
        }
        var root: [String: Any] = ["activityType": activity.activityType, "userInfo": info]
        if let title = activity.title { root["title"] = title }
        guard let data = try? NSKeyedArchiver.archivedData(withRootObject: root as NSDictionary, requiringSecureCoding: false) else { return }
        let url = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(relative)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    static func read(from relative: String) -> NSUserActivity? {
        let url = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(relative)
        guard let data = try? Data(contentsOf: url), let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
        unarchiver.requiresSecureCoding = false
        guard let root = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? [String: Any],
              let type = root["activityType"] as? String else { return nil }
        let activity = NSUserActivity(activityType: type)
        activity.title = root["title"] as? String
        var info: [AnyHashable: Any] = [:]
        for (key, value) in root["userInfo"] as? [String: Any] ?? [:] { info[key] = value }
        activity.userInfo = info
        return activity
    }
}
