import Foundation
import Testing

/// `layoutbench mcp`'s stdio transport (LineTransport), fed raw lines: a message past the 8 MiB
/// limit, ids JSON-RPC does not allow and a line that is not JSON each get their error at once,
/// id null, in order, and the session answers what follows.
struct MCPTransportTests {
    @Test func badLinesAreAnsweredAndTheNextIsServed() async throws {
        let initialize =
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
        // 9 MiB in one line: past the limit (8 MiB); read on past its end.
        let huge = String(repeating: "x", count: 9 << 20)
        let lines = [
            initialize, huge, #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, #"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":null,"method":"ping"}"#,
            "not json", #"{"jsonrpc":"2.0","id":7,"method":"ping"}"#
        ]
        let run = try await Executable.run(["mcp"], input: lines.joined(separator: "\n") + "\n", workspace: Executable.temporaryWorkspace())
        let replies = run.stdout.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        let errors = replies.compactMap { $0["error"] as? [String: Any] }.compactMap { $0["code"] as? Int }
        #expect(errors == [-32600, -32600, -32600, -32600, -32700], "\(run.stdout.prefix(2000))")
        #expect(replies.filter { $0["error"] != nil }.allSatisfy { $0["id"] is NSNull })
        #expect(replies.contains { ($0["id"] as? Int) == 7 && $0["result"] != nil }, "\(run.stdout.prefix(2000))")
        #expect(replies.contains { ($0["id"] as? Int) == 0 && $0["result"] != nil })
    }

    /// What a layout prints in a call is that call's answer, bounded: 200,000 lines (20 MB) in
    /// prepare() come back as the first 1,000 and how many more, in the same call, well within
    /// the call time limit, and the next call has none of them and no fault.
    @Test func whatALayoutPrintsIsItsCallsAnswerBounded() async throws {
        let folder = Executable.temporaryWorkspace() + "/Layouts"
        try FileManager.default.createDirectory(atPath: folder + "/Noisy", withIntermediateDirectories: true)
        try """
        import UIKit

        class NoisyLayout: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
                let text = String(repeating: "y", count: 99)
                for _ in 0..<200_000 { print(text) }
            }
        }
        """.write(toFile: folder + "/Noisy/Noisy.swift", atomically: true, encoding: .utf8)
        let initialize =
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
        func call(_ id: Int, _ command: String) -> String {
            #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"run_command","arguments":{"command":"\#(command)"}}}"#
        }
        let run = try await Executable.run(
            ["mcp"], input: [initialize, call(1, "use noisy-layout --no-pass; items 3"), call(2, "state")].joined(separator: "\n") + "\n",
            workspace: Executable.temporaryWorkspace(), plugins: folder)
        let replies = run.stdout.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        func texts(_ id: Int) -> [String] {
            let result = replies.first { ($0["id"] as? Int) == id }?["result"] as? [String: Any]
            return (result?["content"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        }
        let printed = texts(1).first { $0.contains("noisy-layout printed: yyy") } ?? ""
        #expect(printed.components(separatedBy: "\n").filter { $0.contains("printed: yyy") }.count == 1000, "\(texts(1).map { $0.prefix(200) })")
        #expect(printed.contains("noisy-layout printed 199000 more lines, not shown (at most 1000 a command)"))
        #expect(!texts(2).joined().contains("printed") && !texts(2).joined().contains("killed"), "\(texts(2))")
    }

    /// The test tool keeps to the workspace through links too: a baseline that is a link to a
    /// file outside is refused before anything runs, and that file is left as it was.
    @Test func theTestToolNeverWritesThroughALink() async throws {
        let workspace = Executable.temporaryWorkspace(), outside = Executable.temporaryWorkspace() + "/victim.txt"
        try FileManager.default.createDirectory(atPath: workspace + "/tests", withIntermediateDirectories: true)
        try "items 3\nuse table\nattrs\n".write(toFile: workspace + "/tests/my.lbs", atomically: true, encoding: .utf8)
        try "VICTIM\n".write(toFile: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: workspace + "/tests/my.baseline", withDestinationPath: outside)
        let initialize =
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
        let call = #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"test","arguments":{"arguments":"tests/my.lbs --record"}}}"#
        let run = try await Executable.run(["mcp"], input: initialize + "\n" + call + "\n", workspace: workspace)
        #expect(run.stdout.contains("leads outside the session's workspace"), "\(run.stdout)")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "VICTIM\n")
    }

    /// run_command takes lines as a script does (a line break separates commands); a tool's
    /// arguments are text (a number is refused, not dropped) of one input line's length at most.
    @Test func toolArgumentsAreTextOfOneLine() async throws {
        let initialize =
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
        let lines =
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_command","arguments":{"command":"items 3\nuse table\nattrs --json"}}}"#
        let number = #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"items","arguments":{"arguments":12}}}"#
        let run = try await Executable.run(
            ["mcp"], input: [initialize, lines, number].joined(separator: "\n") + "\n", workspace: Executable.temporaryWorkspace())
        let replies = run.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        func reply(_ id: Int) -> String {
            String(data: (try? JSONSerialization.data(withJSONObject: replies.first { ($0["id"] as? Int) == id } ?? [:])) ?? Data(), encoding: .utf8) ?? ""
        }
        #expect(reply(1).contains("[0,2]"), "\(reply(1).prefix(600))")
        #expect(reply(2).contains("takes text"), "\(reply(2))")
    }

    /// Typed inputs are held to their schema before they become words: a number input given
    /// text with a tab and `--svg` is refused and writes nothing; an input a tool has not got,
    /// arguments that are not an object, and a batch each get the caller's error (-32602, the
    /// call's id; -32600, id null for the batch).
    @Test func typedInputsCannotCarryOtherWords() async throws {
        let initialize =
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
        let workspace = Executable.temporaryWorkspace()
        let target = workspace + "/smuggled.svg"
        let smuggled = try JSONSerialization.data(withJSONObject: [
            "jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": ["name": "fling", "arguments": ["VX": "0\t--svg\t\(target)", "VY": 0]]
        ])
        let lines = [
            initialize, #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"items","arguments":{"N":3}}}"#,
            String(decoding: smuggled, as: UTF8.self),
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"picture","arguments":{"width":-5}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"offset","arguments":[0,40]}}"#,
            #"[{"jsonrpc":"2.0","id":4,"method":"ping"}]"#,
            String(
                decoding: try JSONSerialization.data(withJSONObject: [
                    "jsonrpc": "2.0", "id": 5, "method": "tools/call",
                    "params": ["name": "snapshot", "arguments": ["OPERATION": "export", "ARGUMENTS": target]]
                ]), as: UTF8.self),
            #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"exit","arguments":{}}}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":[1]}"#, "12"
        ]
        let run = try await Executable.run(["mcp"], input: lines.joined(separator: "\n") + "\n", workspace: workspace)
        let replies = run.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        func reply(_ id: Int) -> [String: Any] { replies.first { ($0["id"] as? Int) == id } ?? [:] }
        func text(_ id: Int) -> String {
            String(data: (try? JSONSerialization.data(withJSONObject: reply(id))) ?? Data(), encoding: .utf8) ?? ""
        }
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(text(1).contains("takes a JSON number"), "\(text(1))")
        #expect(text(2).contains("no input 'width'"), "\(text(2))")
        #expect((reply(3)["error"] as? [String: Any])?["code"] as? Int == -32602, "\(text(3))")
        let batch = replies.first { $0["id"] is NSNull && (($0["error"] as? [String: Any])?["message"] as? String)?.contains("batch") == true }
        #expect((batch?["error"] as? [String: Any])?["code"] as? Int == -32600, "\(run.stdout.prefix(2000))")
        #expect(!replies.contains { ($0["id"] as? Int) == 4 })
        // A subcommand's words (`snapshot export FILE`) come only as typed text; `exit` is quit.
        #expect(text(5).contains("no input 'ARGUMENTS'") || text(5).contains("no input 'OPERATION'"), "\(text(5))")
        #expect(text(6).contains("no tool 'exit'"), "\(text(6))")
        #expect((reply(7)["error"] as? [String: Any])?["code"] as? Int == -32602, "\(text(7))")
        #expect(replies.contains { $0["id"] is NSNull && (($0["error"] as? [String: Any])?["message"] as? String)?.contains("a JSON object") == true })
    }

