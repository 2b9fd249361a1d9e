import Foundation

/// Core Animation's layout of layers: a layer marked by `setNeedsLayout()` gets
/// `layoutSublayers()` as the current event ends, before the display pass (iOS lays out
/// before it draws). A view's layer waits until its view is in a window; a view's own layout
/// (`layoutSubviews()`) stays the device's layout pass.
enum LayerLayoutPass {
    nonisolated(unsafe) private static var pending: [CALayer] = []

    static func schedule(_ layer: CALayer) {
        guard !isPending(layer) else { return }
        pending.append(layer)
    }

    static func isPending(_ layer: CALayer) -> Bool { pending.contains { $0 === layer } }

    /// Takes `layer`'s mark; whether it was marked.
    static func take(_ layer: CALayer) -> Bool {
        guard let index = pending.firstIndex(where: { $0 === layer }) else { return false }
        pending.remove(at: index)
        return true
    }

    /// The end of an event: each marked layer that can be laid out is, in the order marked.
    static func flush() {
        var rounds = 0
        while rounds < 8, let layer = pending.first(where: { $0.owningView == nil || $0.owningView?.window != nil }) {
            _ = take(layer)
            layer.layoutSublayers()
            rounds += pending.contains { $0 === layer } ? 1 : 0
        }
    }
}
