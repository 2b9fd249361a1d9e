import Foundation

/// libFuzzer's entry for LabShell's readers (compiled into the module by Fuzz/run.sh).
/// `LAB_FUZZ_TARGET`: `command` (a line as typed: length and UTF-8 checks, the tokenizer,
/// every command's usage pattern) or `transcript` (the transcript parser).
@_cdecl("LLVMFuzzerTestOneInput")
public func labShellFuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = [UInt8](UnsafeBufferPointer(start: bytes, count: size))
    switch ProcessInfo.processInfo.environment["LAB_FUZZ_TARGET"] {
    case "transcript":
        if let text = String(validating: data, as: UTF8.self) { _ = try? Transcript(text: text, name: "fuzz.transcript") }
    default:
        guard case let .success(line) = InputLine.decode(data), (try? InputLine.checkLength(line)) != nil,
              let invocation = (try? Tokenizer.invocation(from: line)) ?? nil else { return 0 }
        _ = Tokenizer.partial(line)
        if let command = try? CommandRegistry.standard.resolve(invocation) { _ = try? command.check(invocation) }
    }
    return 0
}
