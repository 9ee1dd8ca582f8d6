import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
import WorkbenchTestSupport
@testable import Workbench

/// The pieces of a reload build: the child process and its time limit, and the one-follow-up
/// queue.
struct ReloadBuildTests {
    @Test func aChildRunsAndIsCollected() {
        let outcome = ChildProcess().run(["/bin/sh", "-c", "echo out; echo err >&2; exit 3"], timeLimit: 10)
        #expect(outcome.status == 3)
        #expect(!outcome.timedOut && !outcome.succeeded)
        #expect(outcome.output.contains("out") && outcome.output.contains("err"))
    }

    @Test func aHangingChildIsKilledAtItsTimeLimit() {
        // A grandchild holding the output pipe must not keep the build waiting either.
        let start = Date()
        let outcome = ChildProcess().run(["/bin/sh", "-c", "echo started; trap '' INT; sleep 30 & sleep 30"], timeLimit: 0.5)
        let seconds = Date().timeIntervalSince(start)
        #expect(outcome.timedOut)
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("started"))
        #expect(seconds < 0.5 + ChildProcess.grace + 2, "took \(seconds) s")
    }

    @Test func nonUTF8SourcesAreFound() throws {
        let folder = NSTemporaryDirectory() + "layoutbench-utf8-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Sub", withIntermediateDirectories: true)
        try "let café = 1\n".write(toFile: folder + "/Good.swift", atomically: true, encoding: .utf8)
        #expect(ReloadBuilder.nonUTF8File(in: folder) == nil)
        try Data([0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: folder + "/Sub/Latin1.swift"))
        #expect(ReloadBuilder.nonUTF8File(in: folder) == folder + "/Sub/Latin1.swift")
    }

    /// Requests arriving while a build runs queue one follow-up build, never more. Every step on
    /// one thread of its own, as the REPL's main thread takes them (the reloader is serviced there).
    @Test func aReloadDuringAReloadIsQueuedNotDoubled() async throws {
        try await onOwnThread {
            let plugins = NSTemporaryDirectory() + "layoutbench-queue-\(UUID().uuidString)/plugins"
            try FileManager.default.createDirectory(atPath: plugins + "/Demo", withIntermediateDirectories: true)
            let console = RecordingConsole()
            let session = Session(options: .init(workspace: plugins + "/../workspace", pluginsDirectory: plugins), console: console)
            let gate = Gate()
            session.reloader.buildOverride = { _ in
                gate.enter()
                return PluginBuildResult(succeeded: false, diagnostics: ["plugins/Demo/A.swift:1:1: error: nope"], seconds: 0.01, route: .compilerJobs)
            }
            session.reloader.request("Demo", trigger: .command)
            #expect(gate.waitForEntries(1))
            #expect(session.reloader.request("Demo", trigger: .command))  // queued
            #expect(!session.reloader.request("Demo", trigger: .watch))  // joins the queued one
            #expect(!session.reloader.request("Demo", trigger: .command))
            gate.open()
            session.reloader.waitUntilIdle(plugin: "Demo", timeout: 10)
            #expect(gate.entries == 2)
            #expect(!session.reloader.isBusy)
            #expect(session.reloader.outcome(of: "Demo") == .failed("Demo: build failed (1 error); nothing was loaded"))
            #expect(console.errors.filter { $0.contains("error: nope") }.count == 2)
            #expect(console.statuses.contains { $0.contains("one more will follow it") })
            #expect(console.statuses.contains { $0.contains("not queueing another") })
        }
    }
}

/// Builds wait here until the test opens the gate (unchecked: every field is used under `condition`).
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    private var entered = 0
    var entries: Int { condition.lock(); defer { condition.unlock() }; return entered }

    func enter() {
        condition.lock()
        entered += 1
        condition.broadcast()
        while !isOpen { condition.wait() }
        condition.unlock()
    }

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits (on the calling thread, the test's own) until `count` builds have entered.
    func waitForEntries(_ count: Int, timeout: TimeInterval = 5) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while entered < count { if !condition.wait(until: deadline) { return false } }
        return true
    }
}
