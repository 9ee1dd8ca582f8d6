import Foundation
import HostSystem
import Synchronization
import Testing

/// A relaying thread's slice: granted as asked on Linux 6.12 and later, not passed to the
/// threads it starts, and back to the default when asked for 0.
struct ThreadSliceTests {
    /// The calling thread's slice in ns, as /proc says (nil where it does not).
    static func slice() -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/thread-self/sched", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("se.slice") }),
            let value = line.split(separator: ":").last
        else { return nil }
        return UInt64(value.trimmingCharacters(in: .whitespaces))
    }

    /// Linux 6.12 honours a fair thread's requested slice (sched_attr.sched_runtime).
    static var kernelTakesSlices: Bool {
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let parts = release.split(separator: ".").prefix(2).compactMap { Int($0.prefix { $0.isNumber }) }
        return parts.count == 2 && (parts[0], parts[1]) >= (6, 12)
    }

    @Test(.enabled(if: kernelTakesSlices && slice() != nil, "the kernel keeps its own slices before Linux 6.12, or /proc does not show them"))
    func aRelayingThreadHasItsSliceAndTheThreadsItStartsDoNot() async throws {
        let figures = await withCheckedContinuation { continuation in
            // A thread of its own: the pool's threads keep their slices.
            Thread.detachNewThread {
                let before = Self.slice()
                let granted = ThreadSlice.request(ThreadSlice.relay)
                let asked = Self.slice()
                let started = Mutex<UInt64?>(nil)
                let done = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    started.withLock { $0 = Self.slice() }
                    done.signal()
                }
                done.wait()
                let undone = ThreadSlice.request(0)
                continuation.resume(returning: (before, granted, asked, started.withLock { $0 }, undone, Self.slice()))
            }
        }
        let (before, granted, asked, started, undone, after) = figures
        #expect(granted && undone)
        try #require(before != nil)
        // 100,000 ns: the request, within Linux's 0.1–100 ms.
        #expect(asked == 100_000)
        #expect(started == before)
        #expect(after == before)
    }
}
