import Foundation

/// A grid of characters, each with an optional ANSI colour code, drawn into and then printed.
/// Outlines are kept as line directions per cell, so where two meet they join (┬ ├ ┼) instead
/// of overwriting each other.
struct TerminalCanvas {
    /// Line styles, each a table of the 16 joins of up (1), right (2), down (4) and left (8).
    enum LineStyle {
        case light, heavy, double, dashed

        static let lightJoins: [Character] = [" ", "╵", "╶", "└", "╷", "│", "┌", "├", "╴", "┘", "─", "┴", "┐", "┤", "┬", "┼"]
        static let heavyJoins: [Character] = [" ", "╹", "╺", "┗", "╻", "┃", "┏", "┣", "╸", "┛", "━", "┻", "┓", "┫", "┳", "╋"]
        static let doubleJoins: [Character] = [" ", "║", "═", "╚", "║", "║", "╔", "╠", "═", "╝", "═", "╩", "╗", "╣", "╦", "╬"]

        func character(_ links: UInt8) -> Character {
            switch self {
            case .light: return Self.lightJoins[Int(links)]
            case .heavy: return Self.heavyJoins[Int(links)]
            case .double: return Self.doubleJoins[Int(links)]
            case .dashed: return links == 5 ? "┆" : links == 10 ? "┄" : Self.lightJoins[Int(links)]
            }
        }
    }

    static let up: UInt8 = 1, right: UInt8 = 2, down: UInt8 = 4, left: UInt8 = 8

    struct Cell: Equatable {
        var character: Character = " "
        var color: String?
        /// Line directions through the cell; when non-zero they draw it, in `style`.
        var links: UInt8 = 0
        var style = LineStyle.light
    }

    let columns: Int
    let rows: Int
    private var cells: [Cell]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Cell(), count: columns * rows)
    }

    func contains(column: Int, row: Int) -> Bool { column >= 0 && column < columns && row >= 0 && row < rows }

    subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { if contains(column: column, row: row) { cells[row * columns + column] = newValue } }
    }

    /// A character that replaces whatever was there (a face, a label, a slanted edge).
    mutating func put(_ character: Character, _ column: Int, _ row: Int, color: String?) {
        guard contains(column: column, row: row) else { return }
        self[column, row] = Cell(character: character, color: color)
    }

    /// Line directions joined to those already in the cell.
    mutating func link(_ links: UInt8, _ column: Int, _ row: Int, style: LineStyle, color: String?) {
        guard contains(column: column, row: row) else { return }
        var cell = self[column, row]
        cell.links |= links
        cell.style = style
        cell.color = color
        self[column, row] = cell
    }

    /// The lines, trailing blanks trimmed; colour codes around runs of one colour when `colors`.
    func render(colors: Bool) -> String {
        (0..<rows).map { row in
            let glyphs = (0..<columns).map { column -> Character in
                let cell = self[column, row]
                return cell.links == 0 ? cell.character : cell.style.character(cell.links)
            }
            guard let last = glyphs.lastIndex(where: { $0 != " " }) else { return "" }
            var line = "", current: String?
            for column in 0...last {
                let color = self[column, row].color
                if colors, color != current {
                    if current != nil { line += "\u{1B}[0m" }
                    if let color { line += "\u{1B}[\(color)m" }
                    current = color
                }
                line.append(glyphs[column])
            }
            if colors, current != nil { line += "\u{1B}[0m" }
            return line
        }.joined(separator: "\n")
    }
}
