import Foundation
package import FrontEnd
import MCP
import Synchronization
package import Workbench

/// `layoutbench mcp`: the session as an MCP server over stdio (the Model Context Protocol
/// assistants speak). Tools come from MCPToolCatalog; each call runs in the session as typed at
/// the REPL and answers what it printed, a failed command as a tool error with its one line.
/// Unchecked: its properties are set in init and never written again; the session serialises the calls.
package final class LayoutbenchMCPServer: @unchecked Sendable {
    private let session: MCPSession
    /// `layoutbench --workspace … --plugins … test`: what the test tool runs, with its arguments.
    private let testCommand: [String]

    /// The console the server's EngineClient must be made with: what commands print is kept
    /// for their answers, never written to stdout (the protocol's).
    package static func console() -> Console { CapturingConsole() }

    /// A server for the session `client` runs; its console is one `console()` made.
    /// `testCommand` runs the layout tests (the executable and its options, then `test`).
    package init?(client: EngineClient, testCommand: [String]) {
        guard let console = client.console as? CapturingConsole else { return nil }
        session = MCPSession(client: client, console: console)
        self.testCommand = testCommand
    }

    /// Serves on stdin and stdout until the client closes them.
    package func serve() async throws {
        let server = Server(name: "layoutbench", version: "0.1.0", capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: MCPToolCatalog.tools) }
        let calls = CallCount()
        await server.withMethodHandler(CallTool.self) { [session, testCommand] call in
            calls.add(1)
            defer { calls.add(-1) }
            if call.name == MCPToolCatalog.layoutTests {
                try MCPToolCatalog.refuseUnknownInputs(call.arguments, of: MCPToolCatalog.layoutTests, takes: ["arguments"])
                if let given = call.arguments?["arguments"], given.stringValue == nil {
                    throw MCPError.invalidParams("'arguments' takes text, as typed after `layoutbench test`, not \(given)")
                }
                let words = (call.arguments?["arguments"]?.stringValue ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
                do {
                    let checked = try LayoutTestArguments(words, workspace: Self.workspace(of: testCommand))
                    return await Self.layoutTests(testCommand + checked.words)
                } catch {
                    return .init(content: [.text(text: "error: \(error)", annotations: nil, _meta: nil)], isError: true)
                }
            }
            return try await Self.answer(call, session: session)
        }
        let transport = LineTransport()
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        // Input ended (a pipe of requests): the calls still running are answered first.
        await transport.drain(busy: { calls.value > 0 })
    }

    static func answer(_ call: CallTool.Parameters, session: MCPSession) async throws -> CallTool.Result {
        switch call.name {
        case MCPToolCatalog.diagnostics:
            try MCPToolCatalog.refuseUnknownInputs(call.arguments, of: MCPToolCatalog.diagnostics, takes: [])
            let report = await session.diagnostics()
            return .init(content: [.text(text: report.isEmpty ? "no reload since the session started" : report, annotations: nil, _meta: nil)])
        case MCPToolCatalog.picture:
            try MCPToolCatalog.refuseUnknownInputs(call.arguments, of: MCPToolCatalog.picture, takes: ["all"])
            if let all = call.arguments?["all"], all.boolValue == nil { throw MCPError.invalidParams("'all' takes true or false, not \(all)") }
            return try await picture(all: call.arguments?["all"]?.boolValue ?? false, session: session)
        default:
            guard let line = try MCPToolCatalog.commandLine(tool: call.name, arguments: call.arguments) else {
                throw MCPError.invalidParams("no tool '\(call.name)'")
            }
            return result(await session.run(line))
        }
    }

    /// The answer as MCP gives it, each part its own content item so a `--json` output is one
    /// JSON document: a reload that came before it (its report and diff) first, then the output
    /// (its JSON also as structured content when it is one object), then what the command said on
    /// stderr, then what the layout printed (at most 1,000 lines, then how many more). A failure is a tool error whose first item is the error line(s).
    static func result(_ answer: MCPSession.Answer) -> CallTool.Result {
        func item(_ text: String) -> Tool.Content { .text(text: text, annotations: nil, _meta: nil) }
        var content: [Tool.Content] = answer.reloads.isEmpty ? [] : [item(answer.reloads)]
        guard answer.succeeded else {
            // The error lines first; what the command printed before it failed (check's report
            // of a layout that trapped in one of its steps) after them.
            content.append(item(answer.errors.isEmpty ? "the command failed" : answer.errors))
            if !answer.output.isEmpty { content.append(item(answer.output)) }
            if !answer.pluginPrinted.isEmpty { content.append(item(answer.pluginPrinted)) }
            return .init(content: content, structuredContent: structured(answer.output), isError: true)
        }
        content.append(item(answer.output.isEmpty && answer.errors.isEmpty ? "done" : answer.output))
        if !answer.errors.isEmpty {
            if answer.output.isEmpty { content.removeLast() }
            content.append(item(answer.errors))
        }
        if !answer.pluginPrinted.isEmpty { content.append(item(answer.pluginPrinted)) }
        return .init(content: content, structuredContent: structured(answer.output), isError: false)
    }

    /// `output` as structured content when it is one JSON object.
    static func structured(_ output: String) -> Value? {
        guard output.hasPrefix("{"), let data = output.data(using: .utf8), let value = try? JSONDecoder().decode(Value.self, from: data),
            case .object = value
        else { return nil }
        return value
    }

    /// The layout tests in a process of their own (each script runs in its own, as always):
    /// their report, a tool error when one failed.
    /// The `--workspace` the test command carries (the session's), else ./workspace.
    static func workspace(of command: [String]) -> String {
        command.firstIndex(of: "--workspace").flatMap { $0 + 1 < command.count ? command[$0 + 1] : nil } ?? "workspace"
    }

    static func layoutTests(_ command: [String]) async -> CallTool.Result {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let process = Process(), pipe = Pipe()
                process.executableURL = URL(fileURLWithPath: command[0])
                process.arguments = Array(command.dropFirst())
                process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = pipe
                process.standardError = pipe
                var text: String
                var failed = true
                do {
                    try process.run()
                    let data = pipe.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    text = String(decoding: data, as: UTF8.self)
                    failed = process.terminationStatus != 0
                } catch {
                    text = "error: cannot run the layout tests: \(error)"
                }
                continuation.resume(
                    returning: .init(
                        content: [.text(text: text.isEmpty ? "no tests" : text, annotations: nil, _meta: nil)],
                        isError: failed))
            }
        }
    }

    /// `render --svg` into a temporary file, answered as the SVG's text and a PNG of it
    /// (rsvg-convert, which .ci/setup installs).
    static func picture(all: Bool, session: MCPSession) async throws -> CallTool.Result {
        let folder = NSTemporaryDirectory() + "layoutbench-mcp-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let svgPath = folder + "/picture.svg", pngPath = folder + "/picture.png"
        let answer = await session.run("render --svg \(svgPath)" + (all ? " --all" : ""))
        guard answer.succeeded, let svg = try? String(contentsOfFile: svgPath, encoding: .utf8) else { return result(answer) }
        var content: [Tool.Content] = [.text(text: svg, annotations: nil, _meta: nil)]
        let converter = Process()
        converter.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        converter.arguments = ["rsvg-convert", "--format=png", "--output=\(pngPath)", svgPath]
        converter.standardInput = FileHandle.nullDevice
        converter.standardOutput = FileHandle.nullDevice
        converter.standardError = FileHandle.nullDevice
        if (try? converter.run()) != nil {
            converter.waitUntilExit()
            if converter.terminationStatus == 0, let png = FileManager.default.contents(atPath: pngPath) {
                content.append(.image(data: png.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil))
            }
        }
        if content.count == 1 {
            content.append(.text(text: "(no PNG: rsvg-convert is missing; .ci/setup installs librsvg2-bin)", annotations: nil, _meta: nil))
        }
        return .init(content: content)
    }
}

/// Tool calls running now.
final class CallCount: Sendable {
    private let count = Atomic(0)

    func add(_ delta: Int) {
        count.add(delta, ordering: .sequentiallyConsistent)
    }

    var value: Int { count.load(ordering: .sequentiallyConsistent) }
}
