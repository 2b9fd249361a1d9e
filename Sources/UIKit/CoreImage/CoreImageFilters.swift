import Foundation

/// The built-in Core Image filters the lab implements, each computed on the CPU from its
/// inputs as Apple's reference describes it: generators (constant colour, linear and radial
/// gradients), compositing (source over, blend with mask, the blend modes), a Gaussian blur,
/// colour effects (invert, monochrome, sepia, colour controls, photo effect mono) and geometry
/// (affine transform, crop). Other names are not simulated yet, and say so.
enum CoreImageFilters {
    struct Filter {
        let name: String
        let categories: [String]
        let inputKeys: [String]
        let defaults: [String: Any]
        let output: (CIFilter) -> CIImage?
    }

    static func named(_ name: String) -> Filter? { all.first { $0.name == name } }

    nonisolated(unsafe) private static var said: Set<String> = []

    static func sayUnsimulated(_ name: String) {
        guard said.insert(name).inserted else { return }
        print("[LifecycleLab] LifecycleLab does not simulate the Core Image filter \(name) yet: CIFilter(name:) gives nil")
    }

    /// A pixel-by-pixel filter of `inputImage`.
    private static func colorEffect(_ name: String, keys: [String] = [], defaults: [String: Any] = [:],
                                    _ map: @escaping (CIFilter) -> (PremultipliedRGBA) -> PremultipliedRGBA) -> Filter {
        Filter(name: name, categories: [kCICategoryColorEffect, kCICategoryBuiltIn, kCICategoryStillImage],
               inputKeys: [kCIInputImageKey] + keys, defaults: defaults) { filter in
            guard let input = filter.image(kCIInputImageKey) else { return nil }
            let transform = map(filter)
            return CIImage(extent: input.extent) { x, y in transform(input.sample(x, y)) }
        }
    }

    /// A blend-mode filter: `inputImage` blended over `inputBackgroundImage` as Core Graphics blends.
    private static func blend(_ name: String, _ mode: CGBlendMode) -> Filter {
        Filter(name: name, categories: [kCICategoryCompositeOperation, kCICategoryBuiltIn, kCICategoryStillImage],
               inputKeys: [kCIInputImageKey, kCIInputBackgroundImageKey], defaults: [:]) { filter in
            guard let source = filter.image(kCIInputImageKey), let background = filter.image(kCIInputBackgroundImageKey) else { return nil }
            return CIImage(extent: source.extent.union(background.extent)) { x, y in
                let (s, d) = (source.sample(x, y), background.sample(x, y))
                let out = BlendModes.blend(source: (CGFloat(s.r), CGFloat(s.g), CGFloat(s.b), CGFloat(s.a)),
                                           destination: (CGFloat(d.r), CGFloat(d.g), CGFloat(d.b), CGFloat(d.a)), mode: mode)
                return PremultipliedRGBA(r: Double(out.0), g: Double(out.1), b: Double(out.2), a: Double(out.3))
            }
        }
    }

    /// The blend modes by filter name (`CIMultiplyBlendMode`), which layers' compositing filters use too.
    static let blendModes: [(String, CGBlendMode)] = [
        ("CIMultiplyBlendMode", .multiply), ("CIScreenBlendMode", .screen), ("CIOverlayBlendMode", .overlay),
        ("CIDarkenBlendMode", .darken), ("CILightenBlendMode", .lighten), ("CIColorDodgeBlendMode", .colorDodge),
        ("CIColorBurnBlendMode", .colorBurn), ("CISoftLightBlendMode", .softLight), ("CIHardLightBlendMode", .hardLight),
        ("CIDifferenceBlendMode", .difference), ("CIExclusionBlendMode", .exclusion), ("CIHueBlendMode", .hue),
        ("CISaturationBlendMode", .saturation), ("CIColorBlendMode", .color), ("CILuminosityBlendMode", .luminosity),
        ("CISourceOverCompositing", .normal), ("CISourceInCompositing", .sourceIn), ("CISourceOutCompositing", .sourceOut),
        ("CISourceAtopCompositing", .sourceAtop),
    ]

    private static func luminance(_ c: PremultipliedRGBA) -> Double { 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b }

