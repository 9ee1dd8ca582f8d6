import Foundation

/// A layoutbench process fed line by line through a pipe, kept running while a test talks to
/// it (the live view's tests: the page drives the same session). Output is collected on a
/// thread of its own; waits poll it without holding a thread of the test pool.
final class PipedSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe.forOneChild()
    private let output = Pipe.forOneChild()
    private let errors = Pipe.forOneChild()
    private let lock = NSLock()
    private var stdoutData = Data()
    private var stderrData = Data()
    private var marks = 0

    init(arguments: [String], plugins: String? = Executable.plugins, environment: [String: String] = [:]) throws {
        _ = Executable.ignoringBrokenPipes
        process.executableURL = URL(fileURLWithPath: Executable.path)
        process.arguments = ["--workspace", Executable.temporaryWorkspace()] + (plugins.map { ["--plugins", $0] } ?? []) + arguments
        var variables = ProcessInfo.processInfo.environment
        variables["LAYOUTBENCH_NO_BROWSER"] = "1"
        variables["NO_COLOR"] = "1"
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [unowned self] handle in
            let data = handle.availableData
            lock.withLock { stdoutData.append(data) }
        }
        errors.fileHandleForReading.readabilityHandler = { [unowned self] handle in
            let data = handle.availableData
            lock.withLock { stderrData.append(data) }
        }
        try process.run()
    }

    var stdout: String { lock.withLock { String(decoding: stdoutData, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: stderrData, as: UTF8.self) } }

    /// Sends one line, as typed.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Runs `line` and returns what it printed on stdout (the lines up to a mark echoed after it).
    func run(_ line: String, timeout: Double = 60) async throws -> String {
        marks += 1
        let mark = "--- mark \(marks) ---"
        let before = stdout.utf8.count
        send(line)
        send("echo \(mark)")
        let text: String = try await waitFor(timeout: timeout, "the output of '\(line)'") { (out: String) -> String? in
            let fresh = String(decoding: Array(out.utf8.dropFirst(before)), as: UTF8.self)
            guard let end = fresh.range(of: mark + "\n") else { return nil }
            return String(fresh[..<end.lowerBound])
        }
        return text
    }

    /// Polls stdout until `found` gives a value, or fails after `timeout` seconds.
    func waitFor<T>(timeout: Double = 30, _ what: String, _ found: (String) -> T?) async throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let value = found(stdout) { return value }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw PipedSessionError(description: "no \(what) within \(timeout) s; stdout: \(stdout.suffix(2000)); stderr: \(stderr.suffix(2000))")
    }

    /// Ends the input and waits for the process to leave.
    func close() async -> Int32 {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning { process.terminate() }
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        return process.isRunning ? -1 : process.terminationStatus
    }
}

struct PipedSessionError: Error, CustomStringConvertible {
    var description: String
}
