import Foundation

/// Runs the real layoutbench executable, as a user would, and captures what it prints.
struct Executable {
    struct Run: Sendable {
        var stdout: String
        var stderr: String
        var status: Int32
        /// The process died of a signal (`status` is then the signal's number).
        var signaled: Bool = false
        /// Seconds from the process's start to its end (not counting a wait for a slot).
        var seconds: Double = 0

        /// stderr without the progress lines of plugin builds (a fresh clone builds each plugin
        /// on first use and says so).
        var errors: String {
            stderr.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !Executable.isBuildProgress($0) }.joined(separator: "\n")
        }

        /// stdout's lines that are JSON documents, parsed.
        var documents: [Any] {
            stdout.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("{") || line.hasPrefix("[") else { return nil }
                return try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
            }
        }

        /// The only JSON object printed (fails the caller's expectations when there is not one).
        var json: [String: Any] { documents.last as? [String: Any] ?? [:] }
    }

    /// The package root (this file is Tests/EndToEndTests/Support/Executable.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The built executable: beside the test bundle, else in .build/debug.
    static let path: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutbench").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return packageRoot + "/.build/debug/layoutbench"
    }()

    static let plugins = packageRoot + "/plugins"

    /// "building Table (not built yet)…" and "built Table in 0.8 s": status lines, not errors.
    static func isBuildProgress<Line: StringProtocol>(_ line: Line) -> Bool {
        line.hasPrefix("building ") || line.hasPrefix("built ")
    }

    /// Writing to a process that has exited gives EPIPE instead of killing the test runner.
    static let ignoringBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// One folder for this test process's workspaces, removed when the process exits.
    static let workspaces: String = {
        let path = NSTemporaryDirectory() + "layoutbench-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: Executable.workspaces) }
        return path
    }()

    /// A fresh workspace folder for one test.
    static func temporaryWorkspace() -> String {
        let path = workspaces + "/\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs layoutbench with `arguments`, feeding `input` on stdin (a pipe) when given. With
    /// `mergingStandardError`, stderr goes into the stdout pipe, so errors keep their place among
    /// the output lines (`stderr` is then empty).
    static func run(
        _ arguments: [String], input: String? = nil, workspace: String? = nil,
        plugins: String? = Executable.plugins, mergingStandardError: Bool = false,
        environment: [String: String?] = [:], directory: String? = nil
    ) async throws -> Run {
        try await offPool {
            try runWaiting(
                arguments, input: input, workspace: workspace, plugins: plugins,
                mergingStandardError: mergingStandardError, environment: environment, directory: directory)
        }
    }

    /// Runs `body`, which blocks until a process ends, on a thread of its own: the test that
    /// awaits it gives its thread of the cooperative pool (two on this machine) back to the other
    /// tests meanwhile, so the suite's process runs overlap.
    static func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        await ProcessSlots.shared.acquire()
        defer { Task { await ProcessSlots.shared.release() } }
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    /// Runs a program other than layoutbench (rsvg-convert, chromium, a set-up script) to its
    /// end, its output discarded, awaiting its exit without holding any thread; its exit status.
    /// `environment`: the whole environment it gets (nil: this process's).
    @discardableResult
    static func program(_ path: String, _ arguments: [String], environment: [String: String]? = nil) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
    }

    /// `run`, blocking the calling thread until the process ends.
    static func runWaiting(
        _ arguments: [String], input: String? = nil, workspace: String? = nil,
        plugins: String? = Executable.plugins, mergingStandardError: Bool = false,
        environment: [String: String?] = [:], directory: String? = nil
    ) throws -> Run {
        _ = ignoringBrokenPipes
        let process = Process()
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
        }
        process.executableURL = URL(fileURLWithPath: path)
        // A workspace made for this run alone is removed when it ends.
        let ownWorkspace = workspace == nil ? temporaryWorkspace() : nil
        defer { if let ownWorkspace { try? FileManager.default.removeItem(atPath: ownWorkspace) } }
        process.arguments = ["--workspace", workspace ?? ownWorkspace!] + (plugins.map { ["--plugins", $0] } ?? []) + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? packageRoot)
        let out = Pipe.forOneChild(), err = Pipe.forOneChild(), inPipe = Pipe.forOneChild()
        process.standardOutput = out
        process.standardError = mergingStandardError ? out : err
        process.standardInput = inPipe
        let started = Date()
        try process.run()
        if mergingStandardError { try err.fileHandleForWriting.close() }
        // Input is written on another thread: a long input and a long output would otherwise
        // fill both pipes and wait on each other.
        let writer = inPipe.fileHandleForWriting
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            // A process that stops reading early (it failed, or quit) closes the pipe: EPIPE,
            // not SIGPIPE, which the tests ignore.
            if let input { try? writer.write(contentsOf: Data(input.utf8)) }
            try? writer.close()
            group.leave()
        }
        let collected = Collected()
        group.enter()
        DispatchQueue.global().async {
            collected.data = Executable.readAll(out); group.leave()
        }
        let errData = Executable.readAll(err)
        group.wait()
        let outData = collected.data
        process.waitUntilExit()
        return Run(
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            seconds: Date().timeIntervalSince(started))
    }

    /// Runs `script` in bash, where `"$LB"` (or LB) runs the executable with a workspace (a fresh
    /// one unless given) and the bundled plugins.
    static func shell(_ script: String, workspace: String? = nil) async throws -> Run {
        try await offPool { try shellWaiting(script, workspace: workspace) }
    }

    /// `shell`, blocking the calling thread until bash ends.
    static func shellWaiting(_ script: String, workspace: String? = nil) throws -> Run {
        _ = ignoringBrokenPipes
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let workspace = workspace ?? temporaryWorkspace()
        process.arguments = [
            "-c",
            "LB() { \"\(path)\" --workspace '\(workspace)' --plugins '\(plugins)' \"$@\"; }; "
                + script.replacingOccurrences(of: "\"$LB\"", with: "LB")
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let out = Pipe.forOneChild(), err = Pipe.forOneChild()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let collected = Collected()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            collected.data = Executable.readAll(out); group.leave()
        }
        let errData = Executable.readAll(err)
        group.wait()
        process.waitUntilExit()
        return Run(
            stdout: String(decoding: collected.data, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal)
    }

    /// Everything `pipe` carries until its writers close it. FileHandle's readDataToEndOfFile
    /// traps when a read is interrupted by a signal (EINTR); this reads on.
    static func readAll(_ pipe: Pipe) -> Data {
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }

    /// Runs `commands` with -c.
    static func commands(_ commands: String, workspace: String? = nil) async throws -> Run {
        try await run(["-c", commands], workspace: workspace)
    }
}

