import Foundation
import LabCore
import LabWire
import Testing

/// The selectors the device offers app code are declared once (LabWire's `Selectors/`): LabCore
/// offers them and the SDK performs them through the declaration, never by writing the
/// selector again.
@Suite struct SelectorDeclarationTests {
    /// The sides of the seam: LabCore, LabRuntime, LabShell and the simulated SDK's modules. The
    /// Mac's AppKit calls (LabCore/Mac, the generated AppKit module) are converted on their own;
    /// LabToolchain reads app source (initialisers' names, `#selector` rewriting), not the wire.
    static let files: [(path: String, text: String)] = HostCallDeclarationTests.files.filter { file in
        !file.path.hasPrefix("LabCore/Mac/") && !file.path.hasPrefix("LabToolchain/") && !file.path.hasPrefix("LabLessons/")
    }

    /// `"name(label:…)"` literals outside comments; an `@available(…, renamed: "…")` needs a literal.
    static func selectorLiterals(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?<!renamed: )"([a-zA-Z_][a-zA-Z0-9_]*\((?:[a-zA-Z_][a-zA-Z0-9_]*:)*\))""#)
        return text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.flatMap { line in
            let line = String(line)
            return pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).map {
                String(line[Range($0.range(at: 1), in: line)!])
            }
        }
    }

    /// `"__lab…"` literals outside comments: the device's own steps (LabWire's `SDKSteps.swift`)
    /// and the few helpers the build writes into app code.
    static func labLiterals(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #""(__lab[A-Za-z0-9_]*)""#)
        return text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.flatMap { line in
            let line = String(line)
            return pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).map {
                String(line[Range($0.range(at: 1), in: line)!])
            }
        }
    }

    /// Every module's `__lab` selectors, the Mac's and the generated AppKit's included: each is
    /// written once, in its declaration, and both sides use the declaration. (The rest of
    /// LabToolchain writes `__lab` helpers into app source, names of Swift code, not selectors.)
    @Test func noDeviceStepIsWrittenTwice() {
        var places: [String: [String]] = [:]
        for file in HostCallDeclarationTests.files
        where !file.path.hasPrefix("LabToolchain/") || file.path == "LabToolchain/AppKitModule.swift" {
            for literal in Self.labLiterals(in: file.text) { places[literal, default: []].append(file.path) }
        }
        let twice = places.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        #expect(twice.isEmpty, "written in more than one place (declare it in LabWire's Selectors/SDKSteps.swift): \(twice)")
    }

    @Test func theDeviceStepsAreLabWires() {
        let declared = HostCallDeclarationTests.files.filter { $0.path.hasPrefix("LabWire/Selectors/") }.flatMap { Self.labLiterals(in: $0.text) }
        let steps = UIKitStep.allCases.map(\.rawValue) + RotationStep.allCases.map(\.rawValue)
            + StateRestorationStep.allCases.map(\.rawValue) + AppKitStep.allCases.map(\.rawValue)
        #expect(steps.count > 50)
        #expect(Set(steps).count == steps.count, "a step's selector is declared twice")
        for step in steps { #expect(declared.contains(step), "\(step) is not declared in LabWire") }
    }

    @Test func noSelectorIsWrittenTwice() {
        var places: [String: [String]] = [:]
        for file in Self.files {
            for selector in Self.selectorLiterals(in: file.text) { places[selector, default: []].append(file.path) }
        }
        let twice = places.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        #expect(twice.isEmpty, "written in more than one place (declare it in LabWire's Selectors/): \(twice)")
    }

    @Test func theLifecycleSelectorsAreLabWires() {
        let declared = Self.files.filter { $0.path.hasPrefix("LabWire/Selectors/") }.flatMap { Self.selectorLiterals(in: $0.text) }
        #expect(declared.count > 60)
        for selector in AppDelegateCallback.allCases.map(\.rawValue) + ViewControllerCallback.allCases.map(\.rawValue)
            + SceneDelegateCallback.allCases.map(\.rawValue) + StateRestorationSelector.allCases.map(\.rawValue) {
            #expect(declared.contains(selector), "\(selector) is not declared in LabWire")
        }
    }

    @Test func theCheckFindsASecondSpelling() {
        #expect(Self.selectorLiterals(in: #"case "viewDidLoad()": x"#) == ["viewDidLoad()"])
        #expect(Self.selectorLiterals(in: #"/// "viewDidLoad()" in a comment"#).isEmpty)
        #expect(Self.selectorLiterals(in: #"@available(*, renamed: "becomeKey()")"#).isEmpty)
        #expect(Self.labLiterals(in: #"if selector == "__labFireTimers" { return .void }"#) == ["__labFireTimers"])
        #expect(Self.labLiterals(in: #"/// "__labFireTimers" in a comment"#).isEmpty)
    }
}
