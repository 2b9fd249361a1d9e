import Foundation
import LabWire

/// A Home screen quick action: static ones come from Info.plist's `UIApplicationShortcutItems`,
/// dynamic ones from `UIApplication.shared.shortcutItems`, which the device keeps (iOS keeps
/// them across launches). `quick-action APP TITLE` chooses one.
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    fileprivate(set) var fields: Fields

    struct Fields {
        var type: String
        var localizedTitle: String
        var localizedSubtitle: String?
        var icon: UIApplicationShortcutIcon?
        var userInfo: [String: Any]?
        var targetContentIdentifier: Any?
    }

    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: Any]? = nil) {
        fields = Fields(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon, userInfo: userInfo)
        super.init()
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    init(fields: Fields) {
        self.fields = fields
        super.init()
    }

    open var type: String { fields.type }
    open var localizedTitle: String { fields.localizedTitle }
    open var localizedSubtitle: String? { fields.localizedSubtitle }
    open var icon: UIApplicationShortcutIcon? { fields.icon }
    open var userInfo: [String: Any]? { fields.userInfo }
    open var targetContentIdentifier: Any? { fields.targetContentIdentifier }

    open func copy(with zone: NSZone? = nil) -> Any { UIApplicationShortcutItem(fields: fields) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { UIMutableApplicationShortcutItem(fields: fields) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        return ShortcutItemWire.object(self) as NSDictionary == ShortcutItemWire.object(other) as NSDictionary
    }

    open override var hash: Int { type.hashValue ^ localizedTitle.hashValue }
}

open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
    open override var type: String { get { fields.type } set { fields.type = newValue } }
    open override var localizedTitle: String { get { fields.localizedTitle } set { fields.localizedTitle = newValue } }
    open override var localizedSubtitle: String? { get { fields.localizedSubtitle } set { fields.localizedSubtitle = newValue } }
    open override var icon: UIApplicationShortcutIcon? { get { fields.icon } set { fields.icon = newValue } }
    open override var userInfo: [String: Any]? { get { fields.userInfo } set { fields.userInfo = newValue } }
    open override var targetContentIdentifier: Any? { get { fields.targetContentIdentifier } set { fields.targetContentIdentifier = newValue } }
}

/// A quick action's icon: a system type, or an image by name (the simulated Home screen
/// lists quick actions as text and draws no icon).
open class UIApplicationShortcutIcon: NSObject, NSCopying, @unchecked Sendable {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    public convenience init(type: IconType) { self.init(name: "type:\(type.rawValue)") }
    public convenience init(templateImageName: String) { self.init(name: templateImageName) }
    public convenience init(systemImageName: String) { self.init(name: "system:\(systemImageName)") }
    open func copy(with zone: NSZone? = nil) -> Any { self }

    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love,
             cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted,
             alarm, bookmark, shuffle, audio, update
    }
}

/// Quick actions as the device keeps them: JSON, with `userInfo`'s numbers, strings, arrays
/// and dictionaries (the property-list values Info.plist can hold).
@_spi(LifecycleLab)
public enum ShortcutItemWire {
    static func object(_ item: UIApplicationShortcutItem) -> [String: Any] {
        var object: [String: Any] = ["type": item.type, "title": item.localizedTitle]
        if let subtitle = item.localizedSubtitle { object["subtitle"] = subtitle }
        if let icon = item.icon { object["icon"] = icon.name }
        if let info = item.userInfo {
            let plain = info.compactMapValues { value -> Any? in
                let value = value as Any
                return JSONSerialization.isValidJSONObject([value]) ? value : nil
            }
            object["userInfo"] = plain
        }
        return object
    }

    public static func encode(_ items: [UIApplicationShortcutItem]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: items.map(object), options: [.sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func item(_ object: [String: Any]) -> UIApplicationShortcutItem {
        let info = (object["userInfo"] as? [String: Any]).map { $0.compactMapValues(secureCoding) }
        return UIApplicationShortcutItem(type: object["type"] as? String ?? "", localizedTitle: object["title"] as? String ?? "",
                                         localizedSubtitle: object["subtitle"] as? String,
                                         icon: (object["icon"] as? String).map(UIApplicationShortcutIcon.init(name:)), userInfo: info)
    }

    /// A property-list value as the Objective-C object iOS would hand over.
    private static func secureCoding(_ value: Any) -> Any? {
        switch value {
        case let number as NSNumber: return number
        case let text as String: return NSString(string: text)
        case let list as [Any]: return NSArray(array: list.compactMap { secureCoding($0) })
        case let table as [String: Any]: return NSDictionary(dictionary: table.compactMapValues { secureCoding($0) })
        default: return nil
        }
    }

    public static func items(_ text: String) -> [UIApplicationShortcutItem] {
        let list = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String: Any]] ?? []
        return list.map(item)
    }

    /// The quick action a launch or a delegate call carries (one JSON object).
    static func item(from value: WireValue?) -> UIApplicationShortcutItem? {
        guard let text = value?.string,
              let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return nil }
        return item(object)
    }

    /// Launch options for a quick action: the item under this key.
    static let launchKey = "UIApplicationLaunchOptionsShortcutItemKey"
}

extension UIApplication {
    /// The app's dynamic quick actions (shown after the static ones of Info.plist).
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { ShortcutItemWire.items(AppRuntime.shared.call(HostCalls.shortcutItems)) }
        set { AppRuntime.shared.call(HostCalls.setShortcutItems, ShortcutItemWire.encode(newValue ?? [])) }
    }
}
