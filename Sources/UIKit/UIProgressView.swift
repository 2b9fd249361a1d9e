import Foundation

/// A progress bar: its progress (0…1) and colours are kept in the app; the device shows the
/// view without a bar, and a storyboard's `progress` is not read (it starts at 0).
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    open var progressViewStyle: Style = .default
    /// Kept between 0 and 1, as UIKit pins it.
    open var progress: Float = 0 {
        didSet { progress = min(max(progress, 0), 1) }
    }
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    open var observedProgress: Progress?

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the progress; `animated` has nothing to animate.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }
}
