import Foundation
import Testing

/// `layoutbench mcp`'s stdio transport (LineTransport), fed raw lines: a message past the 8 MiB
/// limit, ids JSON-RPC does not allow and a line that is not JSON each get their error at once,
/// id null, in order, and the session answers what follows.
struct MCPTransportTests {
    @Test func badLinesAreAnsweredAndTheNextIsServed() async throws {
        let initialize = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
        // 9 MiB in one line: past the limit (8 MiB); read on past its end.
        let huge = String(repeating: "x", count: 9 << 20)
        let lines = [initialize, huge, #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, #"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#,
                     "not json", #"{"jsonrpc":"2.0","id":7,"method":"ping"}"#]
        let run = try await Executable.run(["mcp"], input: lines.joined(separator: "\n") + "\n", workspace: Executable.temporaryWorkspace())
        let replies = run.stdout.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        let errors = replies.compactMap { $0["error"] as? [String: Any] }.compactMap { $0["code"] as? Int }
        #expect(errors == [-32600, -32600, -32600, -32700], "\(run.stdout.prefix(2000))")
        #expect(replies.filter { $0["error"] != nil }.allSatisfy { $0["id"] is NSNull })
        #expect(replies.contains { ($0["id"] as? Int) == 7 && $0["result"] != nil }, "\(run.stdout.prefix(2000))")
        #expect(replies.contains { ($0["id"] as? Int) == 0 && $0["result"] != nil })
    }
}
