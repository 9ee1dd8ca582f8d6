import CollectionLayout
import Foundation
import PropertyBased
import Testing
@_spi(Benchmarks) @testable import LayoutHost
@testable import Workbench
import Pictures

/// `render` never traps, whatever the layout returns and however small the drawing: random
/// elements (offsets far off the canvas, negative and huge sizes, rotations, shears, scales,
/// alpha, zIndex) at random bounds, widths and heights 1…200. A trap here ends the test process.
struct TerminalPictureFuzzTests {
    /// One element's numbers: centre, size, affine transform (a b c d tx ty), alpha, zIndex.
    struct Spec: Sendable {
        var x, y, width, height: Double
        var transform: [Double]
        var alpha: Double
        var zIndex: Int

        var element: LayoutElement {
            let t = CGAffineTransform(a: transform[0], b: transform[1], c: transform[2], d: transform[3], tx: transform[4], ty: transform[5])
            return LayoutElement(
                category: [.cell, .supplementary, .decoration][abs(zIndex) % 3], kind: zIndex == 0 ? nil : "kind",
                section: abs(zIndex), item: Int(alpha * 1000), center: CGPoint(x: x, y: y),
                size: CGSize(width: width, height: height), transform3D: CATransform3DMakeAffineTransform(t),
                alpha: alpha, zIndex: zIndex, isHidden: false, custom: [])
        }
    }

    /// On the canvas, far off it, or huge (one of three, chosen by the first number).
    static let coordinate = zip(Gen.int(in: 0...2), Gen.double(in: -2_000...4_000), Gen.double(in: -1e12...1e12))
        .map { choice, near, far in [near, far, 1e300][choice] }
    /// Ordinary, negative, or huge.
    static let length = zip(Gen.int(in: 0...2), Gen.double(in: 0...600), Gen.double(in: -50...0), Gen.double(in: 0...1e9))
        .map { choice, ordinary, negative, huge in [ordinary, negative, huge][choice] }
    /// Identity, rotations, scales (mirrors and flattening too), shears, far translations.
    static let transform = zip(Gen.int(in: 0...4), Gen.double(in: -7...7), Gen.double(in: -3...3), Gen.double(in: -3...3), Gen.double(in: -1e6...1e6))
        .map { choice, angle, a, b, far -> [Double] in
            switch choice {
            case 0: return [1, 0, 0, 1, 0, 0]
            case 1: return [cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0]
            case 2: return [a, 0, 0, b, 0, 0]
            case 3: return [1, a, b, 1, 0, 0]
            default: return [1, 0, 0, 1, far, -far]
            }
        }
    static let element = zip(coordinate, coordinate, length, length, transform, Gen.double(in: 0...1), Gen.int(in: -3...3))
        .map { Spec(x: $0, y: $1, width: $2, height: $3, transform: $4, alpha: $5, zIndex: $6) }

    @Test func drawingsOfAnyElementsAtAnySizeNeverTrap() async {
        await propertyCheck(
            count: 400, input: Self.element.array(of: 0...12), Gen.double(in: -3_000...3_000), Gen.int(in: 1...200),
            Gen.int(in: 1...200), Gen.bool
        ) { elements, offset, columns, rows, all in
            let picture = Picture(
                elements: elements.map(\.element), bounds: CGRect(x: 0, y: offset, width: 390, height: 844),
                contentSize: CGSize(width: 390, height: 3_000), all: all)
            let drawing = TerminalPicture(picture, columns: columns, maximumRows: rows).render(colors: false)
            let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count <= rows)
            #expect(lines.allSatisfy { $0.count <= columns })
        }
    }

    /// The case of the report: an element whose top falls on the last row of the canvas.
    @Test func anElementStartingOnTheLastRowIsDrawnThere() {
        // 10 points a column and 20 a row on a 10 × 5 canvas: the cell's top, y 95, is in row 4.
        let cell = LayoutElement(
            category: .cell, kind: nil, section: 0, item: 0, center: CGPoint(x: 50, y: 145),
            size: CGSize(width: 60, height: 100), transform3D: CATransform3DIdentity, alpha: 1, zIndex: 0,
            isHidden: false, custom: [])
        let picture = Picture(
            elements: [cell], bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
            contentSize: CGSize(width: 100, height: 300), all: false)
        let lines = TerminalPicture(picture, columns: 10, maximumRows: 5).render(colors: false).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        // Its top edge from column 2 (x 20) to 7 (x 79.99).
        #expect(lines[4] == "  ┌────┐")
    }
}
