/// Colours for terminal output, or none.
///
/// Colour is on only when the front end decides the output is a terminal, `--no-color` was
/// not given and `NO_COLOR` is unset. Transcripts and replays always use `Styler.plain`, so
/// the bytes compared never contain escape codes.
public struct Styler: Sendable, Equatable {
    /// Whether `paint` adds ANSI escape codes.
    public var colorEnabled: Bool

    /// Projector mode (`--contrast high`): no dim or grey text; bright, bold inks; what is
    /// dim otherwise (`· not implemented`) bold and underlined, so it shows from the back row.
    public var highContrast: Bool

    public init(colorEnabled: Bool, highContrast: Bool = false) {
        self.colorEnabled = colorEnabled
        self.highContrast = highContrast
    }

    /// No colour: for transcripts, replays, pipes and `--no-color`.
    public static let plain = Styler(colorEnabled: false)

    /// The inks `paint` knows. State lines use green/yellow/blue/gray/red (active, inactive,
    /// background, suspended, crash); unimplemented callbacks are `dim`.
    public enum Color: Sendable, CaseIterable {
        case green, yellow, blue, gray, red, cyan, magenta, dim, bold

        /// The SGR parameter for this ink.
        var sgr: String {
            switch self {
            case .green: "32"
            case .yellow: "33"
            case .blue: "34"
            case .gray: "90"
            case .red: "31"
            case .cyan: "36"
            case .magenta: "35"
            case .dim: "2"
            case .bold: "1"
            }
        }

        /// The SGR parameters in projector mode: bright and bold, nothing dim.
        var highContrastSGR: String {
            switch self {
            case .green: "1;92"
            case .yellow: "1;93"
            case .blue: "1;94"
            case .gray: "1;97"
            case .red: "1;91"
            case .cyan: "1;96"
            case .magenta: "1;95"
            case .dim: "1;4"
            case .bold: "1"
            }
        }
    }

    /// `text` in `color` when colour is on; `text` unchanged otherwise.
    public func paint(_ text: String, _ color: Color) -> String {
        guard colorEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(highContrast ? color.highContrastSGR : color.sgr)m\(text)\u{1B}[0m"
    }

    /// `text` without ANSI escape sequences: what a transcript records of coloured output.
    public static func removingEscapes(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var out = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                // An SGR sequence ends with its final byte, a letter.
                if scalar.properties.isAlphabetic { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether colour should be on, from the facts the front end gathers.
    /// `NO_COLOR` counts when present with any non-empty value (https://no-color.org).
    public static func wantsColor(isTerminal: Bool, noColorFlag: Bool, environment: [String: String]) -> Bool {
        guard isTerminal, !noColorFlag else { return false }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }
}