    static let all: [Filter] = [
        Filter(name: "CIConstantColorGenerator", categories: [kCICategoryGenerator, kCICategoryBuiltIn], inputKeys: [kCIInputColorKey],
               defaults: [kCIInputColorKey: CIColor.black]) { filter in
            filter.color(kCIInputColorKey).map { CIImage(color: $0) }
        },
        Filter(name: "CIRadialGradient", categories: [kCICategoryGradient, kCICategoryGenerator, kCICategoryBuiltIn],
               inputKeys: [kCIInputCenterKey, "inputRadius0", "inputRadius1", "inputColor0", "inputColor1"],
               defaults: [kCIInputCenterKey: CIVector(x: 150, y: 150), "inputRadius0": 5.0, "inputRadius1": 100.0,
                          "inputColor0": CIColor.white, "inputColor1": CIColor.black]) { filter in
            guard let center = filter.vector(kCIInputCenterKey), let c0 = filter.color("inputColor0"), let c1 = filter.color("inputColor1") else { return nil }
            let (r0, r1) = (filter.number("inputRadius0") ?? 5, filter.number("inputRadius1") ?? 100)
            let (cx, cy) = (Double(center.x), Double(center.y))
            return CIImage(extent: .infinite) { x, y in
                let distance = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)).squareRoot()
                let t = r1 == r0 ? (distance < r0 ? 0 : 1) : max(0, min(1, (distance - r0) / (r1 - r0)))
                return mix(c0, c1, t)
            }
        },
        Filter(name: "CILinearGradient", categories: [kCICategoryGradient, kCICategoryGenerator, kCICategoryBuiltIn],
               inputKeys: ["inputPoint0", "inputPoint1", "inputColor0", "inputColor1"],
               defaults: ["inputPoint0": CIVector(x: 0, y: 0), "inputPoint1": CIVector(x: 200, y: 200),
                          "inputColor0": CIColor.white, "inputColor1": CIColor.black]) { filter in
            guard let p0 = filter.vector("inputPoint0"), let p1 = filter.vector("inputPoint1"),
                  let c0 = filter.color("inputColor0"), let c1 = filter.color("inputColor1") else { return nil }
            let (dx, dy) = (Double(p1.x - p0.x), Double(p1.y - p0.y))
            let length = dx * dx + dy * dy
            return CIImage(extent: .infinite) { x, y in
                let t = length == 0 ? 0 : ((Double(x) - Double(p0.x)) * dx + (Double(y) - Double(p0.y)) * dy) / length
                return mix(c0, c1, max(0, min(1, t)))
            }
        },
        Filter(name: "CIBlendWithMask", categories: [kCICategoryCompositeOperation, kCICategoryBuiltIn, kCICategoryStillImage],
               inputKeys: [kCIInputImageKey, kCIInputBackgroundImageKey, kCIInputMaskImageKey], defaults: [:]) { filter in
            guard let input = filter.image(kCIInputImageKey), let mask = filter.image(kCIInputMaskImageKey) else { return nil }
            let background = filter.image(kCIInputBackgroundImageKey) ?? .empty()
            return CIImage(extent: input.extent.union(background.extent)) { x, y in
                let t = max(0, min(1, luminance(mask.sample(x, y))))
                return input.sample(x, y) * t + background.sample(x, y) * (1 - t)
            }
        },
        Filter(name: "CIGaussianBlur", categories: [kCICategoryBlur, kCICategoryBuiltIn, kCICategoryStillImage],
               inputKeys: [kCIInputImageKey, kCIInputRadiusKey], defaults: [kCIInputRadiusKey: 10.0]) { filter in
            guard let input = filter.image(kCIInputImageKey) else { return nil }
            return GaussianBlur.blur(input, sigma: filter.number(kCIInputRadiusKey) ?? 10)
        },
        colorEffect("CIColorInvert") { _ in { c in PremultipliedRGBA(r: c.a - c.r, g: c.a - c.g, b: c.a - c.b, a: c.a) } },
        colorEffect("CIPhotoEffectMono") { _ in { c in let l = luminance(c); return PremultipliedRGBA(r: l, g: l, b: l, a: c.a) } },
        colorEffect("CISepiaTone", keys: [kCIInputIntensityKey], defaults: [kCIInputIntensityKey: 1.0]) { filter in
            let k = filter.number(kCIInputIntensityKey) ?? 1
            return { c in
                let sepia = PremultipliedRGBA(r: min(c.a, 0.393 * c.r + 0.769 * c.g + 0.189 * c.b), g: min(c.a, 0.349 * c.r + 0.686 * c.g + 0.168 * c.b),
                                              b: min(c.a, 0.272 * c.r + 0.534 * c.g + 0.131 * c.b), a: c.a)
                return sepia * k + c * (1 - k)
            }
        },
        colorEffect("CIColorMonochrome", keys: [kCIInputColorKey, kCIInputIntensityKey],
                    defaults: [kCIInputColorKey: CIColor(red: 0.6, green: 0.45, blue: 0.3), kCIInputIntensityKey: 1.0]) { filter in
            let tint = filter.color(kCIInputColorKey) ?? .gray
            let k = filter.number(kCIInputIntensityKey) ?? 1
            return { c in
                let l = luminance(c)
                let mono = PremultipliedRGBA(r: l * Double(tint.red), g: l * Double(tint.green), b: l * Double(tint.blue), a: c.a)
                return mono * k + c * (1 - k)
            }
        },
        Filter(name: "CIColorControls", categories: [kCICategoryColorAdjustment, kCICategoryBuiltIn, kCICategoryStillImage],
               inputKeys: [kCIInputImageKey, kCIInputSaturationKey, kCIInputBrightnessKey, kCIInputContrastKey],
               defaults: [kCIInputSaturationKey: 1.0, kCIInputBrightnessKey: 0.0, kCIInputContrastKey: 1.0]) { filter in
            guard let input = filter.image(kCIInputImageKey) else { return nil }
            let (saturation, brightness, contrast) = (filter.number(kCIInputSaturationKey) ?? 1, filter.number(kCIInputBrightnessKey) ?? 0,
                                                      filter.number(kCIInputContrastKey) ?? 1)
            return CIImage(extent: input.extent) { x, y in
                let c = input.sample(x, y)
                guard c.a > 0 else { return c }
                let (r, g, b) = c.straight
                let l = 0.2126 * r + 0.7152 * g + 0.0722 * b
                func adjust(_ v: Double) -> Double { max(0, min(1, ((l + (v - l) * saturation) + brightness - 0.5) * contrast + 0.5)) }
                return PremultipliedRGBA(straight: adjust(r), adjust(g), adjust(b), alpha: c.a)
            }
        },
        Filter(name: "CIAffineTransform", categories: [kCICategoryGeometryAdjustment, kCICategoryBuiltIn, kCICategoryStillImage],
               inputKeys: [kCIInputImageKey, kCIInputTransformKey], defaults: [kCIInputTransformKey: CGAffineTransform.identity]) { filter in
            guard let input = filter.image(kCIInputImageKey) else { return nil }
            let transform = filter.value(forKey: kCIInputTransformKey) as? CGAffineTransform ?? .identity
            return input.transformed(by: transform)
        },
        Filter(name: "CICrop", categories: [kCICategoryGeometryAdjustment, kCICategoryBuiltIn, kCICategoryStillImage],
               inputKeys: [kCIInputImageKey, "inputRectangle"], defaults: ["inputRectangle": CIVector(x: -8e307, y: -8e307, z: 1.6e308, w: 1.6e308)]) { filter in
            guard let input = filter.image(kCIInputImageKey), let rect = filter.vector("inputRectangle") else { return nil }
            return input.cropped(to: rect.cgRectValue)
        },
    ] + blendModes.map { blend($0.0, $0.1) }

    /// Straight colours mixed at `t`, premultiplied.
    private static func mix(_ c0: CIColor, _ c1: CIColor, _ t: Double) -> PremultipliedRGBA {
        let p0 = PremultipliedRGBA(straight: Double(c0.red), Double(c0.green), Double(c0.blue), alpha: Double(c0.alpha))
        let p1 = PremultipliedRGBA(straight: Double(c1.red), Double(c1.green), Double(c1.blue), alpha: Double(c1.alpha))
        return p0 * (1 - t) + p1 * t
    }
}

