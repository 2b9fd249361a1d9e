import Foundation

/// A notification's content. The app makes a `UNMutableNotificationContent`; a push's content
/// comes from its payload's `aps` dictionary.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying {
    fileprivate(set) var storage = Fields()

    /// The content's fields, kept in one value so copies are cheap and equal.
    struct Fields {
        var title = ""
        var subtitle = ""
        var body = ""
        var badge: NSNumber?
        var sound: UNNotificationSound?
        var userInfo: [AnyHashable: Any] = [:]
        var categoryIdentifier = ""
        var threadIdentifier = ""
        var launchImageName = ""
        var summaryArgument = ""
        var summaryArgumentCount = 0
        var targetContentIdentifier: String?
        var attachments: [UNNotificationAttachment] = []
    }

    public override init() { super.init() }

    init(fields: Fields) {
        storage = fields
        super.init()
    }

    open var title: String { storage.title }
    open var subtitle: String { storage.subtitle }
    open var body: String { storage.body }
    open var badge: NSNumber? { storage.badge }
    open var sound: UNNotificationSound? { storage.sound }
    open var userInfo: [AnyHashable: Any] { storage.userInfo }
    open var categoryIdentifier: String { storage.categoryIdentifier }
    open var threadIdentifier: String { storage.threadIdentifier }
    open var launchImageName: String { storage.launchImageName }
    open var summaryArgument: String { storage.summaryArgument }
    open var summaryArgumentCount: Int { storage.summaryArgumentCount }
    open var targetContentIdentifier: String? { storage.targetContentIdentifier }
    open var attachments: [UNNotificationAttachment] { storage.attachments }

    open func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(fields: storage) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { UNMutableNotificationContent(fields: storage) }

    /// A remote notification's content, from its payload (`aps.alert`, `aps.badge`, `aps.sound`, `aps.category`).
    @_spi(LifecycleLab) public convenience init(userInfo: [AnyHashable: Any]) {
        var fields = Fields()
        fields.userInfo = userInfo
        let aps = userInfo["aps"] as? [String: Any]
        if let text = aps?["alert"] as? String {
            fields.body = text
        } else if let parts = aps?["alert"] as? [String: Any] {
            fields.title = parts["title"] as? String ?? ""
            fields.subtitle = parts["subtitle"] as? String ?? ""
            fields.body = parts["body"] as? String ?? ""
        }
        fields.badge = (aps?["badge"] as? Int).map { NSNumber(value: $0) }
        fields.sound = (aps?["sound"] as? String).map { $0 == "default" ? .default : UNNotificationSound(named: UNNotificationSoundName($0)) }
        fields.categoryIdentifier = aps?["category"] as? String ?? ""
        fields.threadIdentifier = aps?["thread-id"] as? String ?? ""
        self.init(fields: fields)
    }
}

/// The content an app fills in for a local notification.
open class UNMutableNotificationContent: UNNotificationContent {
    open override var title: String { get { storage.title } set { storage.title = newValue } }
    open override var subtitle: String { get { storage.subtitle } set { storage.subtitle = newValue } }
    open override var body: String { get { storage.body } set { storage.body = newValue } }
    open override var badge: NSNumber? { get { storage.badge } set { storage.badge = newValue } }
    open override var sound: UNNotificationSound? { get { storage.sound } set { storage.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { storage.userInfo } set { storage.userInfo = newValue } }
    open override var categoryIdentifier: String { get { storage.categoryIdentifier } set { storage.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { storage.threadIdentifier } set { storage.threadIdentifier = newValue } }
    open override var launchImageName: String { get { storage.launchImageName } set { storage.launchImageName = newValue } }
    open override var summaryArgument: String { get { storage.summaryArgument } set { storage.summaryArgument = newValue } }
    open override var summaryArgumentCount: Int { get { storage.summaryArgumentCount } set { storage.summaryArgumentCount = newValue } }
    open override var targetContentIdentifier: String? { get { storage.targetContentIdentifier } set { storage.targetContentIdentifier = newValue } }
    open override var attachments: [UNNotificationAttachment] { get { storage.attachments } set { storage.attachments = newValue } }
}

/// A notification's sound. The simulated device has no speaker: the sound's name is kept and
/// shown with the notification, nothing plays.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    @_spi(LifecycleLab) public let name: String
    init(name: String) {
        self.name = name
        super.init()
    }
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
    public class var `default`: UNNotificationSound { UNNotificationSound(name: "default") }
    public class var defaultCritical: UNNotificationSound { UNNotificationSound(name: "default") }
    public class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound(name: name.rawValue) }
    /// Swift 4.0's `UNNotificationSound.default()`, a class method then (a property since Swift
    /// 4.2): the call reads the property and calls its value, which is the sound itself.
    @available(swift, obsoleted: 4.2, message: "'default' is a property since Swift 4.2: write UNNotificationSound.default")
    public func callAsFunction() -> UNNotificationSound { self }
}

public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// A file shown with a notification. iOS checks the file and copies it into its own store;
/// here the file must exist and is kept where it is: no banner on the simulated device shows
/// pictures.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    public let type: String

    public convenience init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: "UNErrorDomain", code: 100, userInfo: [NSLocalizedDescriptionKey: "Invalid attachment file URL"])
        }
        let kinds = ["jpg": "public.jpeg", "jpeg": "public.jpeg", "png": "public.png", "gif": "com.compuserve.gif",
                     "aif": "public.aiff-audio", "aiff": "public.aiff-audio", "mp3": "public.mp3", "m4a": "com.apple.m4a-audio",
                     "wav": "com.microsoft.waveform-audio", "mp4": "public.mpeg-4", "mov": "com.apple.quicktime-movie"]
        guard let type = kinds[url.pathExtension.lowercased()] else {
            throw NSError(domain: "UNErrorDomain", code: 101, userInfo: [NSLocalizedDescriptionKey: "Unrecognized attachment file type"])
        }
        self.init(identifier: identifier.isEmpty ? UUID().uuidString : identifier, url: url, type: type)
    }

    init(identifier: String, url: URL, type: String) {
        self.identifier = identifier
        self.url = url
        self.type = type
        super.init()
    }
}
