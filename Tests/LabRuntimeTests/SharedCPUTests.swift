import CLabProcess
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The REPL's thread and its app processes share one CPU; a compiler gets them all back.
@Suite struct SharedCPUTests {
    /// What the bound thread saw; written by it, read after it signals.
    private final class Seen: @unchecked Sendable {
        var bound: Int32 = -1, pinned = 0, released = 0, again = 0
        let done = DispatchSemaphore(value: 0)
    }

    /// How many CPUs the calling thread may run on.
    private static func allowedCount() -> Int {
        let text = (try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else { return 0 }
        return line.dropFirst("Cpus_allowed_list:".count).split(separator: ",").reduce(0) { total, range in
            let bounds = range.trimmingCharacters(in: .whitespaces).split(separator: "-").compactMap { Int($0) }
            return total + (bounds.count == 2 ? bounds[1] - bounds[0] + 1 : bounds.count)
        }
    }

    @Test func onlyTheBoundThreadIsEverChanged() throws {
        let before = Self.allowedCount()
        try #require(before > 1, "one CPU: nothing to share")
        let seen = Seen()
        // A thread of its own, so that no test runner thread stays bound.
        let thread = Thread {
            seen.bound = lab_share_cpu_with_children()
            seen.pinned = Self.allowedCount()
            lab_release_shared_cpu()
            seen.released = Self.allowedCount()
            lab_share_cpu_again()
            seen.again = Self.allowedCount()
            seen.done.signal()
        }
        thread.start()
        seen.done.wait()
        #expect(seen.bound >= 0)
        #expect(seen.pinned == 1)
        #expect(seen.released == before)
        #expect(seen.again == 1)
        // Any other thread: untouched.
        #expect(lab_share_cpu_with_children() == -1)
        lab_share_cpu_again()
        #expect(Self.allowedCount() == before)
    }
}
