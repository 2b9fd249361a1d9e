import Foundation

/// UIKit's stack of current graphics contexts: `draw(_:)`, an image renderer and
/// `UIGraphicsBeginImageContextWithOptions` push one; `UIGraphicsGetCurrentContext()` is the top.
enum UIGraphicsContextStack {
    struct Entry {
        let context: CGContext
        /// The points-to-pixels scale of an image context; nil for a pushed context.
        let imageScale: CGFloat?
        let opaque: Bool
    }

    nonisolated(unsafe) static var entries: [Entry] = []

    /// A UIKit context of `size` points at `scale` pixels per point: origin top-left, y down.
    static func makeContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        return CGContext(width: width, height: height, base: CGAffineTransform(scaleX: scale, y: scale), flipped: true, opaque: opaque)
    }

    static var screenScale: CGFloat { UIScreen.main.scale }
}

public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.entries.last?.context }

public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.entries.append(.init(context: context, imageScale: nil, opaque: false))
}

public func UIGraphicsPopContext() {
    _ = UIGraphicsContextStack.entries.popLast()
}

/// Scale 0 means the screen's (3 on the simulated iPhone).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIGraphicsContextStack.screenScale : scale
    let context = UIGraphicsContextStack.makeContext(size: size, scale: scale, opaque: opaque)
    UIGraphicsContextStack.entries.append(.init(context: context, imageScale: scale, opaque: opaque))
}

public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current image context's pixels as an image; nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = UIGraphicsContextStack.entries.last, let scale = entry.imageScale,
          let image = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up, opaque: entry.opaque)
}

public func UIGraphicsEndImageContext() {
    guard let entry = UIGraphicsContextStack.entries.last, entry.imageScale != nil else { return }
    UIGraphicsContextStack.entries.removeLast()
}

public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
