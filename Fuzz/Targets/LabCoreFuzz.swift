import Foundation

/// libFuzzer's entry for LabCore's readers (compiled into the module by Fuzz/run.sh; never
/// part of the package). `LAB_FUZZ_TARGET` `push`: a push payload, through PushPayload.parse.
/// (Property lists are BundleFormats' readers: BundleFormatsFuzz.swift.)
@_cdecl("LLVMFuzzerTestOneInput")
public func labCoreFuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? PushPayload.parse(Data(bytes: bytes, count: size), source: "payload.json")
    return 0
}
