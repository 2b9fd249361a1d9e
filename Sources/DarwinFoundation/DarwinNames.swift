#if canImport(Glibc)
import Glibc
#endif
import UIKit

// Names iOS's Foundation brings from Darwin and the Objective-C runtime that Swift on Linux
// lacks: socket addresses' length fields, `os_unfair_lock`, promised items, bound stream
// pairs, `instancesRespond(to:)` and `autoreleasepool`.

extension sockaddr_in {
    /// Glibc's socket addresses have no length field: the length is the structure's size, and
    /// setting it changes nothing.
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}

extension sockaddr_in6 {
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}

extension sockaddr {
    public var sa_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr>.size) }
        set {}
    }
}

/// Darwin's unfair lock, a POSIX mutex here (a zeroed mutex is an unlocked default one).
public struct os_unfair_lock_s {
    var mutex = pthread_mutex_t()
    public init() {}
}
public typealias os_unfair_lock = os_unfair_lock_s
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

private func mutex(_ lock: os_unfair_lock_t) -> UnsafeMutablePointer<pthread_mutex_t> {
    UnsafeMutableRawPointer(lock).assumingMemoryBound(to: pthread_mutex_t.self)
}

public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { pthread_mutex_lock(mutex(lock)) }
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { pthread_mutex_unlock(mutex(lock)) }
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { pthread_mutex_trylock(mutex(lock)) == 0 }

extension URL {
    /// A promised item (iCloud's) is never pending on the simulated device: this is whether the
    /// file is there, as `checkResourceIsReachable()` says.
    public func checkPromisedItemIsReachable() throws -> Bool {
        try checkResourceIsReachable()
    }
}

extension Stream {
    /// Not simulated: no bound pair of streams is made (both are nil), and the first use says so.
    public class func getBoundStreams(withBufferSize bufferSize: Int, inputStream: UnsafeMutablePointer<InputStream?>?,
                                      outputStream: UnsafeMutablePointer<OutputStream?>?) {
        __LabNotSimulated.say("Stream.getBoundStreams(withBufferSize:inputStream:outputStream:)", instead: "no pair of streams is made")
        inputStream?.pointee = nil
        outputStream?.pointee = nil
    }
}

extension NSObject {
    /// Whether instances answer `aSelector`. Swift on Linux has no Objective-C method table to
    /// ask: not simulated, the answer is false, and the first use says so.
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        __LabNotSimulated.say("NSObject.instancesRespond(to:)", instead: "the answer is false (Swift on Linux has no Objective-C method table)")
        return false
    }
}

/// Objective-C's autorelease pool. Swift on Linux autoreleases nothing (each object goes when its
/// last reference does), so there is nothing for a pool to drain: the body runs and its result is returned.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
