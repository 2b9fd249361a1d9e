import Foundation

extension UIScrollView {
    /// Scrolls the least distance that brings `rect` (in the content) into the visible bounds:
    /// the content offset changes, clamped to the content size (no animation is simulated).
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let size = bounds.size == .zero ? UIScreen.main.bounds.size : bounds.size
        var offset = contentOffset
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        offset.x = max(-contentInset.left, min(offset.x, max(0, contentSize.width - size.width + contentInset.right)))
        offset.y = max(-contentInset.top, min(offset.y, max(0, contentSize.height - size.height + contentInset.bottom)))
        contentOffset = offset
    }
}
