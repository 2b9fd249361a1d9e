@_spi(LifecycleLab) import UIKit

// Video and media assets, declared so an app using them compiles (docs/lifecycle.md,
// "Frameworks declared, not simulated"): the lab decodes no media, so an asset has no tracks
// and no length, and a player's time never moves; the first play says so.

/// A media file's contents (none are read).
open class AVAsset: NSObject {
    public override init() { super.init() }
    /// `AVAsset(url:)`: on iOS an `AVURLAsset`; here an asset whose file is not read either way.
    public convenience init(url URL: URL) { self.init() }
    open var duration: CMTime { .zero }
    open var tracks: [AVAssetTrack] { [] }
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { [] }
}
open class AVURLAsset: AVAsset {
    public let url: URL
    public init(url URL: URL, options: [String: Any]? = nil) { url = URL }
}
open class AVAssetTrack: NSObject {
    open var naturalSize: CGSize { .zero }
    open var mediaType: AVMediaType { .video }
}
open class AVAssetImageGenerator: NSObject {
    public let asset: AVAsset
    open var appliesPreferredTrackTransform = false
    public init(asset: AVAsset) { self.asset = asset }
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        __LabNotSimulated.say("AVAssetImageGenerator", instead: "the lab decodes no video, so no image is made")
        throw NSError(domain: "AVFoundationErrorDomain", code: -11800)
    }

    public enum Result: Int, Sendable {
        case succeeded = 0, failed = 1, cancelled = 2
    }
    open var maximumSize: CGSize = .zero
    open var requestedTimeToleranceBefore: CMTime = .zero
    open var requestedTimeToleranceAfter: CMTime = .zero

    /// Each requested time fails, as `copyCGImage(at:actualTime:)` does, in a later turn of the main run loop.
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue], completionHandler handler: @escaping AVAssetImageGeneratorCompletionHandler) {
        __LabNotSimulated.say("AVAssetImageGenerator", instead: "the lab decodes no video, so no image is made")
        DispatchQueue.main.async {
            for value in requestedTimes {
                handler(value.timeValue, nil, .zero, .failed, NSError(domain: "AVFoundationErrorDomain", code: -11800))
            }
        }
    }

    /// Nothing is being generated: nothing to cancel.
    open func cancelAllCGImageGeneration() {}
}
public typealias AVAssetImageGeneratorCompletionHandler = (CMTime, CGImage?, CMTime, AVAssetImageGenerator.Result, Error?) -> Void

extension NSValue {
    /// A time in a value. Swift on Linux's NSValue keeps no structures of the app's own, so the
    /// time's value and timescale ride in a rectangle's numbers (**choice**: its `objCType` is a rectangle's).
    public convenience init(time: CMTime) {
        self.init(rect: CGRect(x: Double(time.value), y: Double(time.timescale), width: 0, height: 0))
    }

    public var timeValue: CMTime {
        let rect = rectValue
        return CMTime(value: Int64(rect.origin.x), timescale: Int32(rect.origin.y))
    }
}

/// A time as Core Media counts it: a value over a timescale.
public struct CMTime: Equatable, Sendable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) { self.value = value; self.timescale = timescale }
    public init(seconds: Double, preferredTimescale: Int32) { self.init(value: Int64(seconds * Double(preferredTimescale)), timescale: preferredTimescale) }
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public static let zero = CMTime(value: 0, timescale: 1)
}
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

open class AVPlayerItem: NSObject {
    public let asset: AVAsset
    public init(asset: AVAsset) { self.asset = asset }
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }
    open var duration: CMTime { asset.duration }
    open func currentTime() -> CMTime { .zero }
}

/// A video player: it keeps its item and rate; no frame is decoded, so its time stays at zero.
open class AVPlayer: NSObject {
    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    public override init() { super.init() }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }
    open func play() {
        __LabNotSimulated.say("AVPlayer's playback", instead: "the lab decodes no video or sound: the rate is 1 but the time stays at zero")
        rate = 1
    }
    open func pause() { rate = 0 }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func currentTime() -> CMTime { .zero }
    open func seek(to time: CMTime) {}
}

/// The layer a player's video shows in (it shows nothing).
open class AVPlayerLayer: CALayer {
    open var player: AVPlayer?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var isReadyForDisplay: Bool { false }
    public init(player: AVPlayer?) { self.player = player; super.init() }
    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Records from the microphone: the simulated device has none, so `record()` answers false.
open class AVAudioRecorder: NSObject {
    public let url: URL
    public let settings: [String: Any]
    open weak var delegate: AVAudioRecorderDelegate?
    open var isMeteringEnabled = false
    open private(set) var isRecording = false
    public init(url: URL, settings: [String: Any]) throws { self.url = url; self.settings = settings }
    open func prepareToRecord() -> Bool { true }
    @discardableResult
    open func record() -> Bool {
        __LabNotSimulated.say("AVAudioRecorder", instead: "the simulated device has no microphone: record() answers false")
        return false
    }
    open func stop() { isRecording = false }
    open func deleteRecording() -> Bool { false }
}
public protocol AVAudioRecorderDelegate: AnyObject {
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
}
extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
}
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public enum AVAudioQuality: Int, Sendable { case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F }
