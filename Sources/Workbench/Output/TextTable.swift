import LayoutHost
import HostSupport
/// A plain-text table: columns sized to their widest cell, numbers right-aligned, rows cut to
/// the terminal width so nothing wraps.
package struct TextTable {
    package enum Alignment { case left, right }

    package var headers: [String]
    package var alignments: [Alignment]
    package var rows: [[String]] = []

    package init(_ headers: [String], alignments: [Alignment]? = nil) {
        self.headers = headers.map(TerminalText.escaped)
        self.alignments = alignments ?? headers.map { _ in .left }
    }

    /// Adds a row; control characters in its cells are escaped (TerminalText).
    package mutating func add(_ row: [String]) { rows.append(row.map(TerminalText.escaped)) }

    package func render(width: Int = 80, style: TerminalStyle = .plain) -> String {
        let columns = headers.count
        var widths = headers.map(\.count)
        for row in rows {
            for (index, cell) in row.prefix(columns).enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for index in 0..<columns {
                let cell = index < cells.count ? cells[index] : ""
                let pad = String(repeating: " ", count: max(0, widths[index] - cell.count))
                parts.append(alignments[index] == .right ? pad + cell : cell + pad)
            }
            var text = parts.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            if text.count > width { text = String(text.prefix(max(1, width - 1))) + "…" }
            return text
        }
        var out = [style.bold(line(headers))]
        out += rows.map(line)
        return out.joined(separator: "\n")
    }
}
