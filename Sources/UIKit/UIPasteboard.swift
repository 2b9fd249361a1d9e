import Foundation
import LabWire

/// The pasteboard: `UIPasteboard.general` lives on the device, so what one app copies
/// another reads. It holds strings (a URL is kept as its text); images stay in the app that
/// copied them (the device keeps no image data), and a named pasteboard is the app's own.
open class UIPasteboard: NSObject {
    /// The device's general pasteboard.
    public static let general = UIPasteboard(name: .general, onDevice: true)

    public let name: Name
    private let onDevice: Bool
    /// A named pasteboard's strings and change count (the general one asks the device).
    private var ownStrings: [String] = []
    private var ownChangeCount = 0
    private var ownImages: [UIImage] = []

    private init(name: Name, onDevice: Bool) {
        self.name = name
        self.onDevice = onDevice
        super.init()
    }

    nonisolated(unsafe) private static var named: [Name: UIPasteboard] = [:]

    /// The app's pasteboard of that name, made when `create` is true.
    public class func withName(_ pasteboardName: Name, create: Bool) -> UIPasteboard? {
        if pasteboardName == .general { return general }
        if let made = named[pasteboardName] { return made }
        guard create else { return nil }
        let made = UIPasteboard(name: pasteboardName, onDevice: false)
        named[pasteboardName] = made
        return made
    }

    public class func withUniqueName() -> UIPasteboard {
        withName(Name("pasteboard-\(named.count + 1)"), create: true)!
    }

    public class func remove(withName pasteboardName: Name) { named[pasteboardName] = nil }

    private var stored: (strings: [String], changeCount: Int) {
        guard onDevice else { return (ownStrings, ownChangeCount) }
        let answer = AppRuntime.shared.call(HostCalls.pasteboard)
        return (answer.strings, answer.changeCount)
    }

    private func store(_ strings: [String]) {
        ownImages = []
        guard onDevice else {
            ownStrings = strings
            ownChangeCount += 1
            return
        }
        AppRuntime.shared.call(HostCalls.setPasteboard, strings)
    }

    open var changeCount: Int { stored.changeCount }
    open var numberOfItems: Int { max(stored.strings.count, ownImages.count) }

    open var string: String? {
        get { stored.strings.first }
        set { store(newValue.map { [$0] } ?? []) }
    }
    open var strings: [String]? {
        get { let strings = stored.strings; return strings.isEmpty ? nil : strings }
        set { store(newValue ?? []) }
    }
    open var url: URL? {
        get { stored.strings.first.flatMap(URL.init(string:)) }
        set { store(newValue.map { [$0.absoluteString] } ?? []) }
    }
    open var urls: [URL]? {
        get { let urls = stored.strings.compactMap(URL.init(string:)); return urls.isEmpty ? nil : urls }
        set { store((newValue ?? []).map(\.absoluteString)) }
    }
    open var image: UIImage? {
        get { ownImages.first }
        set { images = newValue.map { [$0] } }
    }
    open var images: [UIImage]? {
        get { ownImages.isEmpty ? nil : ownImages }
        set {
            store([])
            ownImages = newValue ?? []
        }
    }
    open var hasStrings: Bool { !stored.strings.isEmpty }
    open var hasURLs: Bool { stored.strings.contains { URL(string: $0)?.scheme != nil } }
    open var hasImages: Bool { !ownImages.isEmpty }

    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }
}
