@_spi(Benchmarks) import LayoutHost
import CollectionLayout
import Foundation
import Workbench
import Pictures

// libFuzzer target: the terminal drawing and the SVG picture (`render`, `render --svg`) of any
// elements at any size. The input's bytes are read as numbers: the canvas (columns and rows,
// 1…255 each, whether to show all), the bounds' offset, then elements of 11 numbers each (centre,
// size, affine transform a b c d tx ty, alpha, zIndex), each a byte pair scaled to a range that
// reaches far off the canvas, past zero and to huge values. Nothing may trap; the drawing keeps
// to its rows and columns.

/// Reads numbers from the input's bytes, two at a time; zero once they run out.
private struct Numbers {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }

    /// A number in `-scale…scale`; the top values of a pair stand for huge and non-finite-adjacent ones.
    mutating func number(_ scale: Double) -> Double {
        let raw = Int(byte()) << 8 | Int(byte())
        switch raw {
        case 0xFFFF: return 1e300
        case 0xFFFE: return -1e300
        case 0xFFFD: return 0
        default: return (Double(raw) / 32767.5 - 1) * scale
        }
    }

    var atEnd: Bool { offset >= bytes.count }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size <= 4096 else { return -1 }
    var numbers = Numbers(bytes: UnsafeBufferPointer(start: data, count: size))
    let columns = max(1, Int(numbers.byte())), rows = max(1, Int(numbers.byte())), all = numbers.byte() & 1 == 1
    let offset = numbers.number(5_000)
    var elements: [LayoutElement] = []
    while !numbers.atEnd, elements.count < 200 {
        let center = CGPoint(x: numbers.number(5_000), y: numbers.number(5_000))
        let extent = CGSize(width: numbers.number(2_000), height: numbers.number(2_000))
        let t = CGAffineTransform(
            a: numbers.number(4), b: numbers.number(4), c: numbers.number(4), d: numbers.number(4),
            tx: numbers.number(10_000), ty: numbers.number(10_000))
        let alpha = abs(numbers.number(1)), zIndex = Int(max(-10, min(10, numbers.number(10))))
        let category: LayoutElement.Category = [.cell, .supplementary, .decoration][abs(zIndex) % 3]
        elements.append(
            LayoutElement(
                category: category, kind: category == .cell ? nil : "kind", section: abs(zIndex), item: elements.count,
                center: center, size: extent, transform3D: CATransform3DMakeAffineTransform(t),
                alpha: alpha, zIndex: zIndex, isHidden: false, custom: []))
    }
    let picture = Picture(
        elements: elements, bounds: CGRect(x: 0, y: offset, width: 390, height: 844),
        contentSize: CGSize(width: 390, height: 3_000), all: all)
    let drawing = TerminalPicture(picture, columns: columns, maximumRows: rows).render(colors: true)
    let lines = TerminalPicture(picture, columns: columns, maximumRows: rows).render(colors: false).split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count > rows || lines.contains(where: { $0.count > columns }) {
        fatalError("FuzzRender: a drawing of \(lines.count) rows for \(rows) rows and \(columns) columns")
    }
    _ = drawing
    _ = SVGPicture.document(picture, title: "fuzz")
    return 0
}
