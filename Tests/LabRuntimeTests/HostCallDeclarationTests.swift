import Foundation
import LabCore
import LabWire
import Testing

/// Host calls are declared once (LabWire's `HostCalls`): the SDK and `AppHost` use the
/// declaration, never its name as a string.
@Suite struct HostCallDeclarationTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every Swift file under Sources (the generated AppKit module's source included), by path.
    static let files: [(path: String, text: String)] = {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append((url.path.replacingOccurrences(of: sources.path + "/", with: ""), text))
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// The names in `HostCall<…>("name")` declarations, with the file of each.
    static let declared: [(name: String, path: String)] = {
        let pattern = try! NSRegularExpression(pattern: #"HostCall<.*>\("([A-Za-z0-9_]+)"\)"#)
        return files.flatMap { file in
            pattern.matches(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)).map { match in
                (String(file.text[Range(match.range(at: 1), in: file.text)!]), file.path)
            }
        }
    }()

    @Test func everyNameIsDeclaredOnceInLabWire() {
        #expect(Self.declared.count > 100)
        let names = Self.declared.map(\.name)
        #expect(Set(names).count == names.count, "declared twice: \(Dictionary(grouping: names) { $0 }.filter { $1.count > 1 }.keys.sorted())")
        #expect(Self.declared.allSatisfy { $0.path.hasPrefix("LabWire/HostCalls/") })
    }

    @Test func everyDeclaredCallHasAHandler() {
        let missing = Self.declared.map(\.name).filter { HostHandler.byName[$0] == nil }
        #expect(missing.isEmpty, "no handler: \(missing)")
        #expect(Set(HostHandler.byName.keys) == Set(Self.declared.map(\.name)))
    }

    /// A name is not written again: no `host("name"` or `call("name"` anywhere in Sources, no
    /// `case "name":` in LabRuntime (other modules' switches read nibs' and plists' own words).
    @Test func noDeclaredNameIsWrittenAsAString() {
        let names = Set(Self.declared.map(\.name))
        let call = try! NSRegularExpression(pattern: #"(?:host1?|call)\("([A-Za-z0-9_]+)""#)
        let switchCase = try! NSRegularExpression(pattern: #"case "([A-Za-z0-9_]+)":"#)
        var uses: [String] = []
        for file in Self.files {
            let patterns = file.path.hasPrefix("LabRuntime/") ? [call, switchCase] : [call]
            for pattern in patterns {
                for match in pattern.matches(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) {
                    let name = String(file.text[Range(match.range(at: 1), in: file.text)!])
                    if names.contains(name) { uses.append("\(file.path): \(name)") }
                }
            }
        }
        #expect(uses.isEmpty, "written again: \(uses)")
    }

    /// No host call goes by name (iOS's or the Mac's): the SDK calls only declarations, no code outside the declared
    /// path sends a name (`host(name, …)`), and LabRuntime dispatches by no string switch.
    @Test func noIOSCallGoesByName() {
        let literal = try! NSRegularExpression(pattern: #"(?:\bhost1?|\bcall)\(\s*""#)
        let bridgeCall = try! NSRegularExpression(pattern: #"AppRuntimeBridge\.call\((?!HostCalls\.)"#)
        let byName = try! NSRegularExpression(pattern: #"(?<!func )(?<![A-Za-z0-9_])host1?\("#)
        let switchCase = try! NSRegularExpression(pattern: #"case "([A-Za-z0-9_]+)":"#)
        // The declared path (`AppRuntime.call(_:arguments:)`) and the function it calls.
        let sendsNames: Set<String> = ["UIKit/Runtime/AppRuntime+HostCall.swift", "UIKit/Runtime/AppRuntime.swift"]
        var found: [String] = []
        for file in Self.files {
            var patterns = [literal, bridgeCall]
            if file.path.hasPrefix("LabRuntime/") { patterns.append(switchCase) }
            if !sendsNames.contains(file.path), !file.path.hasPrefix("Lab") { patterns.append(byName) }
            for pattern in patterns {
                for match in pattern.matches(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) {
                    let line = file.text[..<Range(match.range, in: file.text)!.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
                    found.append("\(file.path):\(line)")
                }
            }
        }
        #expect(found.isEmpty, "a host call by name (declare it in LabWire's HostCalls): \(found)")
    }

    @Test func argumentsAndAnswersSurviveTheWire() throws {
        let call = HostCalls.present
        let values = call.values((ObjectRef(id: 3, className: "Detail"), nil, .overFullScreen, true))
        let line = WireMessage("host", values: values, prefix: [call.name]).line
        let read = WireMessage(line: Substring(line))
        let arguments = call.decodeArguments(WireReader(read.values(from: 1)))
        #expect(arguments.0 == ObjectRef(id: 3, className: "Detail") && arguments.1 == nil)
        #expect(arguments.2 == .overFullScreen && arguments.3)
        var answer: [WireValue] = []
        call.encodeAnswer(PresentationAnswer(refusal: .presentationInProgress, presenter: nil, transition: 7), &answer)
        #expect(call.decodeAnswer(WireReader(answer)) == PresentationAnswer(refusal: .presentationInProgress, presenter: nil, transition: 7))
        // Too few values (a line app code wrote by hand) read as empty values, never a trap.
        let short = HostCalls.setFrames.decodeArguments(WireReader([.int(1_000_000)]))
        #expect(short.isEmpty)
    }
}
