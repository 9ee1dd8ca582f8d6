import Foundation
import WorkbenchTestSupport

// libFuzzer target: one MCP tool call, `{"name": TOOL, "arguments": {…}}`. The line the call
// stands for (MCPToolCatalog.commandLine) must be one command whose file options came from inputs
// of that name or the text typed as `arguments`, never from another input (FuzzChecks.mcpToolCall).
// A violation traps.

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let problem = FuzzChecks.mcpToolCall(text) { fatalError(problem) }
    return 0
}
