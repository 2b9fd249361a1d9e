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
    public private(set) var categoryOptions: CategoryOptions = []
    /// Whether the session is active (`setActive(true)`).
    public private(set) var isActive = false

    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
        AVAudioPlayer.reportPlaying()
    }

    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: .default, options: [])
    }

    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        isActive = active
        AVAudioPlayer.reportPlaying()
    }

    open func setMode(_ mode: Mode) throws { self.mode = mode }

    /// Where output goes: `.speaker` in `.playAndRecord` sends it to the speaker rather than the
    /// receiver. The lab makes no sound; the choice is kept.
    public private(set) var outputOverride: PortOverride = .none

    open func overrideOutputAudioPort(_ portOverride: PortOverride) throws { outputOverride = portOverride }

    /// The simulated device has no microphone (**choice**, docs/lifecycle.md "Privacy: Microphone").
    open var isInputAvailable: Bool { false }

    /// The app's answer to the microphone's permission prompt, as the device keeps it.
    open var recordPermission: RecordPermission {
        switch AppRuntimeBridge.call(HostCalls.recordPermission) {
        case true?: .granted
        case false?: .denied
        case nil: .undetermined
        }
    }

    /// Asks the user for the microphone the first time (an app without
    /// `NSMicrophoneUsageDescription` is ended, as iOS ends it); `response` runs at once with the
    /// answer (on iOS it runs on an arbitrary queue once the user has tapped).
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        response(AppRuntimeBridge.call(HostCalls.requestRecordPermission))
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
        public static let videoChat = Mode(rawValue: "videoChat")
        public static let gameChat = Mode(rawValue: "gameChat")
        public static let videoRecording = Mode(rawValue: "videoRecording")
        public static let measurement = Mode(rawValue: "measurement")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 17)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 32)
        public static let allowAirPlay = CategoryOptions(rawValue: 64)
    }

    /// `overrideOutputAudioPort(_:)`'s choice (Core Audio's four-character codes).
    public enum PortOverride: UInt, Sendable {
        case none = 0
        case speaker = 1936747378  // 'spkr'
    }

    /// The microphone's permission (Core Audio's four-character codes).
    public enum RecordPermission: UInt, Sendable {
        case undetermined = 1970168948  // 'undt'
        case denied = 1684369017  // 'deny'
        case granted = 1735552628  // 'grnt'
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}
