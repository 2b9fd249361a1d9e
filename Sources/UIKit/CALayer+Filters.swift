import Foundation

/// A layer's Core Image filters as `render(in:)` applies them: the compositing filter's blend
/// mode, the background filters over what lies behind the layer, and key paths that reach a
/// filter by its name (`backgroundFilters.myFilter.inputRadius`).
enum LayerFilters {
    /// The blend mode of a compositing filter: a blend-mode `CIFilter`, or its name as a string
    /// with or without the `CI` prefix (`"differenceBlendMode"`, as Core Animation takes it).
    /// A filter the lab has no blend mode for is said once and draws as normal.
    static func blendMode(of filter: Any?) -> CGBlendMode? {
        guard let filter else { return nil }
        let name: String
        if let text = filter as? String {
            name = text.hasPrefix("CI") ? text : "CI" + text.prefix(1).uppercased() + text.dropFirst()
        } else if let ciFilter = filter as? CIFilter {
            name = ciFilter.builtInName ?? ciFilter.name
        } else {
            return nil
        }
        if let mode = CoreImageFilters.blendModes.first(where: { $0.0 == name })?.1 { return mode }
        sayNoBlendMode(name)
        return nil
    }

    nonisolated(unsafe) private static var said: Set<String> = []

    private static func sayNoBlendMode(_ name: String) {
        guard said.insert(name).inserted else { return }
        print("[LifecycleLab] LifecycleLab does not simulate \(name) as a layer's compositing filter yet: the layer draws as normal")
    }

    /// The filter a key path names on `layer` and the input key after it.
    static func filter(at keyPath: String, of layer: CALayer) -> (CIFilter, String)? {
        let parts = keyPath.split(separator: ".", maxSplits: 2).map(String.init)
        guard parts.count >= 2 else { return nil }
        switch parts[0] {
        case "compositingFilter":
            guard let filter = layer.compositingFilter as? CIFilter else { return nil }
            return (filter, parts.dropFirst().joined(separator: "."))
        case "filters", "backgroundFilters":
            guard parts.count == 3 else { return nil }
            let list = (parts[0] == "filters" ? layer.filters : layer.backgroundFilters) ?? []
            guard let filter = list.compactMap({ $0 as? CIFilter }).first(where: { $0.name == parts[1] }) else { return nil }
            return (filter, parts[2])
        default:
            return nil
        }
    }

    /// Runs `filters` in turn over the pixels of `ctx` inside `rect` (user space) and puts
    /// the result back there.
    static func applyBackgroundFilters(_ filters: [Any], in rect: CGRect, of ctx: CGContext) {
        let device = rect.applying(ctx.state.ctm).integral.intersection(CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height))
        guard !device.isEmpty, let snapshot = ctx.makeImage(), let behind = snapshot.cropping(to: device) else { return }
        let area = CGRect(x: 0, y: 0, width: behind.width, height: behind.height)
        var image = CIImage(cgImage: behind)
        for case let filter as CIFilter in filters {
            let previous = filter.value(forKey: kCIInputImageKey)
            filter.setValue(image, forKey: kCIInputImageKey)
            if let output = filter.outputImage { image = output.cropped(to: area) }
            filter.setValue(previous, forKey: kCIInputImageKey)
        }
        guard let filtered = CIContext().createCGImage(image.composited(over: CIImage(color: .clear)), from: area) else { return }
        ctx.saveGState()
        ctx.setBlendMode(.copy)
        ctx.drawImage(filtered, in: device.applying(ctx.state.ctm.inverted()), flipped: ctx.state.ctm.d < 0)
        ctx.restoreGState()
    }
}
