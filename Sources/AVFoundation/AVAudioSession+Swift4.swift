import Foundation

// Swift 4.0's spellings of the audio session (the iOS 11 SDK's), which Swift 4.2 nested into
// `AVAudioSession`: usable in Swift 4 mode (SWIFT_VERSION = 4.0) as in Apple's SDK, and in
// Swift 4.2 and 5 swiftc names today's spelling, as Xcode does.

@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.ambient")
public let AVAudioSessionCategoryAmbient = AVAudioSession.Category.ambient.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.soloAmbient")
public let AVAudioSessionCategorySoloAmbient = AVAudioSession.Category.soloAmbient.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.playback")
public let AVAudioSessionCategoryPlayback = AVAudioSession.Category.playback.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.record")
public let AVAudioSessionCategoryRecord = AVAudioSession.Category.record.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.playAndRecord")
public let AVAudioSessionCategoryPlayAndRecord = AVAudioSession.Category.playAndRecord.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.multiRoute")
public let AVAudioSessionCategoryMultiRoute = AVAudioSession.Category.multiRoute.rawValue

@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.default")
public let AVAudioSessionModeDefault = AVAudioSession.Mode.default.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.spokenAudio")
public let AVAudioSessionModeSpokenAudio = AVAudioSession.Mode.spokenAudio.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.voiceChat")
public let AVAudioSessionModeVoiceChat = AVAudioSession.Mode.voiceChat.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.videoRecording")
public let AVAudioSessionModeVideoRecording = AVAudioSession.Mode.videoRecording.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.measurement")
public let AVAudioSessionModeMeasurement = AVAudioSession.Mode.measurement.rawValue

@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.CategoryOptions")
public typealias AVAudioSessionCategoryOptions = AVAudioSession.CategoryOptions
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.SetActiveOptions")
public typealias AVAudioSessionSetActiveOptions = AVAudioSession.SetActiveOptions
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.PortOverride")
public typealias AVAudioSessionPortOverride = AVAudioSession.PortOverride
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.RecordPermission")
public typealias AVAudioSessionRecordPermission = AVAudioSession.RecordPermission

extension AVAudioSession {
    @available(swift, obsoleted: 4.2, renamed: "setCategory(_:mode:options:)")
    public func setCategory(_ category: String) throws {
        try setCategory(Self.category(named: category))
    }

    @available(swift, obsoleted: 4.2, renamed: "setCategory(_:mode:options:)")
    public func setCategory(_ category: String, with options: CategoryOptions) throws {
        try setCategory(Self.category(named: category), mode: mode, options: options)
    }

    @available(swift, obsoleted: 4.2, renamed: "setCategory(_:mode:options:)")
    public func setCategory(_ category: String, mode: String, options: CategoryOptions) throws {
        try setCategory(Self.category(named: category), mode: Mode(rawValue: mode), options: options)
    }

    @available(swift, obsoleted: 4.2, renamed: "setMode(_:)")
    public func setMode(_ mode: String) throws { try setMode(Mode(rawValue: mode)) }

    /// A category's name as Swift 4.0 passes it; another string is refused as AVFoundation
    /// refuses it (paramErr, -50).
    static func category(named name: String) throws -> Category {
        let known: [Category] = [.ambient, .soloAmbient, .playback, .record, .playAndRecord, .multiRoute]
        guard let category = known.first(where: { $0.rawValue == name }) else {
            throw NSError(domain: "NSOSStatusErrorDomain", code: -50)
        }
        return category
    }
}

extension AVAudioSession.RecordPermission {
    /// Swift 4.0's `recordPermission()`, a method then: `session.recordPermission()` reads the
    /// property and calls its value, which is itself.
    @available(swift, obsoleted: 4.2, message: "'recordPermission' is a property since Swift 4.2: write recordPermission")
    public func callAsFunction() -> Self { self }
}

// Core Audio's format identifiers (AudioToolbox's `AudioFormatID`, which AVFoundation brings),
// as a recorder's `AVFormatIDKey` setting takes them.
public typealias AudioFormatID = UInt32
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D  // 'lpcm'
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320  // 'aac '
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163  // 'alac'
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696D_6134  // 'ima4'
public let kAudioFormatULaw: AudioFormatID = 0x756C_6177  // 'ulaw'
public let kAudioFormatMPEGLayer3: AudioFormatID = 0x2E6D_7033  // '.mp3'