/// At most one process run per core, and one more, at a time: the tests that wait meanwhile
/// hold no thread, and the runs that go keep the timings their tests expect (a call time limit,
/// a watcher's debounce) on a machine that is not overloaded.
actor ProcessSlots {
    static let shared = ProcessSlots(limit: ProcessInfo.processInfo.activeProcessorCount + 1)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { free = limit }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

extension Pipe {
    /// A pipe only the child it is given to inherits: both ends close on exec (Foundation's
    /// Process puts the child's end on 0, 1 or 2, which stays open), so a process another test
    /// starts meanwhile (a tmux server lives on) never holds this one's output open.
    static func forOneChild() -> Pipe {
        let pipe = Pipe()
        _ = fcntl(pipe.fileHandleForReading.fileDescriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        return pipe
    }
}

/// Output read on another thread.
private final class Collected: @unchecked Sendable {
    var data = Data()
}

/// Reads numbers out of parsed JSON.
extension Dictionary where Key == String, Value == Any {
    func numbers(_ key: String) -> [Double] { (self[key] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [] }
    func number(_ key: String) -> Double? { (self[key] as? NSNumber)?.doubleValue }
    func objects(_ key: String) -> [[String: Any]] { self[key] as? [[String: Any]] ?? [] }
    func object(_ key: String) -> [String: Any] { self[key] as? [String: Any] ?? [:] }
}
