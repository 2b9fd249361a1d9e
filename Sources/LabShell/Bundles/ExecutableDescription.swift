import LabCore

/// How `cat` shows the executable: a real program compiled by swiftc, and the class table the
/// build appended to it.
enum ExecutableDescription {
    static func lines(_ image: SimulatedExecutable, name: String) -> [String] {
        let field = { (label: String) in "  " + DisplayWidth.padded(label, to: 20) }
        var lines = [
            tr("%@: ELF executable compiled by swiftc against LifecycleLab's UIKit, followed by its class table (format 2):", name),
            tr("what the system reads to know the app's classes and the delegate methods it implements."),
            field(tr("module")) + image.module,
            field(tr("platform")) + "\(image.platform.rawValue) \(image.minimumOSVersion)",
            field(tr("linked frameworks")) + image.linkedFrameworks.joined(separator: ", "),
            field(tr("entry point")) + entryPoint(image.program.entryPoint),
            "  " + tr("classes"),
        ]
        for declared in image.program.classes {
            let inherits = ([declared.superclass].compactMap { $0 } + declared.conformances).joined(separator: ", ")
            lines.append("    \(declared.name)\(inherits.isEmpty ? "" : ": " + inherits)   (\(declared.file):\(declared.line))")
            for method in declared.methods { lines.append("      \(method)") }
        }
        lines.append("  " + tr("sources"))
        for source in image.program.sources { lines.append("    \(source.path)") }
        return lines
    }

    static func entryPoint(_ entry: EntryPoint) -> String {
        switch entry {
        case let .attributedDelegate(delegate): tr("@main on %@", delegate)
        case let .mainFunction(principal, delegate):
            "main.swift: UIApplicationMain(principal: \(principal ?? "UIApplication"), delegate: \(delegate ?? "nil"))"
        case .none: tr("none")
        }
    }
}
