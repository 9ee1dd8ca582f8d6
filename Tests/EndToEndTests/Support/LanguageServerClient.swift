import Foundation
import HostSystem

/// An editor, as far as a test needs one: it starts a language server on pipes, sends requests and
/// notifications framed as LSP frames them, answers the server's requests with null, and keeps
/// every message it receives with the time it came. Waits poll off the test pool.
final class LanguageServerClient: @unchecked Sendable {
    struct Message {
        var time: Date
        var body: [String: Any]
    }

    private let process = Process()
    private let toServer = Pipe(), fromServer = Pipe()
    private let lock = NSLock()
    private var received: [Message] = []
    private var nextID = 0

    init(_ arguments: [String], directory: String) throws {
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.detachNewThread { [self] in readAll() }
    }

    deinit { if process.isRunning { process.terminate() } }

    private func readAll() {
        let handle = fromServer.fileHandleForReading
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return }
            buffer += chunk
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                guard
                    let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
                        line.lowercased().hasPrefix("content-length:") ? Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) : nil
                    }).first, buffer.count >= buffer.distance(from: buffer.startIndex, to: headerEnd.upperBound) + length
                else { break }
                let bodyStart = headerEnd.upperBound, bodyEnd = buffer.index(bodyStart, offsetBy: length)
                let body = (try? JSONSerialization.jsonObject(with: buffer[bodyStart..<bodyEnd])) as? [String: Any] ?? [:]
                buffer = Data(buffer[bodyEnd...])
                if body["method"] != nil, let id = body["id"] { send(["jsonrpc": "2.0", "id": id, "result": NSNull()]) }
                lock.withLock { received.append(Message(time: Date(), body: body)) }
            }
        }
    }

    func send(_ message: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: message) else { return }
        lock.withLock {
            toServer.fileHandleForWriting.write(Data("Content-Length: \(data.count)\r\n\r\n".utf8) + data)
        }
    }

    func notify(_ method: String, _ params: [String: Any]) { send(["jsonrpc": "2.0", "method": method, "params": params]) }

    /// Sends a request and waits for its answer's result (nil on a timeout or an error answer).
    func request(_ method: String, _ params: Any, timeout: TimeInterval = 120) async -> Any? {
        let id: Int = lock.withLock {
            nextID += 1
            return nextID
        }
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let answer = await waitFor(timeout: timeout) { $0["id"] as? Int == id && $0["method"] == nil }
        return answer?["result"]
    }

    /// The first message after `since` for which `matching` holds, waiting up to `timeout`.
    func waitFor(since: Date = .distantPast, timeout: TimeInterval = 120, _ matching: ([String: Any]) -> Bool) async -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let found = lock.withLock({ received.first { $0.time >= since && matching($0.body) } }) { return found.body }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return nil
    }

    /// The diagnostics `uri` was last published with after `since`, once `quiet` seconds pass
    /// without another publish (the server publishes syntax first, then the semantic ones).
    func diagnostics(of uri: String, since: Date, quiet: TimeInterval = 1.5, timeout: TimeInterval = 120) async -> (first: Date, items: [[String: Any]])? {
        guard let first = await waitFor(since: since, timeout: timeout, { Self.isPublish($0, uri) }) else { return nil }
        let firstTime = lock.withLock { received.last { Self.isPublish($0.body, uri) && $0.time >= since }?.time } ?? Date()
        _ = first
        var last = firstTime
        while Date().timeIntervalSince(last) < quiet {
            try? await Task.sleep(nanoseconds: 100_000_000)
            last = lock.withLock { received.last { Self.isPublish($0.body, uri) && $0.time >= since }?.time } ?? last
        }
        let items =
            lock.withLock { received.last { Self.isPublish($0.body, uri) && $0.time >= since } }
            .flatMap { ($0.body["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] } ?? []
        return (firstTime, items)
    }

    static func isPublish(_ body: [String: Any], _ uri: String) -> Bool {
        body["method"] as? String == "textDocument/publishDiagnostics" && (body["params"] as? [String: Any])?["uri"] as? String == uri
    }

    /// initialize, then initialized: push diagnostics, no pull.
    func start(root: String) async -> [String: Any]? {
        let result = await request(
            "initialize",
            [
                "processId": Int(ProcessControl.currentID), "rootUri": URL(fileURLWithPath: root).absoluteString,
                "capabilities": ["textDocument": ["publishDiagnostics": ["relatedInformation": true], "completion": [:], "definition": [:]]]
            ] as [String: Any], timeout: 300)
        notify("initialized", [:])
        return result as? [String: Any]
    }

    func open(_ path: String) -> Date {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let sent = Date()
        notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": URL(fileURLWithPath: path).absoluteString, "languageId": "swift",
                    "version": 1, "text": text
                ]
            ])
        return sent
    }

    /// Shuts the server down and waits for it to leave; its exit status.
    func stop() async -> Int32 {
        _ = await request("shutdown", NSNull(), timeout: 30)
        notify("exit", [:])
        try? toServer.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { try? await Task.sleep(nanoseconds: 20_000_000) }
        return process.isRunning ? -1 : process.terminationStatus
    }
}
