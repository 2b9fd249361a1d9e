@_spi(LifecycleLab) import UIKit
@_exported import UIKit
import LabWire

/// The app's audio session: its category decides whether its audio goes on in the background
/// (`.playback`, `.playAndRecord`, `.record`; with `audio` in UIBackgroundModes) or stops
/// with the app (`.soloAmbient`, the default, and `.ambient`).
open class AVAudioSession: NSObject {
    private static let shared = AVAudioSession()

    open class func sharedInstance() -> AVAudioSession { shared }

    private override init() { super.init() }

    public private(set) var category: Category = .soloAmbient
    public private(set) var mode: Mode = .default
    /// Whether the session is active (`setActive(true)`).
    public private(set) var isActive = false

    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        AVAudioPlayer.reportPlaying()
    }

    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: .default, options: [])
    }

    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        isActive = active
        AVAudioPlayer.reportPlaying()
    }

    /// The category that keeps audio in this session from going on in the background (the
    /// device words why); nil when it can.
    var backgroundObstacle: String? {
        switch category {
        case .playback, .playAndRecord, .record: nil
        default: category.rawValue
        }
    }

    public struct Category: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "ambient")
        public static let soloAmbient = Category(rawValue: "soloAmbient")
        public static let playback = Category(rawValue: "playback")
        public static let record = Category(rawValue: "record")
        public static let playAndRecord = Category(rawValue: "playAndRecord")
        public static let multiRoute = Category(rawValue: "multiRoute")
    }

    public struct Mode: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "default")
        public static let spokenAudio = Mode(rawValue: "spokenAudio")
        public static let moviePlayback = Mode(rawValue: "moviePlayback")
        public static let voiceChat = Mode(rawValue: "voiceChat")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}
