import Foundation

/// Zooming as state: the scale the app sets, kept within the minimum and maximum scales. The lab
/// simulates no pinch, so only the app changes it; the content is not redrawn at the scale
/// (docs/lifecycle.md, "UIKit classes without a device behind them").
extension UIScrollView {
    /// The current scale, within the minimum and maximum (UIKit clamps it so).
    public var zoomScale: CGFloat {
        get { keptZoomScale }
        set {
            let old = keptZoomScale
            keptZoomScale = min(max(newValue, minimumZoomScale), maximumZoomScale)
            if keptZoomScale != old { scrollViewDelegate?.scrollViewDidZoom(self) }
        }
    }
    public var isZooming: Bool { false }
    public var isZoomBouncing: Bool { false }

    public func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

    /// Zooms so `rect` (in the zoomed view's coordinates) fills the scroll view, within the scales.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        zoomScale = min(bounds.width / rect.width, bounds.height / rect.height)
    }
}
