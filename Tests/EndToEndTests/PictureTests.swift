import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
import WorkbenchTestSupport

/// Pictures as a user sees them: terminal drawings against golden files, SVG
/// converted to PNG by librsvg and checked at known pixels, an animated fling opened in headless
/// chromium at two moments.
// Serialized: the animated picture is opened in headless Chromium at two moments of its
// timeline; one browser at a time keeps those moments where the test reads them.
@Suite(.serialized) struct PictureTests {
    /// Elements at known places: an opaque cell, a faded one, one turned 45°, two overlapping
    /// (the higher zIndex drawn first in the layout's answer), a hidden one, a header (the marker
    /// the animation test follows) and rows.
    static let layout = """
        import UIKit

        final class PictureLayout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 2000) }

            func cell(_ item: Int) -> UICollectionViewLayoutAttributes {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                switch item {
                case 0: a.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
                case 1: a.frame = CGRect(x: 140, y: 20, width: 100, height: 100); a.alpha = 0.4
                case 2:
                    a.center = CGPoint(x: 100, y: 250)
                    a.size = CGSize(width: 100, height: 20)
                    a.transform = CGAffineTransform(rotationAngle: .pi / 4)
                case 3: a.frame = CGRect(x: 20, y: 400, width: 100, height: 100); a.zIndex = 1
                case 4: a.frame = CGRect(x: 70, y: 450, width: 100, height: 100)
                case 5: a.frame = CGRect(x: 260, y: 20, width: 100, height: 100); a.isHidden = true
                default: a.frame = CGRect(x: 20, y: 600 + CGFloat(item - 6) * 100, width: 350, height: 50)
                }
                return a
            }

            var header: UICollectionViewLayoutAttributes {
                let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
                header.frame = CGRect(x: 0, y: 540, width: 390, height: 40)
                return header
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let count = collectionView?.numberOfItems(inSection: 0) ?? 0
                return ((0..<count).map(cell) + [header]).filter { $0.frame.intersects(rect) }
            }

            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cell(indexPath.item) }

            override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                header
            }
        }

        """