/// The Gaussian blur: two passes (rows, then columns) of a kernel of `sigma` (the filter's
/// radius) over the input rendered once, reaching 3σ; the extent grows by 3σ on each side.
enum GaussianBlur {
    static func blur(_ input: CIImage, sigma: Double) -> CIImage {
        guard sigma > 0.1, !input.extent.isInfinite, !input.extent.isEmpty else { return input }
        let reach = Int((3 * sigma).rounded(.up))
        let kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        let weights = kernel.map { $0 / total }
        let area = input.extent.insetBy(dx: CGFloat(-reach), dy: CGFloat(-reach))
        var raster = CIRaster(input, rect: area)
        let (w, h) = (raster.width, raster.height)
        for pass in 0..<2 {
            var out = [PremultipliedRGBA](repeating: .clear, count: w * h)
            for y in 0..<h {
                for x in 0..<w {
                    var sum = PremultipliedRGBA.clear
                    for (k, weight) in weights.enumerated() {
                        let (sx, sy) = pass == 0 ? (x + k - reach, y) : (x, y + k - reach)
                        guard sx >= 0, sx < w, sy >= 0, sy < h else { continue }
                        sum = sum + raster.pixels[sy * w + sx] * weight
                    }
                    out[y * w + x] = sum
                }
            }
            raster.pixels = out
        }
        return raster.image
    }
}
