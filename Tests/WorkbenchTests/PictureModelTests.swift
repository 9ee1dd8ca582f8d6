import CollectionLayout
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@_spi(Benchmarks) @testable import LayoutHost
@testable import Workbench
import Pictures
import HostSupport

/// The picture model, the terminal canvas and the animated SVG, without a plugin.
struct PictureModelTests {
    static func cell(
        _ item: Int, center: CGPoint, size: CGSize, transform: CGAffineTransform = .identity,
        alpha: Double = 1, zIndex: Int = 0, hidden: Bool = false
    ) -> LayoutElement {
        LayoutElement(
            category: .cell, kind: nil, section: 0, item: item, center: center, size: size,
            transform3D: CATransform3DMakeAffineTransform(transform), alpha: alpha, zIndex: zIndex, isHidden: hidden, custom: [])
    }

    @Test func outlinesTurnAboutTheCentreAndDrawInZOrder() {
        // 100 × 20 about (100, 250) turned 90° (a = 0, b = 1, c = −1, d = 0: x' = −y, y' = x): the
        // top-left corner (−50, −10) goes to (10, −50), so (110, 200).
        let turned = Self.cell(
            0, center: CGPoint(x: 100, y: 250), size: CGSize(width: 100, height: 20),
            transform: CGAffineTransform(rotationAngle: .pi / 2), zIndex: 2)
        let flat = Self.cell(1, center: CGPoint(x: 50, y: 50), size: CGSize(width: 20, height: 20))
        let hidden = Self.cell(2, center: .zero, size: CGSize(width: 10, height: 10), hidden: true)
        let picture = Picture(
            elements: [turned, flat, hidden], bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
            contentSize: CGSize(width: 390, height: 1000), all: true)
        #expect(picture.shapes.map(\.key.item) == [1, 0])
        let corner = picture.shapes[1].corners[0]
        #expect(abs(corner.x - 110) < 1e-9 && abs(corner.y - 200) < 1e-9)
        #expect(picture.shapes[1].contains(CGPoint(x: 100, y: 290)) && !picture.shapes[1].contains(CGPoint(x: 140, y: 250)))
        #expect(picture.region == CGRect(x: 0, y: 0, width: 390, height: 1000))
    }

    @Test func terminalColourOnlyWhenAsked() {
        let picture = Picture(
            elements: [Self.cell(0, center: CGPoint(x: 40, y: 40), size: CGSize(width: 60, height: 60), alpha: 0.5)],
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), contentSize: CGSize(width: 100, height: 100), all: false)
        // 10 points a column, 20 a row: the cell (10…70, 10…70) spans columns 1…6 and rows 0…3 of
        // the 10 × 5 canvas; its label in the middle row (40 / 20 = 2), from column 4 − 1 = 3.
        let drawing = TerminalPicture(picture, columns: 10, maximumRows: 10)
        let plain = drawing.render(colors: false)
        #expect(plain == " ┌────┐\n │░░░░│\n │░0-0│\n └────┘\n")
        let coloured = drawing.render(colors: true)
        #expect(
            coloured.contains("\u{1B}[36m")
                && coloured.replacingOccurrences(of: "\u{1B}[36m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "") == plain)
    }

    @Test func animatedSVGHasOneKeyframePerFrame() {
        var frames: [AnimatedSVG.Frame] = []
        for k in 1...5 {
            let t = Double(k)
            var elements = [Self.cell(0, center: CGPoint(x: 50, y: 50 + t), size: CGSize(width: 20, height: 20), alpha: 1 - t / 10)]
            if k < 3 { elements.append(Self.cell(1, center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))) }
            frames.append(AnimatedSVG.Frame(time: t * 1000 / 120, bounds: CGRect(x: 0, y: t * 10, width: 390, height: 844), elements: elements))
        }
        let svg = AnimatedSVG.document(frames, interval: 1000 / 120, contentSize: CGSize(width: 390, height: 2000), title: "t")
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        // 5 frames 1/120 s apart, each shown for one frame: 5/120 s = 0.041667 s in all.
        #expect(svg.contains("dur=\"0.041667s\""))
        #expect(svg.contains("keyTimes=\"0.000000;0.200000;0.400000;0.600000;0.800000\""))
        // The content moves up 10 points a frame; cell 0 fades; cell 1 leaves after frame 2.
        #expect(svg.contains("values=\"0 -10;0 -20;0 -30;0 -40;0 -50\""))
        #expect(svg.contains("attributeName=\"opacity\" values=\"0.9;0.8;0.7;0.6;0.5\""))
        // Values are written where they change: visible from the start, hidden from frame 3.
        #expect(svg.contains("attributeName=\"visibility\" values=\"visible;hidden\" keyTimes=\"0.000000;0.400000\""))
    }
}

extension PictureModelTests {
    @Test func svgNumbersMatchTheTables() {
        for value in [0, 0.004, -0.004, 0.05, -0.05, 0.5, 1.25, -3.1, 12.345, 390, -844.999, 123456.78, 1e16, .nan] as [Double] {
            #expect(SVGStyle.n(value) == NumberText.short(value), "\(value)")
        }
    }
}
