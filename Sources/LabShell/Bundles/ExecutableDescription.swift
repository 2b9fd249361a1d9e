import LabCore

/// How `cat` shows the simulated executable: what it is, honestly, and what it holds.
enum ExecutableDescription {
    static func lines(_ image: SimulatedExecutable, name: String) -> [String] {
        var lines = [
            "\(name): LifecycleLab simulated executable (format 1) — not machine code.",
            "It holds the app's checked Swift sources and the declarations the build recorded; the interpreter runs them.",
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
        for source in image.program.sources {
            let count = source.text.split(separator: "\n", omittingEmptySubsequences: false).count - (source.text.hasSuffix("\n") ? 1 : 0)
            lines.append("    \(source.path)   \(FileContents.count(count, "line"))")
        }
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
