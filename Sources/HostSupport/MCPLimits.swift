/// The bound on what `layoutbench mcp` reads (LineTransport), here so `help limits` names it.
public enum MCPLimits {
    /// The longest JSON-RPC message a client may send: 8 MiB.
    public static let messageBytes = 8 << 20
}
