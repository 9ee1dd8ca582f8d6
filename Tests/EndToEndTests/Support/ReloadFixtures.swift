import Foundation
import Testing
import WorkbenchTestSupport

/// A throwaway plugins folder for live-reload tests, outside the repository: a copy of
/// plugins/Table only. It is built by a generated package of its own in the cache folder
/// (PluginPackage), so the tests edit and rebuild Table without touching the repository (the
/// first build compiles the SDK once: about 10 to 60 s).
final class ReloadPackage: @unchecked Sendable {
    let root: String
    var plugins: String { root + "/plugins" }
    var table: String { plugins + "/Table" }
    var pluginFile: String { table + "/Plugin.swift" }
    let original: String

    init() throws {
        root = NSTemporaryDirectory() + "layoutbench-reload-\(UUID().uuidString.prefix(8))"
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/plugins", withIntermediateDirectories: true)
        try manager.copyItem(atPath: Executable.plugins + "/Table", toPath: root + "/plugins/Table")
        original = try String(contentsOfFile: root + "/plugins/Table/Plugin.swift", encoding: .utf8)
        ReloadPackage.created.append(root)
        if ReloadPackage.created.count == 1 { atexit { ReloadPackage.removeAll() } }
    }

    nonisolated(unsafe) static var created: [String] = []

    static func removeAll() {
        for root in created { try? FileManager.default.removeItem(atPath: root) }
    }

    /// Plugin.swift with the rows `height` points tall (the seed's are 300).
    func source(height: Int, extra: String = "") -> String {
        original.replacingOccurrences(of: "CGSize(width: 300, height: 300)", with: "CGSize(width: 300, height: \(height))\(extra)")
    }

    /// Saves by writing the file in place.
    func writeInPlace(_ text: String) throws {
        try writeUninherited(text, to: pluginFile)
    }

    /// Saves as vim and VS Code do: a temporary file beside it, renamed over it.
    func writeByRename(_ text: String) throws {
        let temporary = pluginFile + ".tmp.\(Int.random(in: 1000...9999))"
        try writeUninherited(text, to: temporary)
        guard rename(temporary, pluginFile) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func restore() throws { try writeInPlace(original) }
}

/// The real executable in batch mode with stdin a pipe that stays open: commands are written one
/// at a time and stdout and stderr are read as they come, so a test can wait for a reload's
/// report. With `watch on`, the batch front end polls stdin and the watcher together.
final class LiveSession: @unchecked Sendable {
    let process = Process()
    private let input = Pipe.forOneChild()
    private let lock = NSLock()
    private var out = Data(), err = Data()

    init(plugins: String, arguments: [String] = [], environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: Executable.path)
        process.arguments = ["--workspace", Executable.temporaryWorkspace(), "--plugins", plugins] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: URL(fileURLWithPath: plugins).deletingLastPathComponent().path)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let outPipe = Pipe.forOneChild(), errPipe = Pipe.forOneChild()
        process.standardInput = input
        process.standardOutput = outPipe
        process.standardError = errPipe
        outPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock(); self.out.append(data); self.lock.unlock()
        }
        errPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock(); self.err.append(data); self.lock.unlock()
        }
        try process.run()
    }

    var stdout: String { lock.lock(); defer { lock.unlock() }; return String(decoding: out, as: UTF8.self) }
    var stderr: String { lock.lock(); defer { lock.unlock() }; return String(decoding: err, as: UTF8.self) }

    /// Writes a line to the session; a session that already ended is a recorded issue, not a
    /// crash of the test process (FileHandle.write(_:) traps on a broken pipe).
    func send(_ line: String) {
        do {
            try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            Issue.record("the session ended before \(line): \(error)\n\(stderr)")
        }
    }

    /// Sends `command` followed by an echo marker and waits for the marker: the command's output
    /// is then complete. Returns the stdout printed after `command` was sent.
    @discardableResult
    func run(_ command: String, timeout: TimeInterval = 300) async -> String {
        let marker = "--done \(UUID().uuidString.prefix(8))--"
        let before = stdout.count
        send(command)
        send("echo \(marker)")
        await wait(for: marker, timeout: timeout)
        let text = String(stdout.dropFirst(before))
        return text.components(separatedBy: marker).first ?? text
    }

    /// Waits until stdout (or stderr) contains `text` `count` times; records an issue on timeout.
    @discardableResult
    func wait(
        for text: String, in stream: KeyPath<LiveSession, String> = \.stdout, count: Int = 1,
        timeout: TimeInterval = 60, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if self[keyPath: stream].components(separatedBy: text).count - 1 >= count { return true }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        Issue.record(
            "never saw '\(text)' ×\(count)\nstdout:\n\(stdout.suffix(3000))\nstderr:\n\(stderr.suffix(3000))",
            sourceLocation: sourceLocation)
        return false
    }

    /// Polls stdout until `found` reads a value from it; throws after `timeout` seconds.
    func value<T>(timeout: TimeInterval = 30, _ what: String, _ found: (String) -> T?) async throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let value = found(stdout) { return value }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw LiveSessionTimeout(description: "no \(what) within \(timeout) s\nstdout:\n\(stdout.suffix(2000))\nstderr:\n\(stderr.suffix(2000))")
    }

    func occurrences(of text: String, in stream: KeyPath<LiveSession, String> = \.stderr) -> Int {
        self[keyPath: stream].components(separatedBy: text).count - 1
    }

    /// Ends input and awaits the exit status without holding a thread.
    func finish() async -> Int32 {
        end()
        while process.isRunning { await pause(.milliseconds(10)) }
        return process.terminationStatus
    }

    /// Ends input without waiting (for a `defer`): the session quits on its own at end of input,
    /// and Foundation reaps it.
    func end() {
        try? input.fileHandleForWriting.close()
    }
}

struct LiveSessionTimeout: Error, CustomStringConvertible {
    var description: String
}
