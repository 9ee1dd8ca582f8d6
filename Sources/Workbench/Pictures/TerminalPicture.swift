import Foundation
import LayoutHost

/// A picture in the terminal. A column is `scale` points wide and a row twice as tall (a
/// terminal character's shape). Elements are drawn in order, each clearing what it covers:
/// its face shaded by alpha (blank when opaque, ░ below 0.9, · below 0.34), its outline in its
/// category's lines (cells ┌─┐, supplementary views ┏━┓, decorations ╔═╗; rotated edges ╱ ╲),
/// its index path in the middle where it fits. With `all`, the visible bounds are marked ┄ ┆.
public struct TerminalPicture {
    /// Box-drawing pieces: top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    struct Lines {
        let corners: (Character, Character, Character, Character)
        let horizontal: Character
        let vertical: Character
        static let cell = Lines(corners: ("┌", "┐", "└", "┘"), horizontal: "─", vertical: "│")
        static let supplementary = Lines(corners: ("┏", "┓", "┗", "┛"), horizontal: "━", vertical: "┃")
        static let decoration = Lines(corners: ("╔", "╗", "╚", "╝"), horizontal: "═", vertical: "║")
        static let bounds = Lines(corners: ("┌", "┐", "└", "┘"), horizontal: "┄", vertical: "┆")
    }

    /// ANSI colours: cells cyan, supplementary views yellow, decorations magenta, bounds red.
    static func color(_ category: LayoutElement.Category) -> String {
        switch category {
        case .cell: return "36"
        case .supplementary: return "33"
        case .decoration: return "35"
        }
    }

    static func lines(_ category: LayoutElement.Category) -> Lines {
        switch category {
        case .cell: return .cell
        case .supplementary: return .supplementary
        case .decoration: return .decoration
        }
    }

    /// The face of an element of `alpha`.
    static func shade(_ alpha: Double) -> Character {
        alpha >= 0.9 ? " " : alpha >= 0.34 ? "░" : "·"
    }

    let picture: Picture
    let origin: CGPoint
    /// Points per column; a row is twice as many.
    let scale: CGFloat
    var canvas: TerminalCanvas

    /// A picture `columns` wide, and at most `maximumRows` tall (the scale grows to fit).
    public init(_ picture: Picture, columns: Int, maximumRows: Int) {
        self.picture = picture
        let region = picture.region
        origin = region.origin
        let columns = max(columns, 1), maximumRows = max(maximumRows, 1)
        var scale = max(region.width / CGFloat(columns), region.height / CGFloat(2 * maximumRows))
        if !(scale.isFinite && scale > 0) { scale = 1 }
        self.scale = scale
        let rows = min(maximumRows, max(1, Int((region.height / (2 * scale)).rounded(.up))))
        let used = min(columns, max(1, Int((region.width / scale).rounded(.up))))
        canvas = TerminalCanvas(columns: used, rows: rows)
        for shape in picture.shapes { draw(shape) }
        if picture.showsAll { drawBox(picture.bounds, lines: .bounds, color: "31") }
    }

    /// The drawing, with colour codes when `colors`.
    public func render(colors: Bool) -> String { canvas.render(colors: colors) }

    /// The point at the centre of a character cell.
    func point(column: Int, row: Int) -> CGPoint {
        CGPoint(x: origin.x + (CGFloat(column) + 0.5) * scale, y: origin.y + (CGFloat(row) + 0.5) * 2 * scale)
    }

    func column(_ x: CGFloat) -> Int { Self.index((x - origin.x) / scale) }
    func row(_ y: CGFloat) -> Int { Self.index((y - origin.y) / (2 * scale)) }

    /// A cell index, kept within ±10⁹ so far-away elements cannot overflow.
    static func index(_ value: CGFloat) -> Int { Int(min(max(value.rounded(.down), -1e9), 1e9)) }

    private mutating func draw(_ shape: Picture.Shape) {
        let category = shape.key.category
        var color: String? = Self.color(category)
        if shape.alpha < 0.5 { color = "2;" + color! }
        let box = shape.boundingBox
        let (c0, c1) = (max(column(box.minX), 0), min(column(box.maxX), canvas.columns - 1))
        let (r0, r1) = (max(row(box.minY), 0), min(row(box.maxY), canvas.rows - 1))
        guard c0 <= c1, r0 <= r1 else { return }
        let face = Self.shade(shape.alpha)
        for r in r0...r1 {
            for c in c0...c1 where shape.contains(point(column: c, row: r)) { canvas.put(face, c, r, color: color) }
        }
        if shape.isAxisAligned {
            drawBox(box, lines: Self.lines(category), color: color)
            let (left, right) = (column(box.minX), column(box.maxX - 1e-9))
            let (top, bottom) = (row(box.minY), row(box.maxY - 1e-9))
            let label = shape.label
            if right - left - 1 >= label.count, bottom - top >= 2 { write(label, centredAt: shape.center, color: color) }
        } else {
            for i in 0..<4 { drawEdge(shape.corners[i], shape.corners[(i + 1) % 4], lines: Self.lines(category), color: color) }
            let label = shape.label, middle = (column(shape.center.x), row(shape.center.y))
            let start = middle.0 - label.count / 2
            let fits = (start - 1...start + label.count).allSatisfy { shape.contains(point(column: $0, row: middle.1)) }
            if fits { write(label, centredAt: shape.center, color: color) }
        }
    }

    private mutating func write(_ text: String, centredAt center: CGPoint, color: String?) {
        let r = row(center.y), start = column(center.x) - text.count / 2
        for (i, character) in text.enumerated() { canvas.put(character, start + i, r, color: color) }
    }

    /// An axis-aligned outline: corners, edges; a rect one cell thin is a line, one cell a dot.
    private mutating func drawBox(_ rect: CGRect, lines: Lines, color: String?) {
        let (left, right) = (column(rect.minX), column(rect.maxX - 1e-9))
        let (top, bottom) = (row(rect.minY), row(rect.maxY - 1e-9))
        if left == right && top == bottom {
            canvas.put("▪", left, top, color: color)
            return
        }
        if top == bottom {
            for c in max(left, 0)...max(min(right, canvas.columns - 1), max(left, 0)) { canvas.put(lines.horizontal, c, top, color: color) }
            return
        }
        if left == right {
            for r in max(top, 0)...max(min(bottom, canvas.rows - 1), max(top, 0)) { canvas.put(lines.vertical, left, r, color: color) }
            return
        }
        for c in max(left + 1, 0)..<max(min(right, canvas.columns), max(left + 1, 0)) {
            canvas.put(lines.horizontal, c, top, color: color)
            canvas.put(lines.horizontal, c, bottom, color: color)
        }
        for r in max(top + 1, 0)..<max(min(bottom, canvas.rows), max(top + 1, 0)) {
            canvas.put(lines.vertical, left, r, color: color)
            canvas.put(lines.vertical, right, r, color: color)
        }
        canvas.put(lines.corners.0, left, top, color: color)
        canvas.put(lines.corners.1, right, top, color: color)
        canvas.put(lines.corners.2, left, bottom, color: color)
        canvas.put(lines.corners.3, right, bottom, color: color)
    }

    /// A straight edge stepped cell by cell: ─ │ where it runs along an axis, ╱ ╲ where it slants.
    private mutating func drawEdge(_ a: CGPoint, _ b: CGPoint, lines: Lines, color: String?) {
        let dx = (b.x - a.x) / scale, dy = (b.y - a.y) / (2 * scale)
        let steps = min(Int(max(abs(dx), abs(dy)).rounded(.up)), 4 * (canvas.columns + canvas.rows))
        let glyph: Character
        if abs(dy) < abs(dx) / 2.5 { glyph = lines.horizontal } else if abs(dx) < abs(dy) / 2.5 { glyph = lines.vertical } else { glyph = (dx > 0) == (dy > 0) ? "╲" : "╱" }
        for i in 0...max(steps, 0) {
            let t = steps == 0 ? 0 : CGFloat(i) / CGFloat(steps)
            canvas.put(glyph, column(a.x + (b.x - a.x) * t), row(a.y + (b.y - a.y) * t), color: color)
        }
    }
}
