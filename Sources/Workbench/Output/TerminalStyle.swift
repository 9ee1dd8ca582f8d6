import LayoutHost
/// Colour for people at a terminal; plain text everywhere else.
package struct TerminalStyle: Sendable {
    package var colors: Bool

    package static let plain = TerminalStyle(colors: false)

    package init(colors: Bool) { self.colors = colors }

    package func bold(_ s: String) -> String { wrap(s, "1") }
    package func dim(_ s: String) -> String { wrap(s, "2") }
    package func red(_ s: String) -> String { wrap(s, "31") }
    package func green(_ s: String) -> String { wrap(s, "32") }
    package func yellow(_ s: String) -> String { wrap(s, "33") }

    private func wrap(_ s: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
    }
}
