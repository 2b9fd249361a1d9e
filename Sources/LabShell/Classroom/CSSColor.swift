import Foundation

/// The CSS colour of a colour as the device names it (`systemBackground`, `red`, `rgba(1.00, 0.50, 0.00, 1.00)`,
/// `white(1, 1)`, `hsba(…)`), as iOS draws it in light mode; nil for a name the lab cannot
/// paint (a pattern image, an asset catalog's colour), which the picture then names in words.
enum CSSColor {
    static let named: [String: String] = [
        "systembackground": "#ffffff", "secondarysystembackground": "#f2f2f7", "tertiarysystembackground": "#ffffff",
        "systemgroupedbackground": "#f2f2f7", "secondarysystemgroupedbackground": "#ffffff",
        "white": "#ffffff", "black": "#000000", "clear": "#000000", "darkgray": "#555555", "lightgray": "#aaaaaa",
        "gray": "#808080", "red": "#ff0000", "green": "#00ff00", "blue": "#0000ff", "cyan": "#00ffff",
        "yellow": "#ffff00", "magenta": "#ff00ff", "orange": "#ff8000", "purple": "#800080", "brown": "#996633",
        "systemred": "#ff3b30", "systemgreen": "#34c759", "systemblue": "#007aff", "systemorange": "#ff9500",
        "systemyellow": "#ffcc00", "systempink": "#ff2d55", "systempurple": "#af52de", "systemteal": "#5ac8fa",
        "systemindigo": "#5856d6", "systemgray": "#8e8e93", "systemgray2": "#aeaeb2", "systemgray3": "#c7c7cc",
        "systemgray4": "#d1d1d6", "systemgray5": "#e5e5ea", "systemgray6": "#f2f2f7", "systembrown": "#a2845e",
        "systemmint": "#00c7be", "systemcyan": "#32ade6", "label": "#000000", "secondarylabel": "#3c3c43",
        "tintcolor": "#007aff", "systemfill": "#787880", "groupTableViewBackground": "#f2f2f7",
    ]

    static func css(_ name: String?) -> String? {
        guard var name = name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return nil }
        if name.hasPrefix("UIColor(") && name.hasSuffix(")") { name = String(name.dropFirst(8).dropLast()) }
        if let range = name.range(of: " (alpha ") { name = String(name[..<range.lowerBound]) }
        let key = name.lowercased().replacingOccurrences(of: "color", with: "")
        if let known = named[key] ?? named[name] { return known }
        let numbers = numbers(in: name)
        if name.hasPrefix("rgb"), numbers.count >= 3 {
            return hex(numbers[0], numbers[1], numbers[2])
        }
        if name.hasPrefix("white("), let white = numbers.first {
            return hex(white, white, white)
        }
        if name.hasPrefix("hsba"), numbers.count >= 3 {
            let (r, g, b) = rgb(hue: numbers[0], saturation: numbers[1], brightness: numbers[2])
            return hex(r, g, b)
        }
        return nil
    }

    /// Whether dark text reads on it (its luminance is high).
    static func isLight(_ css: String) -> Bool {
        guard css.count == 7, let value = Int(css.dropFirst(), radix: 16) else { return true }
        let r = Double(value >> 16 & 0xff), g = Double(value >> 8 & 0xff), b = Double(value & 0xff)
        return 0.299 * r + 0.587 * g + 0.114 * b > 150
    }

    private static func numbers(in text: String) -> [Double] {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return [] }
        return text[text.index(after: open)..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    private static func hex(_ r: Double, _ g: Double, _ b: Double) -> String {
        let parts = [r, g, b].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + parts.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6, c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }
}
