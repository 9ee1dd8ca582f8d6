import LayoutHost
/// Colour for people at a terminal; plain text everywhere else.
public struct TerminalStyle: Sendable {
    public var colors: Bool

    public static let plain = TerminalStyle(colors: false)

    public init(colors: Bool) { self.colors = colors }

    public func bold(_ s: String) -> String { wrap(s, "1") }
    public func dim(_ s: String) -> String { wrap(s, "2") }
    public func red(_ s: String) -> String { wrap(s, "31") }
    public func green(_ s: String) -> String { wrap(s, "32") }
    public func yellow(_ s: String) -> String { wrap(s, "33") }

    private func wrap(_ s: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
    }
}
