import LabCore

/// How `cat` shows the executable: a real program compiled by swiftc, and the class table the
/// build appended to it.
enum ExecutableDescription {
    static func lines(_ image: SimulatedExecutable, name: String) -> [String] {
        var lines = [
            "\(name): ELF executable compiled by swiftc against LifecycleLab's UIKit, followed by its class table (format 2):",
            "what the system reads to know the app's classes and the delegate methods it implements.",
            "  module              \(image.module)",
            "  platform            \(image.platform.rawValue) \(image.minimumOSVersion)",
            "  linked frameworks   \(image.linkedFrameworks.joined(separator: ", "))",
            "  entry point         \(entryPoint(image.program.entryPoint))",
            "  classes",
        ]
        for declared in image.program.classes {
            let inherits = ([declared.superclass].compactMap { $0 } + declared.conformances).joined(separator: ", ")
            lines.append("    \(declared.name)\(inherits.isEmpty ? "" : ": " + inherits)   (\(declared.file):\(declared.line))")
            for method in declared.methods { lines.append("      \(method)") }
        }
        lines.append("  sources")
        for source in image.program.sources { lines.append("    \(source.path)") }
        return lines
    }

    static func entryPoint(_ entry: EntryPoint) -> String {
        switch entry {
        case let .attributedDelegate(delegate): "@main on \(delegate)"
        case let .mainFunction(principal, delegate):
            "main.swift: UIApplicationMain(principal: \(principal ?? "UIApplication"), delegate: \(delegate ?? "nil"))"
        case .none: "none"
        }
    }
}
