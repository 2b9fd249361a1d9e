import BundleFormats
import LabCore

/// swiftc's messages (`-diagnostic-style llvm`) as the build's diagnostics. The source line
/// and caret are taken from the learner's own file, not the rewritten copy swiftc read.
enum SwiftcDiagnostics {
    static func parse(_ output: String, originals: [SourceFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let parsed = headline(String(line)) else { continue }
            if let original = originals.first(where: { $0.path == parsed.file }) {
                diagnostics.append(SwiftFrontEnd.sourceDiagnostic(original, line: parsed.line, column: parsed.column,
                                                                  parsed.message, severity: parsed.severity))
            } else if parsed.severity == .note {
                // A note in the SDK's own interface ("'whiteColor()' was obsoleted…"): kept without a path.
                diagnostics.append(Diagnostic(file: nil, severity: .note, message: parsed.message))
            } else {
                diagnostics.append(Diagnostic(file: parsed.file, line: parsed.line, column: parsed.column,
                                              severity: parsed.severity, message: parsed.message))
            }
        }
        return diagnostics
    }

    /// `File.swift:12:9: error: message`.
    private static func headline(_ line: String) -> (file: String, line: Int, column: Int, severity: Diagnostic.Severity, message: String)? {
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else {
                continue
            }
            let file = location.dropLast(2).joined(separator: ":")
            return (file, lineNumber, column, severity, String(line[marker.upperBound...]))
        }
        return nil
    }
}
