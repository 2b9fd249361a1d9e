import Foundation

/// What actool refuses in an asset set's entries, checked before the set is compiled: each
/// key of the type Xcode writes (`"scale": "2x"`, `"size": "60x60"`), and a color's
/// components numbers in range. Before, a wrong value was passed over and the asset built
/// without it, which showed only at run time.
enum AssetEntryCheck {
    /// The first problem of an entry of `contents`: the message and the text to find its line by.
    static func problem(in entry: [String: Any], kind: String) -> (message: BuildText, near: String)? {
        for key in ["filename", "idiom", "scale", "size", "subtype", "role"] {
            if let value = entry[key], !(value is String) {
                return (tr("\"%@\" must be a string, such as %@", key, example(key)), "\"\(key)\"")
            }
        }
        if let scale = entry["scale"] as? String, scale.wholeMatch(of: /[1-9]x/) == nil {
            return (tr("\"scale\" is \"%@\"; a scale is 1x, 2x or 3x", scale), scale)
        }
        if let size = entry["size"] as? String, size.wholeMatch(of: /[0-9]+(\.[0-9]+)?x[0-9]+(\.[0-9]+)?/) == nil {
            return (tr("\"size\" is \"%@\"; a size is WIDTHxHEIGHT in points, such as 60x60", size), size)
        }
        if kind == "colorset", let color = entry["color"] {
            guard let color = color as? [String: Any] else { return (tr("\"color\" must be an object"), "\"color\"") }
            if color["reference"] != nil { return nil }
            guard let components = color["components"] as? [String: Any] else {
                return (tr("the color has no \"components\" (red, green, blue and alpha, or white and alpha)"), "\"color\"")
            }
            let extended = (color["color-space"] as? String ?? "").hasPrefix("extended")
            for key in components.keys.sorted() {
                let text = "\(components[key]!)"
                guard let value = number(text) else {
                    return (tr("the color's \"%@\" is \"%@\", not a number (0 to 1, 0 to 255, or 0x00 to 0xFF)", key, text), "\"\(key)\"")
                }
                if !extended, value < 0 || value > (text.contains(".") ? 1 : 255) {
                    return (tr("the color's \"%@\" is %@, out of range (0 to 1, or 0 to 255); an extended color space takes others", key, text), "\"\(key)\"")
                }
            }
        }
        return nil
    }

    /// `0.5`, `255` or `0xFF`, as Xcode writes components.
    static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return Int(trimmed.dropFirst(2), radix: 16).map(Double.init) }
        return Double(trimmed)
    }

    private static func example(_ key: String) -> String {
        ["filename": "\"star.png\"", "idiom": "\"universal\"", "scale": "\"2x\"", "size": "\"60x60\""][key] ?? "\"…\""
    }
}
