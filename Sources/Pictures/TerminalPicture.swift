import Foundation
import LayoutHost

/// A picture in the terminal. A column is `scale` points wide and a row twice as tall (a
/// terminal character's shape). Elements are drawn in order, each clearing what it covers:
/// its face shaded by alpha (blank when opaque, ░ below 0.9, · below 0.34), its outline in its
/// category's lines (cells ┌─┐, supplementary views ┏━┓, decorations ╔═╗; rotated edges ╱ ╲),
/// its index path in the middle where it fits. With `all`, the visible bounds are marked ┄ ┆.
public struct TerminalPicture {
    /// ANSI colours: cells cyan, supplementary views yellow, decorations magenta, bounds red.
    static func color(_ category: LayoutElement.Category) -> String {
        switch category {
        case .cell: return "36"
        case .supplementary: return "33"
        case .decoration: return "35"
        }
    }

    static func lines(_ category: LayoutElement.Category) -> TerminalCanvas.LineStyle {
        switch category {
        case .cell: return .light
        case .supplementary: return .heavy
        case .decoration: return .double
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
        if picture.showsAll { drawBox(picture.bounds, style: .dashed, color: "31") }
    }

    /// The drawing, with colour codes when `colors`.
    public func render(colors: Bool) -> String { canvas.render(colors: colors) }

    /// The point at the centre of a character cell.
    func point(column: Int, row: Int) -> CGPoint {
        CGPoint(x: origin.x + (CGFloat(column) + 0.5) * scale, y: origin.y + (CGFloat(row) + 0.5) * 2 * scale)
    }

    func column(_ x: CGFloat) -> Int { Self.index((x - origin.x) / scale) }
    func row(_ y: CGFloat) -> Int { Self.index((y - origin.y) / (2 * scale)) }

    /// The cells a rect's outline runs through: the columns of its left and right edges, the
    /// rows of its top and bottom (a right or bottom edge on a cell boundary belongs to the cell before).
    func span(_ rect: CGRect) -> (left: Int, right: Int, top: Int, bottom: Int) {
        (column(rect.minX), column(rect.maxX - 1e-9), row(rect.minY), row(rect.maxY - 1e-9))
    }

    /// The indices from `first` through `last`: none when `last` is before `first` (where a
    /// closed range would trap).
    static func indices(_ first: Int, _ last: Int) -> StrideThrough<Int> { stride(from: first, through: last, by: 1) }

    /// A cell index, kept within ±10⁹ so far-away elements cannot overflow (off the canvas when not a number).
    static func index(_ value: CGFloat) -> Int { value.isNaN ? -1 : Int(min(max(value.rounded(.down), -1e9), 1e9)) }

    private mutating func draw(_ shape: Picture.Shape) {
        let category = shape.key.category
        var color: String? = Self.color(category)
        if shape.alpha < 0.5 { color = "2;" + color! }
        let box = shape.boundingBox, (left, right, top, bottom) = span(box)
        let (c0, c1) = (max(left, 0), min(right, canvas.columns - 1)), (r0, r1) = (max(top, 0), min(bottom, canvas.rows - 1))
        guard c0 <= c1, r0 <= r1 else { return }
        let face = Self.shade(shape.alpha)
        if shape.isAxisAligned {
            // The face covers the cells inside the outline; the outline's cells join what they meet.
            if left + 1 < right, top + 1 < bottom {
                for r in Self.indices(max(top + 1, r0), min(bottom - 1, r1)) {
                    for c in Self.indices(max(left + 1, c0), min(right - 1, c1)) { canvas.put(face, c, r, color: color) }
                }
            }
            drawBox(box, style: Self.lines(category), color: color)
            let label = shape.label
            if right - left - 1 >= label.count, bottom - top >= 2 {
                // Centred, and kept inside the outline.
                let start = min(max(column(shape.center.x) - label.count / 2, left + 1), right - label.count)
                write(label, column: start, row: row(shape.center.y), color: color)
            }
        } else {
            for r in Self.indices(r0, r1) {
                for c in Self.indices(c0, c1) where shape.contains(point(column: c, row: r)) { canvas.put(face, c, r, color: color) }
            }
            for i in 0..<4 { drawEdge(shape.corners[i], shape.corners[(i + 1) % 4], color: color) }
            let label = shape.label, middle = (column(shape.center.x), row(shape.center.y))
            let start = middle.0 - label.count / 2
            let fits = Self.indices(start - 1, start + label.count).allSatisfy { shape.contains(point(column: $0, row: middle.1)) }
            if fits { write(label, column: start, row: middle.1, color: color) }
        }
    }

    private mutating func write(_ text: String, column start: Int, row r: Int, color: String?) {
        for (i, character) in text.enumerated() { canvas.put(character, start + i, r, color: color) }
    }

    /// An axis-aligned outline, joined to the lines it meets; a rect one cell thin is a line,
    /// one cell a dot.
    private mutating func drawBox(_ rect: CGRect, style: TerminalCanvas.LineStyle, color: String?) {
        let (left, right, top, bottom) = span(rect)
        typealias C = TerminalCanvas
        if left == right && top == bottom {
            canvas.put("▪", left, top, color: color)
            return
        }
        // Only the cells on the canvas are visited, however far the rect reaches.
        let columns = Self.indices(max(left, -1), min(right, canvas.columns)), rows = Self.indices(max(top, -1), min(bottom, canvas.rows))
        for c in columns {
            let links = (c > left ? C.left : 0) | (c < right ? C.right : 0)
            if top == bottom {
                canvas.link(links, c, top, style: style, color: color)
                continue
            }
            canvas.link(links | (c == left || c == right ? C.down : 0), c, top, style: style, color: color)
            canvas.link(links | (c == left || c == right ? C.up : 0), c, bottom, style: style, color: color)
        }
        for r in rows where r > top && r < bottom || left == right {
            let links = (r > top ? C.up : 0) | (r < bottom ? C.down : 0)
            canvas.link(links, left, r, style: style, color: color)
            if right != left { canvas.link(links, right, r, style: style, color: color) }
        }
    }

    /// A straight edge stepped cell by cell: ─ │ where it runs along an axis, ╱ ╲ where it slants.
    private mutating func drawEdge(_ a: CGPoint, _ b: CGPoint, color: String?) {
        let dx = (b.x - a.x) / scale, dy = (b.y - a.y) / (2 * scale)
        // At most a few times the canvas: an edge reaching far off it is clipped, never counted out.
        let length = max(abs(dx), abs(dy)).rounded(.up)
        let steps = length.isFinite ? Int(min(length, CGFloat(4 * (canvas.columns + canvas.rows)))) : 0
        let glyph: Character
        if abs(dy) < abs(dx) / 2.5 { glyph = "─" } else if abs(dx) < abs(dy) / 2.5 { glyph = "│" } else { glyph = (dx > 0) == (dy > 0) ? "╲" : "╱" }
        for i in 0...max(steps, 0) {
            let t = steps == 0 ? 0 : CGFloat(i) / CGFloat(steps)
            canvas.put(glyph, column(a.x + (b.x - a.x) * t), row(a.y + (b.y - a.y) * t), color: color)
        }
    }
}
