package import Foundation
import HostSupport
package import Logging
import MCP

/// MCP's stdio transport, one JSON-RPC message a line, read in linear time with a stated limit.
/// The SDK's StdioTransport scans its whole pending buffer again for every 4 KiB read (a 4 MB
/// message took 45 s) and holds any length; this one scans only the bytes just read, refuses a
/// line past `limit` (answering `-32600` with id null, and reading on past it), and answers what
/// JSON-RPC says a server must itself: not JSON (`-32700`), an id that is neither a string nor a
/// whole number (`-32600`; null too, which the SDK would answer as ""), in the order read. Reads block on a thread of their own;
/// every write, the server's and those answers, takes one lock, so lines never interleave.
package actor LineTransport: Transport {
    /// The longest message read (MCPLimits.messageBytes, 8 MiB).
    package static let limit = MCPLimits.messageBytes

    package nonisolated let logger = Logger(label: "layoutbench.mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
    private let input: Int32
    private let writer: LineWriter
    private let limit: Int
    private let stream: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    private var started = false

    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, limit: Int = LineTransport.limit) {
        self.input = input
        writer = LineWriter(output)
        self.limit = limit
        (stream, continuation) = AsyncThrowingStream.makeStream()
    }

    package func connect() async throws {
        guard !started else { return }
        started = true
        let (input, limit, continuation, writer) = (self.input, self.limit, self.continuation, self.writer)
        let thread = Thread {
            var reader = LineReader(limit: limit)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                for line in reader.append(chunk[0..<count]) {
                    switch LineTransport.classify(line, limit: limit) {
                    case .message(let data): continuation.yield(data)
                    case .reply(let data): try? writer.write(data)
                    case .ignore: break
                    }
                }
            }
            continuation.finish()
        }
        thread.name = "mcp stdin"
        thread.start()
    }

    package func disconnect() async {
        continuation.finish()
    }

    package func send(_ data: Data) async throws {
        try writer.write(data)
    }

    /// Waits, once stdin has ended, until no answer has been written for `quiet` seconds and
    /// `busy` says no call runs (the SDK answers each request in a task of its own, which would
    /// otherwise be cut off when its loop ends at end of input), `limit` seconds at most.
    package nonisolated func drain(busy: @Sendable () -> Bool, quiet: TimeInterval = 0.3, limit: TimeInterval = 600) async {
        let started = Date(), deadline = started.addingTimeInterval(limit)
        while Date() < deadline {
            // Quiet since the input ended too: a request's task may not have started yet.
            if !busy(), Date().timeIntervalSince(max(writer.lastWrite, started)) > quiet { return }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
    }

    package nonisolated func receive() -> AsyncThrowingStream<Data, Swift.Error> { stream }

    /// What to do with a line read.
    enum Outcome: Equatable {
        /// Hand it to the server.
        case message(Data)
        /// Answer it at once with this error (the server would not, or not rightly).
        case reply(Data)
        /// Nothing (a blank line).
        case ignore
    }

    /// A line as the server should see it, or the error it gets instead.
    static func classify(_ line: LineReader.Line, limit: Int) -> Outcome {
        switch line {
        case .tooLong(let length):
            return .reply(error(-32600, "a message of \(length)+ bytes: the limit is \(limit) bytes"))
        case .text(let bytes):
            guard bytes.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { return .ignore }
            let data = Data(bytes)
            guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
                return .reply(error(-32700, "parse error: not JSON"))
            }
            // MCP (2025-06-18) has no batches: one error, id null, as JSON-RPC answers a request
            // whose id it cannot read.
            if json is [Any] { return .reply(error(-32600, "invalid request: a batch (MCP takes one message a line)")) }
            guard let object = json as? [String: Any] else { return .reply(error(-32600, "invalid request: a message is a JSON object")) }
            if let probe = try? JSONDecoder().decode(IDProbe.self, from: data), !probe.valid {
                return .reply(error(-32600, "invalid request: an id is a string or a whole number"))
            }
            // JSON, but no JSON-RPC 2.0 message: a request or notification names its method as
            // text; an answer to the server carries a result or an error.
            let id = object["id"]
            guard object["jsonrpc"] as? String == "2.0" else {
                return .reply(error(-32600, "invalid request: \"jsonrpc\" is \"2.0\"", id: id))
            }
            if let method = object["method"] {
                guard method is String else { return .reply(error(-32600, "invalid request: a method is text", id: id)) }
            } else if object["result"] == nil && object["error"] == nil {
                return .reply(error(-32600, "invalid request: no method", id: id))
            }
            if let key = DuplicateKeys.first(in: bytes) {
                return .reply(error(-32600, "invalid request: the key \"\(key)\" given twice", id: id))
            }
            // MCP's methods take their params as an object.
            if object["method"] != nil, let params = object["params"], !(params is [String: Any]), id != nil {
                return .reply(error(-32602, "invalid params: params are an object", id: id))
            }
            // A tool call's arguments are an object (its input schema's type); anything else is
            // the caller's mistake, -32602, not the server's.
            if object["method"] as? String == "tools/call", id != nil {
                guard let params = object["params"] as? [String: Any], params["name"] is String else {
                    return .reply(error(-32602, "invalid params: a tool call's params are an object with the tool's name", id: id))
                }
                if let arguments = params["arguments"], !(arguments is [String: Any]), !(arguments is NSNull) {
                    return .reply(error(-32602, "invalid params: a tool's arguments are an object of its inputs", id: id))
                }
            }
            return .message(data)
        }
    }

    /// Whether a message's id is one this server answers: absent (a notification), a string or a
    /// whole number (JSON-RPC 2.0 §4: "Numbers SHOULD NOT contain fractional parts"); null (which
    /// the SDK would answer as ""), an object, an array, a fraction or a boolean is not.
    struct IDProbe: Decodable {
        let valid: Bool
        enum Key: String, CodingKey { case id }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            // A null id the SDK would answer as "": refused, as JSON-RPC lets a server (a
            // client cannot match an answer to it anyway).
            guard container.contains(.id) else {
                valid = true
                return
            }
            if try container.decodeNil(forKey: .id) {
                valid = false
                return
            }
            valid = (try? container.decode(String.self, forKey: .id)) != nil || (try? container.decode(Int64.self, forKey: .id)) != nil
        }
    }

    /// A JSON-RPC error, with the request's id when it has a valid one, else null.
    static func error(_ code: Int, _ message: String, id: Any? = nil) -> Data {
        let object: [String: Any] = ["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code, "message": message]]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}

/// Cuts bytes into lines, each byte looked at once: only the bytes just appended are searched
/// for a newline, and a line past `limit` is dropped as it grows (said once, with its length so
/// far), reading on to its end.
struct LineReader {
    enum Line: Equatable {
        case text([UInt8])
        case tooLong(Int)
    }

    let limit: Int
    private var pending: [UInt8] = []
    /// Bytes dropped of the line that is too long (0: none is).
    private var dropped = 0

    init(limit: Int) {
        self.limit = limit
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) -> [Line] {
        var lines: [Line] = []
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if dropped > 0 {
                dropped = 0
            } else {
                pending += bytes[start..<newline]
                if pending.count > limit { lines.append(.tooLong(pending.count)) } else { lines.append(.text(pending)) }
            }
            pending = []
            start = newline + 1
        }
        if dropped > 0 {
            dropped += bytes.endIndex - start
        } else {
            pending += bytes[start...]
            if pending.count > limit {
                lines.append(.tooLong(pending.count))
                dropped = pending.count
                pending = []
            }
        }
        return lines
    }
}

/// Writes whole lines to one descriptor, one writer at a time.
/// Unchecked: writes and `last` are behind `lock`.
final class LineWriter: @unchecked Sendable {
    private let output: Int32
    private let lock = NSLock()
    private var last = Date()

    /// When a line was last written (or the writer made).
    var lastWrite: Date {
        lock.lock()
        defer { lock.unlock() }
        return last
    }

    init(_ output: Int32) {
        self.output = output
    }

    func write(_ data: Data) throws {
        var bytes = [UInt8](data)
        bytes.append(UInt8(ascii: "\n"))
        lock.lock()
        defer { lock.unlock() }
        if let failure = bytes.withUnsafeBytes({ StandardStreams.write($0, to: output) }) {
            throw MCPError.internalError("cannot write to stdout: " + String(cString: strerror(failure)))
        }
        last = Date()
    }
}
