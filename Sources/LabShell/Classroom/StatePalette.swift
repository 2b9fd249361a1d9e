import LabCore

/// The colours of the five states in the pictures, the terminal's inks as CSS (active green,
/// inactive amber, background blue, suspended grey, not running dark).
enum StatePalette {
    static func ink(_ state: AppState) -> String {
        switch state {
        case .active: "#1f9d45"
        case .inactive: "#b8860b"
        case .background: "#2f6fdf"
        case .suspended: "#6e6e73"
        case .notRunning: "#3a3a3c"
        }
    }
}
