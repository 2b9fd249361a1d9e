import Foundation

/// libFuzzer's entry for the LabWire decoder (compiled into the module by Fuzz/run.sh): the
/// bytes an app writes to its descriptor, read by a WireChannel as the device reads them, each
/// line decoded and checked as the device checks it.
@_cdecl("LLVMFuzzerTestOneInput")
public func labWireFuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return 0 }
    defer { close(fds[0]) }
    // At most a pipe's worth, so the write never blocks.
    _ = write(fds[1], bytes, min(size, 60_000))
    close(fds[1])
    let channel = WireChannel(input: fds[0], output: -1)
    while let message = channel.receive() {
        _ = WireFrameCheck.problem(in: message, validUTF8: channel.lastLineWasUTF8)
        _ = message.values(from: 0)
        if channel.isOverlong { break }
    }
    return 0
}
