import LabWire
import Foundation

/// UIKit's display pass: the device asks a view whose class implements `draw(_:)` to display
/// once the layout pass has run, when its screen first appears (`__labDisplay`); from then on
/// `setNeedsDisplay()` makes it draw again as the current event ends (with layers marked by
/// their own `setNeedsDisplay()`), before the device hears back. Each display tells the device
/// what was drawn, which `views` shows.
enum DisplayPass {
    nonisolated(unsafe) private static var displayed: Set<ObjectIdentifier> = []
    nonisolated(unsafe) private static var pendingViews: [UIView] = []
    nonisolated(unsafe) private static var pendingLayers: [CALayer] = []

    /// An opaque view whose background is not opaque starts its drawing from black (as on iOS).
    static func startsBlack(_ view: UIView) -> Bool {
        guard view.isOpaque else { return false }
        guard let background = view.backgroundColor else { return true }
        return ColorComponents.rgba(background.name).3 < 1
    }

    /// Draws `view` now: its layer displays (through the view's `draw(_:)`), and the device hears what it drew.
    static func display(_ view: UIView) {
        displayed.insert(ObjectIdentifier(view))
        pendingViews.removeAll { $0 === view }
        let layer = view.layer
        layer.contentsScale = view.contentScaleFactor
        layer.display()
        let record = layer.lastDrawing ?? DrawingRecord()
        let image = layer.contents as? CGImage
        let runtime = AppRuntime.shared
        guard runtime.channel != nil, runtime.id(of: view) != nil else { return }
        runtime.call(HostCalls.setDrawing, runtime.ref(view), Drawing(paths: record.paths, images: record.images, gradients: record.gradients,
                                                                      strings: record.strings, pixelWidth: image?.width ?? 0, pixelHeight: image?.height ?? 0))
    }

    /// A view displayed before, or in a window now, draws as the event ends; one not yet on
    /// screen waits for the display pass of its screen.
    static func setNeedsDisplay(_ view: UIView) {
        guard !pendingViews.contains(where: { $0 === view }) else { return }
        guard displayed.contains(ObjectIdentifier(view)) || view.window != nil else { return }
        pendingViews.append(view)
    }

    static func schedule(_ layer: CALayer) {
        guard !pendingLayers.contains(where: { $0 === layer }) else { return }
        pendingLayers.append(layer)
    }

    /// The end of an event: what was marked draws, in the order it was marked. True when
    /// something drew (its drawing code may have queued work).
    @discardableResult
    static func flush() -> Bool {
        LayerLayoutPass.flush()
        guard !pendingViews.isEmpty || !pendingLayers.isEmpty else { return false }
        while let view = pendingViews.first { display(view) }
        while !pendingLayers.isEmpty {
            let layer = pendingLayers.removeFirst()
            layer.displayIfNeeded()
        }
        return true
    }
}
