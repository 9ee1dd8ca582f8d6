import Foundation
@testable import PluginBuild
import Testing

/// A background build's child stops where it is, every process under it with it, while a
/// command runs, and runs on after; a stopped child still ends when cancelled.
@Suite struct ChildProcessTests {
    /// A shell whose own child (a grandchild of ours, in a session and process group of its
    /// own where setsid exists, as SwiftPM starts its compilers) appends a line to `file` every
    /// 20 ms, 150 times (3 s), then ends.
    static func counting(into file: String) -> [String] {
        let own = FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") ? "/usr/bin/setsid -w " : ""
        return ["/bin/sh", "-c", own + "sh -c 'i=0; while [ $i -lt 150 ]; do echo $i >> \(file); i=$((i+1)); sleep 0.02; done'"]
    }

    static func lines(_ file: String) -> Int {
        ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    /// `process` runs `arguments` on a thread of its own, never one of the test pool's (a
    /// blocked pool thread would hold back the test that suspends it).
    static func running(_ process: ChildProcess, _ arguments: [String]) -> Task<ChildProcess.Outcome, Never> {
        Task {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: process.run(arguments, timeLimit: 60)) }
            }
        }
    }

    /// A counting tree, stopped once it has written its first lines: its file (the caller
    /// removes it), its process and its run. The lines are watched, and the tree stopped, by a
    /// timer on a dispatch queue of its own, not the test pool, so a busy pool cannot let the
    /// count run out first; the test awaits it.
    static func stoppedCount() async -> (file: String, process: ChildProcess, run: Task<ChildProcess.Outcome, Never>) {
        let file = NSTemporaryDirectory() + "child-\(UUID().uuidString).txt"
        let process = ChildProcess()
        let run = running(process, counting(into: file))
        let deadline = Date().addingTimeInterval(60)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "child-count-watch"))
            timer.schedule(deadline: .now(), repeating: .milliseconds(2))
            timer.setEventHandler {
                guard lines(file) >= 3 || Date() >= deadline else { return }
                process.suspendTree()
                timer.cancel()
                continuation.resume()
            }
            timer.resume()
        }
        return (file, process, run)
    }

    @Test func aSuspendedGroupMakesNoProgressUntilResumed() async throws {
        let (file, process, run) = await Self.stoppedCount()
        defer { try? FileManager.default.removeItem(atPath: file) }
        try await Task.sleep(for: .milliseconds(100))
        let stopped = Self.lines(file)
        try await Task.sleep(for: .milliseconds(600))
        // 600 ms of a tree that writes a line every 20 ms: 30 lines had it run.
        #expect(Self.lines(file) == stopped)
        #expect(stopped > 0 && stopped < 150)
        process.resumeTree()
        let outcome = await run.value
        #expect(outcome.succeeded)
        #expect(Self.lines(file) == 150)
    }

    @Test func aSuspendedGroupEndsWhenCancelled() async throws {
        let (file, process, run) = await Self.stoppedCount()
        defer { try? FileManager.default.removeItem(atPath: file) }
        process.cancel()
        let outcome = await run.value
        #expect(outcome.cancelled)
        #expect(Self.lines(file) < 150)
    }
}
