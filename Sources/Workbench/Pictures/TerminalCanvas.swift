import Foundation

/// A grid of characters, each with an optional ANSI colour code, drawn into and then printed.
struct TerminalCanvas {
    struct Cell: Equatable {
        var character: Character = " "
        var color: String?
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

    mutating func put(_ character: Character, _ column: Int, _ row: Int, color: String?) {
        guard contains(column: column, row: row) else { return }
        self[column, row] = Cell(character: character, color: color)
    }

    /// The lines, trailing blanks trimmed; colour codes around runs of one colour when `colors`.
    func render(colors: Bool) -> String {
        (0..<rows).map { row in
            var line = "", current: String?
            let last = (0..<columns).last { self[$0, row].character != " " } ?? -1
            guard last >= 0 else { return "" }
            for column in 0...last {
                let cell = self[column, row]
                if colors, cell.color != current {
                    if current != nil { line += "\u{1B}[0m" }
                    if let code = cell.color { line += "\u{1B}[\(code)m" }
                    current = cell.color
                }
                line.append(cell.character)
            }
            if colors, current != nil { line += "\u{1B}[0m" }
            return line
        }.joined(separator: "\n")
    }
}
