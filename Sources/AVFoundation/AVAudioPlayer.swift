@_spi(LifecycleLab) import UIKit
import LabWire

/// Plays a sound file. LifecycleLab makes no sound: a player is playing from `play()` until
/// `pause()` or `stop()` (its length is not modelled), and the device hears of it, because
/// playing audio is what keeps an app with `audio` in UIBackgroundModes running.
open class AVAudioPlayer: NSObject {
    public let url: URL?
    public let data: Data?
    open var numberOfLoops = 0
    open var volume: Float = 1
    open var currentTime: TimeInterval = 0
    public private(set) var isPlaying = false
    /// Told of the end of playback; the lab decodes no sound, so a player plays until it is
    /// paused or stopped and never finishes by itself: `audioPlayerDidFinishPlaying` is not
    /// called (docs/lifecycle.md, "Background execution").
    open weak var delegate: AVAudioPlayerDelegate?

    /// Players playing now, weakly held.
    nonisolated(unsafe) private static var players: [ObjectIdentifier: Weak] = [:]

    private struct Weak { weak var player: AVAudioPlayer? }

    public init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            // Core Audio's "file not found" ('wht?').
            throw NSError(domain: "NSOSStatusErrorDomain", code: 2003334207)
        }
        self.url = url
        data = nil
        super.init()
    }

    public init(data: Data) throws {
        url = nil
        self.data = data
        super.init()
    }

    deinit { AVAudioPlayer.players[ObjectIdentifier(self)] = nil }

    open func prepareToPlay() -> Bool { true }

    @discardableResult
    open func play() -> Bool {
        isPlaying = true
        AVAudioPlayer.players[ObjectIdentifier(self)] = Weak(player: self)
        AVAudioPlayer.reportPlaying()
        return true
    }

    open func pause() {
        isPlaying = false
        AVAudioPlayer.players[ObjectIdentifier(self)] = nil
        AVAudioPlayer.reportPlaying()
    }

    open func stop() {
        currentTime = 0
        pause()
    }

    /// Tells the device whether audio plays now (a player playing in an active session), and
    /// whether it may go on in the background.
    static func reportPlaying() {
        let session = AVAudioSession.sharedInstance()
        let playing = session.isActive && players.values.contains { $0.player?.isPlaying == true }
        let obstacle = playing ? session.backgroundObstacle : nil
        AppRuntimeBridge.call(HostCalls.setAudioPlaying, playing, obstacle)
    }
}

/// What an audio player tells; every method is optional, as in AVFoundation.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}
