import Foundation
import LabWire

/// The red, green, blue and alpha of a colour the lab knows by name (`red`, `systemBlue`,
/// `rgba(…)`, `white(…)`, `hsba(…)`, `NAME (alpha A)`): what a graphics context paints with.
/// System colours take their light-mode sRGB values (**choice**: the simulated device has no
/// dark mode). An asset catalog's colour set paints with its (any-appearance) value; a colour
/// whose value the lab does not know paints as mid grey, and the console says so once per name.
enum ColorComponents {
    static func rgba(_ name: String) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        if let range = name.range(of: " (alpha ", options: .backwards), name.hasSuffix(")") {
            let base = rgba(String(name[..<range.lowerBound]))
            let alpha = Double(name[range.upperBound...].dropLast()) ?? 1
            return (base.0, base.1, base.2, CGFloat(alpha))
        }
        if let values = arguments(name, "rgba"), values.count == 4 { return (values[0], values[1], values[2], values[3]) }
        if let values = arguments(name, "white"), values.count == 2 { return (values[0], values[0], values[0], values[1]) }
        if let values = arguments(name, "hsba"), values.count == 4 {
            let rgb = fromHSB(values[0], values[1], values[2])
            return (rgb.0, rgb.1, rgb.2, values[3])
        }
        // A pattern colour paints its image; as a plain colour it is clear.
        if name.hasPrefix("pattern(") { return (0, 0, 0, 0) }
        var key = name
        if key.hasSuffix("Color"), key.count > 5 { key.removeLast(5) }
        if let known = named[key] { return known }
        if let asset = assetColor(name) { return asset }
        warnUnknown(name)
        return (0.5, 0.5, 0.5, 1)
    }

    nonisolated(unsafe) private static var assetColors: [String: (CGFloat, CGFloat, CGFloat, CGFloat)?] = [:]

    /// A colour set of the app's asset catalog (its first, any-appearance value), asked of
    /// the device once per name; nil when the catalog has none of that name.
    static func assetColor(_ name: String) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
        if let known = assetColors[name] { return known }
        let values = (AppRuntime.shared.call(HostCalls.colorAsset, name) ?? []).map { CGFloat($0) }
        let found = values.count == 4 ? (values[0], values[1], values[2], values[3]) : nil
        assetColors[name] = .some(found)
        return found
    }

    nonisolated(unsafe) private static var warned: Set<String> = []

    private static func warnUnknown(_ name: String) {
        guard warned.insert(name).inserted else { return }
        print("[LifecycleLab] the colour '\(name)' has no value the lab knows (no colour set of the asset catalog has that name); it is drawn as mid grey")
    }

    private static func arguments(_ name: String, _ function: String) -> [CGFloat]? {
        guard name.hasPrefix(function + "("), name.hasSuffix(")") else { return nil }
        let inner = name.dropFirst(function.count + 1).dropLast()
        let values = inner.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.map { CGFloat($0) }
        return values
    }

    static func fromHSB(_ hue: CGFloat, _ saturation: CGFloat, _ brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func toHSB(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var hue: CGFloat = 0
        if delta > 0 {
            if maximum == r { hue = (g - b) / delta } else if maximum == g { hue = 2 + (b - r) / delta } else { hue = 4 + (r - g) / delta }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        return (hue, maximum == 0 ? 0 : delta / maximum, maximum)
    }

    /// UIKit's named colours, light mode, sRGB.
    private static let named: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
        "black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1),
        "yellow": (1, 1, 0, 1), "orange": (1, 0.5, 0, 1), "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1),
        "cyan": (0, 1, 1, 1), "magenta": (1, 0, 1, 1), "gray": (0.5, 0.5, 0.5, 1), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1),
        "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1), "clear": (0, 0, 0, 0),
        "systemBackground": (1, 1, 1, 1), "secondarySystemBackground": (0.949, 0.949, 0.969, 1),
        "tertiarySystemBackground": (1, 1, 1, 1), "systemGroupedBackground": (0.949, 0.949, 0.969, 1),
        "secondarySystemGroupedBackground": (1, 1, 1, 1), "label": (0, 0, 0, 1), "secondaryLabel": (0.235, 0.235, 0.263, 0.6),
        "tertiaryLabel": (0.235, 0.235, 0.263, 0.3), "quaternaryLabel": (0.235, 0.235, 0.263, 0.18),
        "placeholderText": (0.235, 0.235, 0.263, 0.3), "separator": (0.235, 0.235, 0.263, 0.29), "link": (0, 0.478, 1, 1),
        "systemRed": (1, 0.231, 0.188, 1), "systemGreen": (0.204, 0.78, 0.349, 1), "systemBlue": (0, 0.478, 1, 1),
        "systemYellow": (1, 0.8, 0, 1), "systemOrange": (1, 0.584, 0, 1), "systemPink": (1, 0.176, 0.333, 1),
        "systemPurple": (0.686, 0.322, 0.871, 1), "systemTeal": (0.353, 0.784, 0.98, 1), "systemIndigo": (0.345, 0.337, 0.839, 1),
        "systemGray": (0.557, 0.557, 0.576, 1), "systemGray2": (0.682, 0.682, 0.698, 1), "systemGray3": (0.78, 0.78, 0.8, 1),
        "systemGray4": (0.82, 0.82, 0.839, 1), "systemGray5": (0.898, 0.898, 0.918, 1), "systemGray6": (0.949, 0.949, 0.969, 1),
        "systemFill": (0.471, 0.471, 0.502, 0.2), "secondarySystemFill": (0.471, 0.471, 0.502, 0.16),
        "tintColor": (0, 0.478, 1, 1),
    ]
}
