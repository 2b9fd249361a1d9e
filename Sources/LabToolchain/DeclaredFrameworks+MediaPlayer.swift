/// MediaPlayer: the movie players of iOS 3–8 (deprecated since iOS 9), the Now Playing
/// information and the volume view. The lab decodes no video or sound: a movie player keeps
/// its state (`playbackState` is `.playing` after `play()`), its time stays at zero, and its
/// first `play()` says so; a movie player view controller presents and dismisses as any
/// controller, its Done button dismissing it.
extension DeclaredFrameworks {
    static let mediaPlayer = """
        public enum MPMoviePlaybackState: Int, Sendable { case stopped = 0, playing, paused, interrupted, seekingForward, seekingBackward }
        public enum MPMovieControlStyle: Int, Sendable { case none = 0, embedded, fullscreen
            public static var `default`: MPMovieControlStyle { .embedded } }
        public enum MPMovieScalingMode: Int, Sendable { case none = 0, aspectFit, aspectFill, fill }
        public enum MPMovieRepeatMode: Int, Sendable { case none = 0, one }
        public enum MPMovieSourceType: Int, Sendable { case unknown = 0, file, streaming }
        public enum MPMovieFinishReason: Int, Sendable { case playbackEnded = 0, playbackError, userExited }
        public struct MPMovieLoadState: OptionSet, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let playable = MPMovieLoadState(rawValue: 1 << 0)
            public static let playthroughOK = MPMovieLoadState(rawValue: 1 << 1)
            public static let stalled = MPMovieLoadState(rawValue: 1 << 2)
        }
        public let MPMoviePlayerPlaybackDidFinishReasonUserInfoKey = "MPMoviePlayerPlaybackDidFinishReasonUserInfoKey"
        extension NSNotification.Name {
            public static let MPMoviePlayerPlaybackDidFinish = NSNotification.Name("MPMoviePlayerPlaybackDidFinishNotification")
            public static let MPMoviePlayerPlaybackStateDidChange = NSNotification.Name("MPMoviePlayerPlaybackStateDidChangeNotification")
            public static let MPMoviePlayerLoadStateDidChange = NSNotification.Name("MPMoviePlayerLoadStateDidChangeNotification")
            public static let MPMoviePlayerWillExitFullscreen = NSNotification.Name("MPMoviePlayerWillExitFullscreenNotification")
            public static let MPMoviePlayerDidExitFullscreen = NSNotification.Name("MPMoviePlayerDidExitFullscreenNotification")
        }
        /// A movie player: it keeps its state; no frame or sound is decoded.
        open class MPMoviePlayerController: NSObject {
            open var contentURL: URL?
            public let view = UIView(frame: .zero)
            open var backgroundView: UIView { view }
            open var controlStyle: MPMovieControlStyle = .embedded
            open var scalingMode: MPMovieScalingMode = .aspectFit
            open var repeatMode: MPMovieRepeatMode = .none
            open var movieSourceType: MPMovieSourceType = .unknown
            open var shouldAutoplay = true
            open var isFullscreen = false
            open var currentPlaybackTime: TimeInterval = 0
            open var currentPlaybackRate: Float = 0
            open var initialPlaybackTime: TimeInterval = -1
            open var endPlaybackTime: TimeInterval = -1
            open var duration: TimeInterval { 0 }
            open var playableDuration: TimeInterval { 0 }
            open private(set) var isPreparedToPlay = false
            open private(set) var playbackState: MPMoviePlaybackState = .stopped {
                didSet {
                    if playbackState != oldValue { NotificationCenter.default.post(name: .MPMoviePlayerPlaybackStateDidChange, object: self) }
                }
            }
            open var loadState: MPMovieLoadState { contentURL?.isFileURL == true ? .playable : [] }
            public init(contentURL url: URL?) { contentURL = url }
            public override convenience init() { self.init(contentURL: nil) }
            open func prepareToPlay() { isPreparedToPlay = true }
            open func play() {
                __LabNotSimulated.say("MediaPlayer's movie playback (MPMoviePlayerController.play())",
                                      instead: "the lab decodes no video or sound: the state is .playing but the time stays at zero")
                isPreparedToPlay = true
                currentPlaybackRate = 1
                playbackState = .playing
            }
            open func pause() { currentPlaybackRate = 0; playbackState = .paused }
            open func stop() { currentPlaybackRate = 0; playbackState = .stopped }
            open func setFullscreen(_ fullscreen: Bool, animated: Bool) { isFullscreen = fullscreen }
        }
        /// A full-screen movie player: its Done button dismisses it and ends the movie as the
        /// user's exit, as iOS does.
        open class MPMoviePlayerViewController: UIViewController {
            open private(set) var moviePlayer: MPMoviePlayerController!
            public init!(contentURL: URL!) {
                moviePlayer = MPMoviePlayerController(contentURL: contentURL)
                super.init(nibName: nil, bundle: nil)
            }
            public required init?(coder: NSCoder) {
                moviePlayer = MPMoviePlayerController(contentURL: nil)
                super.init(coder: coder)
            }
            open override func __labDidPresent() {
                guard view.subviews.isEmpty else { return }
                moviePlayer.view.frame = view.bounds
                view.addSubview(moviePlayer.view)
                let done = UIButton(type: .system)
                done.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
                done.setTitle("Done", for: .normal)
                done.addAction(UIAction { [weak self] _ in
                    guard let self else { return }
                    self.moviePlayer.stop()
                    NotificationCenter.default.post(name: .MPMoviePlayerPlaybackDidFinish, object: self.moviePlayer,
                                                    userInfo: [MPMoviePlayerPlaybackDidFinishReasonUserInfoKey: MPMovieFinishReason.userExited.rawValue])
                    self.dismiss(animated: true)
                }, for: .touchUpInside)
                view.addSubview(done)
                if moviePlayer.shouldAutoplay { moviePlayer.play() }
            }
        }
        extension UIViewController {
            public func presentMoviePlayerViewControllerAnimated(_ moviePlayerViewController: MPMoviePlayerViewController!) {
                present(moviePlayerViewController, animated: true)
            }
            public func dismissMoviePlayerViewControllerAnimated() { dismiss(animated: true) }
        }
        /// What the lock screen and Control Centre would show: kept, shown nowhere.
        open class MPNowPlayingInfoCenter: NSObject {
            nonisolated(unsafe) private static let shared = MPNowPlayingInfoCenter()
            open class func `default`() -> MPNowPlayingInfoCenter { shared }
            open var nowPlayingInfo: [String: Any]?
        }
        public let MPMediaItemPropertyTitle = "title"
        public let MPMediaItemPropertyArtist = "artist"
        public let MPMediaItemPropertyAlbumTitle = "albumTitle"
        public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
        public let MPMediaItemPropertyArtwork = "artwork"
        public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
        public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
        /// The system volume slider: the simulated device has no speaker, so it shows at full volume.
        open class MPVolumeView: UIView {
            open var showsVolumeSlider = true
            open var showsRouteButton = true
        }
        """
}
