import Foundation

/// The blend modes' arithmetic on premultiplied RGBA (0…1): the Porter-Duff modes exactly,
/// the separable ones (multiply, screen, overlay, darken, lighten, difference, exclusion, the
/// dodges and burns, soft and hard light) by the PDF formulas. Hue, saturation, color and
/// luminosity are drawn as normal, and the console says so once.
enum BlendModes {
    typealias Pixel = (CGFloat, CGFloat, CGFloat, CGFloat)

    nonisolated(unsafe) private static var warned: Set<Int32> = []

    static func blend(source s: Pixel, destination d: Pixel, mode: CGBlendMode) -> Pixel {
        let (sa, da) = (s.3, d.3)
        switch mode {
        case .normal: return over(s, d)
        case .clear: return (0, 0, 0, 0)
        case .copy: return s
        case .sourceIn: return scale(s, da)
        case .sourceOut: return scale(s, 1 - da)
        case .sourceAtop: return add(scale(s, da), scale(d, 1 - sa))
        case .destinationOver: return over(d, s)
        case .destinationIn: return scale(d, sa)
        case .destinationOut: return scale(d, 1 - sa)
        case .destinationAtop: return add(scale(d, sa), scale(s, 1 - da))
        case .xor: return add(scale(s, 1 - da), scale(d, 1 - sa))
        case .plusLighter: return (min(1, s.0 + d.0), min(1, s.1 + d.1), min(1, s.2 + d.2), min(1, sa + da))
        case .plusDarker:
            let a = min(1, sa + da)
            return (max(0, a - ((sa - s.0) + (da - d.0))), max(0, a - ((sa - s.1) + (da - d.1))), max(0, a - ((sa - s.2) + (da - d.2))), a)
        case .hue, .saturation, .color, .luminosity:
            if warned.insert(mode.rawValue).inserted {
                print("[LifecycleLab] the \(mode) blend mode is not simulated; it draws as normal")
            }
            return over(s, d)
        default:
            // Separable modes: B(cs, cd) on unpremultiplied colours, composited as PDF says.
            let f = { (cs: CGFloat, cd: CGFloat) -> CGFloat in separable(mode, cs, cd) }
            let us = unpremultiply(s), ud = unpremultiply(d)
            let a = sa + da - sa * da
            let channel = { (i: Int, scs: CGFloat, scd: CGFloat, ucs: CGFloat, ucd: CGFloat) -> CGFloat in
                (1 - da) * scs + (1 - sa) * scd + sa * da * f(ucs, ucd)
            }
            return (channel(0, s.0, d.0, us.0, ud.0), channel(1, s.1, d.1, us.1, ud.1), channel(2, s.2, d.2, us.2, ud.2), a)
        }
    }

    private static func separable(_ mode: CGBlendMode, _ cs: CGFloat, _ cd: CGFloat) -> CGFloat {
        switch mode {
        case .multiply: return cs * cd
        case .screen: return cs + cd - cs * cd
        case .overlay: return separable(.hardLight, cd, cs)
        case .darken: return min(cs, cd)
        case .lighten: return max(cs, cd)
        case .colorDodge: return cd == 0 ? 0 : (cs >= 1 ? 1 : min(1, cd / (1 - cs)))
        case .colorBurn: return cd >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cd) / cs))
        case .hardLight: return cs <= 0.5 ? cd * 2 * cs : separable(.screen, cd, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cd - (1 - 2 * cs) * cd * (1 - cd) }
            let dd = cd <= 0.25 ? ((16 * cd - 12) * cd + 4) * cd : sqrt(cd)
            return cd + (2 * cs - 1) * (dd - cd)
        case .difference: return abs(cs - cd)
        case .exclusion: return cs + cd - 2 * cs * cd
        default: return cs
        }
    }

    private static func over(_ s: Pixel, _ d: Pixel) -> Pixel { add(s, scale(d, 1 - s.3)) }
    private static func scale(_ p: Pixel, _ k: CGFloat) -> Pixel { (p.0 * k, p.1 * k, p.2 * k, p.3 * k) }
    private static func add(_ p: Pixel, _ q: Pixel) -> Pixel { (p.0 + q.0, p.1 + q.1, p.2 + q.2, p.3 + q.3) }
    private static func unpremultiply(_ p: Pixel) -> Pixel { p.3 == 0 ? (0, 0, 0, 0) : (p.0 / p.3, p.1 / p.3, p.2 / p.3, p.3) }
}

/// A box blur over a coverage mask, horizontally then vertically; three passes approximate a
/// Gaussian (a shadow's blur).
enum BoxBlur {
    static func blur(_ mask: inout Coverage, radius: Int) {
        let (w, h) = (mask.width, mask.height)
        guard radius > 0, w > 0, h > 0 else { return }
        let size = Float(2 * radius + 1)
        var temp = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            var sum: Float = 0
            for x in -radius...radius where x >= 0 && x < w { sum += mask.values[y * w + x] }
            for x in 0..<w {
                temp[y * w + x] = sum / size
                let out = x - radius, into = x + radius + 1
                if out >= 0 { sum -= mask.values[y * w + out] }
                if into < w { sum += mask.values[y * w + into] }
            }
        }
        for x in 0..<w {
            var sum: Float = 0
            for y in -radius...radius where y >= 0 && y < h { sum += temp[y * w + x] }
            for y in 0..<h {
                mask.values[y * w + x] = sum / size
                let out = y - radius, into = y + radius + 1
                if out >= 0 { sum -= temp[out * w + x] }
                if into < h { sum += temp[into * w + x] }
            }
        }
    }
}
