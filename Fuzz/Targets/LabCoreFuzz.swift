import Foundation

/// libFuzzer's entry for LabCore's readers (compiled into the module by Fuzz/run.sh; never
/// part of the package). `LAB_FUZZ_TARGET` chooses: `plist` (XML and binary property lists,
/// through PlistReader) or `push` (a push payload, through PushPayload.parse).
@_cdecl("LLVMFuzzerTestOneInput")
public func labCoreFuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    switch ProcessInfo.processInfo.environment["LAB_FUZZ_TARGET"] {
    case "push": _ = try? PushPayload.parse(data, source: "payload.json")
    default: _ = try? PlistReader.read(data)
    }
    return 0
}
