import Foundation

/// libFuzzer's entry for the bundle formats' readers (compiled into the module by Fuzz/run.sh;
/// never part of the package). `LAB_FUZZ_TARGET` `plist`: XML and binary property lists,
/// through PlistReader (and XMLTree under it).
@_cdecl("LLVMFuzzerTestOneInput")
public func bundleFormatsFuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? PlistReader.read(Data(bytes: bytes, count: size))
    return 0
}