    /// A folder holding the layout as plugin "Pictures".
    static func folder() throws -> String {
        let root = Executable.temporaryWorkspace()
        try FileManager.default.createDirectory(atPath: root + "/Pictures", withIntermediateDirectories: true)
        try layout.write(toFile: root + "/Pictures/PictureLayout.swift", atomically: true, encoding: .utf8)
        return root
    }

    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/", "/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The golden files of the terminal drawings (GoldenFiles: LAYOUTBENCH_RECORD_GOLDENS=all or
    /// missing records them, or a test's `.recordingGoldens` trait).
    static let goldens = GoldenFiles(folder: Executable.packageRoot + "/Tests/Goldens")

    @Test func terminalDrawingsOfTheSeedLayouts() async throws {
        let cases = [
            ("flow", "use flow; render --width 60 --height 30"),
            ("pizzaLeft", "use pizza-left; render --width 60 --height 30"),
            ("stickyAll", "use sticky; render --all --width 40 --height 40"),
            ("compositionalGrid", "use comp-grid; render --width 60 --height 30")
        ]
        for (name, script) in cases {
            let run = try await Executable.run(["-c", "size 390x844; " + script], environment: ["NO_COLOR": "1"])
            #expect(run.status == 0, "\(run.stderr)")
            try Self.goldens.expect(run.stdout, named: "terminalDrawingsOfTheSeedLayouts-\(name)")
        }
    }

    @Test func terminalDrawingOfTransformsAlphaAndZOrder() async throws {
        let root = try Self.folder()
        let run = try await Executable.run(["-c", "use picture-layout; render --width 78 --height 60"], plugins: "Pictures", directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        try Self.goldens.expect(run.stdout, named: "terminalDrawingOfTransformsAlphaAndZOrder")
        // Plain characters without a terminal: no escape codes.
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test func svgPixelsAreWhereTheAttributesSay() async throws {
        guard let rsvg = Self.tool("rsvg-convert") else {
            Issue.record("rsvg-convert is missing: .ci/setup installs librsvg2-bin")
            return
        }
        let root = try Self.folder()
        let run = try await Executable.run(["-c", "use picture-layout; render --svg picture.svg; attrs --json --compact"], plugins: "Pictures", directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("wrote \(URL(fileURLWithPath: root + "/picture.svg").standardizedFileURL.path)"))
        let svg = try String(contentsOfFile: root + "/picture.svg", encoding: .utf8)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        // Every element shown has its group: the visible ones less the hidden cell 5.
        let shown = run.stdout.components(separatedBy: "\"hidden\":false").count - 1
        #expect(svg.components(separatedBy: "<g data-index-path=").count - 1 == shown)
        #expect(svg.contains("data-index-path=\"0-0\" data-category=\"supplementary\" data-kind=\"header\""))
        // zIndex order: cell 4 (zIndex 0) is drawn before cell 3 (zIndex 1).
        let four = svg.range(of: "data-index-path=\"0-4\"")!, three = svg.range(of: "data-index-path=\"0-3\"")!
        #expect(four.lowerBound < three.lowerBound)
        try await Executable.program(rsvg, [root + "/picture.svg", "-o", root + "/picture.png"])
        let png = try PNGImage(contentsOf: root + "/picture.png")
        // 1 SVG unit = 1 point = 1 pixel: the picture is the 390 × 844 bounds.
        #expect(png.width == 390 && png.height == 844)
        // Cell 0 spans 20…120: its fill inside, the background between it and cell 1 (120…140).
        #expect(png[40, 40].isClose(to: "#8ab4f8"), "\(png[40, 40])")
        #expect(png[130, 40].isClose(to: "#ffffff"), "\(png[130, 40])")
        // Cell 1 at alpha 0.4 over white: 0.4·(138, 180, 248) + 0.6·255 = (208, 225, 252).
        #expect(png[160, 40].isClose(to: "#d0e1fc", tolerance: 3), "\(png[160, 40])")
        #expect(png[160, 40].lightness > png[40, 40].lightness)
        // Cell 2, 100 × 20 about (100, 250) turned 45°: the point 45 along its long side, (45, 0),
        // lands at (100 + 45·cos 45°, 250 + 45·sin 45°) = (131.8, 281.8); where the unturned
        // rect had it, (145, 250), is background.
        #expect(png[131, 281].isClose(to: "#8ab4f8"), "\(png[131, 281])")
        #expect(png[145, 250].isClose(to: "#ffffff"), "\(png[145, 250])")
        // Cell 3 (zIndex 1) covers cell 4's left edge (x = 70) where they overlap.
        #expect(png[70, 475].isClose(to: "#8ab4f8"), "\(png[70, 475])")
        // The hidden cell 5 (260…360) is left out.
        #expect(png[310, 70].isClose(to: "#ffffff"), "\(png[310, 70])")
    }

    /// A fling's animated SVG shows, at each moment, the frame the fling played then.
    @Test func animatedFlingMovesAsItsFramesSay() async throws {
        guard let chromium = Self.tool("chromium") ?? Self.tool("chromium-browser") else {
            Issue.record("chromium is missing: .ci/setup installs it")
            return
        }
        let root = try Self.folder()
        let run = try await Executable.run(["-c", "use picture-layout; fling 0 1000 --json --svg fling.svg"], plugins: "Pictures", directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        guard let line = run.stdout.split(separator: "\n").first(where: { $0.hasPrefix("{") }),
            let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let timeline = json["timeline"] as? [[String: Any]]
        else {
            Issue.record("no timeline: \(run.stdout)")
            return
        }
        // With --json the path goes to stderr, so stdout stays one JSON document.
        #expect(run.stderr.contains("wrote \(URL(fileURLWithPath: root + "/fling.svg").standardizedFileURL.path) (\(timeline.count) frames"))
        #expect(!run.stdout.contains("wrote"))
        let times = timeline.map { $0["t_ms"] as! Double }, offsets = timeline.map { ($0["offset"] as! [Double])[1] }
        let svg = try String(contentsOfFile: root + "/fling.svg", encoding: .utf8)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        // One keyframe per frame of the fling.
        let keyTimes = svg.range(of: "keyTimes=\"")!.upperBound
        let keys = svg[keyTimes...].prefix { $0 != "\"" }.split(separator: ";")
        #expect(keys.count == timeline.count)
        // Moments between two frames (a frame is 1/120 s), so rounding cannot pick a neighbour.
        for seconds in [0.054, 0.304] {
            let shot = root + "/fling-\(seconds).png"
            try await Executable.program(
                chromium,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                    "--window-size=390,844", "--screenshot=\(shot)", "file://\(root)/fling.svg#t=\(seconds)"
                ])
            let png = try PNGImage(contentsOf: shot)
            // The frame shown at that moment: the last with t_k − t_1 ≤ the moment.
            let k = times.lastIndex { $0 - times[0] <= seconds * 1000 + 1e-6 }!
            // The header's top edge (content y 540) is at 540 − offset on screen; its fill starts
            // there, below the one-pixel outline.
            let top = (0..<png.height).first { png[195, $0].isClose(to: "#fdd663", tolerance: 8) }
            let expected = 540 - offsets[k]
            #expect(top != nil && abs(Double(top!) - expected) <= 2, "at \(seconds) s: header at \(top.map(String.init) ?? "none"), frames say \(expected)")
        }
        #expect(offsets.last! - offsets[0] > 100)
    }

    /// apply --animated --svg: cells follow their item identifiers from before to after.
    @Test func animatedUpdateMovesCellsByIdentifier() async throws {
        let root = Executable.temporaryWorkspace()
        let run = try await Executable.run(["-c", "use flow; snapshot delete-items S0-1; apply --animated --svg update.svg"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: root + "/update.svg", encoding: .utf8)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        // 300 ms at 120 fps: ⌈300 / 8.333⌉ = 36 frames, one key each.
        let keyTimes = svg.range(of: "keyTimes=\"")!.upperBound
        #expect(svg[keyTimes...].prefix { $0 != "\"" }.split(separator: ";").count == 36)
        // Flow's defaults: 50-point items, six to a 390-point row, (390 − 6·50) / 5 = 18 apart, so
        // S0-2 is centred at x = 2·68 + 25 = 161 and, S0-1 deleted, ends at item 1's 68 + 25 = 93.
        // Eased (1 − cos(π·t/300))/2: at the first frame, t = 8.333 ms, it has gone
        // 68 · 0.0019 = 0.13 points: 160.87.
        #expect(svg.contains("type=\"translate\" values=\"160.87 25;"))
        #expect(svg.contains(";93.13 25;93 25\""))
        // The deleted cell is hidden at the last frame, having faded out on the way (UIKit's
        // base class ends a deleted item at alpha 0: uikit-rules §2.4).
        #expect(svg.contains("attributeName=\"visibility\" values=\"visible;hidden\""))
        #expect(svg.contains(#/attributeName="opacity" values="1;[0-9.;]*;0"/#))
    }

    @Test func profileCharts() async throws {
        let root = Executable.temporaryWorkspace()
        let run = try await Executable.run(
            ["-c", "items 300; use flow; profile --frames 30 --svg p.svg; items 20; profile scaling --items 100,1000 --svg s.svg"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        let profile = try String(contentsOfFile: root + "/p.svg", encoding: .utf8)
        let scaling = try String(contentsOfFile: root + "/s.svg", encoding: .utf8)
        #expect(XMLParser(data: Data(profile.utf8)).parse() && XMLParser(data: Data(scaling.utf8)).parse())
        // The default scenario: a fling from the top, then a sweep of 30 frames; a bar per frame.
        #expect(profile.components(separatedBy: "<rect data-frame=").count - 1 > 30)
        #expect(profile.contains("data-role=\"budget\""))
        // 300 items scroll: each frame asks for what comes into view (prepare is the set-up pass's).
        #expect(profile.contains("data-phase=\"layoutAttributesForElements\""))
        #expect(scaling.components(separatedBy: "data-fit=").count - 1 == 2)
        #expect(scaling.components(separatedBy: "<circle data-series=").count - 1 == 4)
    }

    /// At a terminal the drawing is coloured by category (cells cyan); NO_COLOR turns it off.
    @Test func colourAtATerminalUnlessNoColor() async throws {
        for noColor in [false, true] {
            let terminal = TerminalSession()
            defer { terminal.stop() }
            // The test runner's own NO_COLOR (swift test may set one) is taken away for the coloured run.
            await terminal.start(environment: noColor ? "NO_COLOR=1 TERM=xterm-256color" : "env -u NO_COLOR TERM=xterm-256color")
            await terminal.waitFor("layoutbench>")
            await terminal.type("use flow; render --width 60 --height 30")
            await terminal.keys("Enter")
            await terminal.waitFor("flow>")
            let screen = await terminal.screenWithEscapes()
            #expect(screen.contains("┌──┐┌───┐"))
            // tmux writes the cyan of cells as 36 (ESC[36m), alone or with other attributes.
            let coloured = screen.range(of: "\u{1B}\\[([0-9;]*;)?36m", options: .regularExpression) != nil
            #expect(coloured == !noColor, "NO_COLOR \(noColor):\n\(screen)")
        }
    }

    /// At a terminal, a drawing taller than the window is fitted to its height: in a 50-row tmux,
    /// the whole content of 300 items (about 50 rows of cells, 3,400 points) is drawn below the
    /// command line, which stays on the screen.
    @Test func aDrawingFitsTheTerminalsHeight() async throws {
        let terminal = TerminalSession()
        defer { terminal.stop() }
        await terminal.start(environment: "NO_COLOR=1")
        await terminal.waitFor("layoutbench>")
        await terminal.type("items 300; use flow")
        await terminal.keys("Enter")
        await terminal.waitFor("flow>")
        await terminal.type("render --all")
        await terminal.keys("Enter")
        // The drawing is done when the prompt is back on the last line.
        for _ in 0..<600 where await terminal.lastLine().trimmingCharacters(in: .whitespaces) != "flow>" {
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        let screen = await terminal.screen()
        #expect(screen.contains("render --all"), "\(screen)")
        #expect(screen.contains("┌"), "\(screen)")
    }

    @Test func badPictureInputIsOneLineAndChangesNothing() async throws {
        let root = Executable.temporaryWorkspace()
        let run = try await Executable.run(
            [
                "--keep-going", "-c",
                "use flow; render --svg /nonexistent/folder/x.svg; render --svg .; render --width 5; "
                    + "render --svg a.svg --width 80; fling --svg; apply --svg x.svg; profile all --svg x.svg"
            ],
            environment: ["NO_COLOR": "1"], directory: root)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 7, "\(run.stderr)")
        #expect(errors.first?.contains("no folder /nonexistent/folder") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".svg") }.isEmpty)
    }
}
