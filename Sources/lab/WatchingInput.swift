@preconcurrency import CEditLine
import Foundation
import LabShell

/// The session whose watched project folder the prompt serves while it waits for a key.
nonisolated(unsafe) var sessionAtPrompt: Session?

/// How long saves must pause before the rebuild: an editor's save is often several writes.
let saveQuietMilliseconds: Int32 = 120

/// libedit's character reader (`rl_getc_function`): waits for a key on standard input and,
/// meanwhile, for saves in the folder `run --watch` watches. Once saves pause, the project is
/// rebuilt and relaunched, its output printed above the prompt, and the line being typed is
/// drawn again, so the REPL stays usable while watching. A key is one Unicode scalar, decoded
/// from UTF-8 here as libedit's own reader would. Interrupted (Ctrl-C) it answers end of input,
/// and libedit abandons the line.
func readKeyWhileWatching(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
    var savesPending = false
    while true {
        var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
        if let watch = sessionAtPrompt?.watch { descriptors.append(pollfd(fd: watch.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&descriptors, nfds_t(descriptors.count), savesPending ? saveQuietMilliseconds : -1)
        if ready < 0 {
            if errno == EINTR { return -1 }
            continue
        }
        if ready == 0 {
            savesPending = false
            if let session = sessionAtPrompt, let lines = session.handleSaves() {
                Terminal.write("\n")
                Terminal.writeLines(lines + [""])
                rl_forced_update_display()
            }
            continue
        }
        if descriptors.count > 1, descriptors[1].revents != 0 {
            if sessionAtPrompt?.watch?.collect() == true { savesPending = true }
            if descriptors[0].revents == 0 { continue }
        }
        return readScalar()
    }
}

/// One Unicode scalar from standard input (-1 at its end).
private func readScalar() -> Int32 {
    var byte: UInt8 = 0
    guard read(STDIN_FILENO, &byte, 1) == 1 else { return -1 }
    let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 1
    var bytes = [byte]
    while bytes.count < length {
        guard read(STDIN_FILENO, &byte, 1) == 1 else { break }
        bytes.append(byte)
    }
    guard let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first else { return Int32(bytes[0]) }
    return Int32(bitPattern: scalar.value)
}