    /// JSON that is no JSON-RPC 2.0 request is an invalid request (-32600), not a parse error; a
    /// key given twice is refused before the transport and the SDK could read different copies;
    /// params that are no object, and inputs a tool has not got (run_command's, test's) or of
    /// the wrong type, are the caller's error (-32602), and nothing runs.
    @Test func requestsAreHeldToJSONRPCAndEveryToolToItsInputs() async throws {
        let initialize =
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
        let cases: [(line: String, id: Int, code: Int)] = [
            (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, 1, -32600),
            (#"{"id":2,"method":"ping"}"#, 2, -32600),
            (#"{"jsonrpc":"2.0","id":3}"#, 3, -32600),
            (#"{"jsonrpc":"2.0","id":4,"method":5}"#, 4, -32600),
            (#"{"jsonrpc":"2.0","id":5,"method":"tools/call","method":"ping"}"#, 5, -32600),
            (#"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"items","arguments":{"N":3}},"params":{"name":"state"}}"#, 6, -32600),
            (#"{"jsonrpc":"2.0","id":7,"method":"tools/list","params":[1]}"#, 7, -32602),
            (#"{"jsonrpc":"2.0","id":8,"method":"tools/list","params":"x"}"#, 8, -32602),
            (#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"run_command","arguments":{"command":"items 9","x":1}}}"#, 9, -32602),
            (#"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"test","arguments":{"arguments":["--record"]}}}"#, 10, -32602),
            (#"{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"test","arguments":{"x":1}}}"#, 11, -32602)
        ]
        let lines = [initialize] + cases.map(\.line) + [#"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"state","arguments":{}}}"#]
        let run = try await Executable.run(["mcp"], input: lines.joined(separator: "\n") + "\n", workspace: Executable.temporaryWorkspace())
        let replies = run.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        for item in cases {
            let reply = replies.first { ($0["id"] as? Int) == item.id }
            #expect((reply?["error"] as? [String: Any])?["code"] as? Int == item.code, "\(item.line): \(reply ?? [:])")
        }
        // Nothing of the refused calls ran: the data is as a fresh session has it.
        let state = replies.first { ($0["id"] as? Int) == 12 }
        let text = String(data: (try? JSONSerialization.data(withJSONObject: state ?? [:])) ?? Data(), encoding: .utf8) ?? ""
        // (a fresh session: one section of 20 items)
        #expect(text.contains(#""sections":[20]"#), "\(text.prefix(600))")
    }
}
