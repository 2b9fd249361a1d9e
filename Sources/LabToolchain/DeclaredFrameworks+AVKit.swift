/// AVKit's player view controller: presented or embedded as any controller, it shows its
/// player's view; the player (AVFoundation's) decodes nothing, and its first `play()` says so.
extension DeclaredFrameworks {
    static let avKit = """
        public protocol AVPlayerViewControllerDelegate: AnyObject {
            func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
            func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
        }
        extension AVPlayerViewControllerDelegate {
            public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
            public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
        }
        open class AVPlayerViewController: UIViewController {
            open var player: AVPlayer?
            open var showsPlaybackControls = true
            open var videoGravity: AVLayerVideoGravity = .resizeAspect
            open var entersFullScreenWhenPlaybackBegins = false
            open var exitsFullScreenWhenPlaybackEnds = false
            open var allowsPictureInPicturePlayback = true
            open var updatesNowPlayingInfoCenter = true
            open weak var delegate: AVPlayerViewControllerDelegate?
            open var isReadyForDisplay: Bool { false }
            open var contentOverlayView: UIView? { view }
        }
        """
}
