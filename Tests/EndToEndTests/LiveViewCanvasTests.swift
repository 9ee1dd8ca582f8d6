import Foundation
import Testing

/// The live view's canvas: pixels of a known scene read back from it, the element a pointer
/// hovers named from the scene, labels at a thousand elements, and the main-thread fallback
/// drawing what the worker draws.
extension LiveViewTests {
    /// RGBA rows of the canvas under a screen rect (points), as the scene reads them back.
    static func pixels(_ browser: HeadlessBrowser, _ x: Double, _ y: Double, _ w: Double = 1, _ h: Double = 1) async throws -> [[Int]] {
        let flat = try #require(try await browser.evaluate("layoutbenchLive.pixels(\(x), \(y), \(w), \(h))") as? [Double])
        return stride(from: 0, to: flat.count, by: 4).map { Array(flat[$0..<$0 + 4]).map { Int($0) } }
    }

    /// Six of flow's 50-point cells fill one row, (390 − 6·50)/5 = 18 apart: cell i spans
    /// x 68·i … 68·i + 50, y 0 … 50, and the content is 390 × 50. Labels off, a cell's centre is
    /// its fill (#8ab4f8 = 138 180 248), the gap between cells the content's white, and below the
    /// content only the view's background (#e8eaed = 232 234 237): nothing is drawn outside it.
    /// Labels on, the label's colour (#202124) is at the centre. A pointer over a cell names it.
    @Test func theCanvasShowsAKnownSceneAndNamesWhatIsPointedAt() async throws {
        guard let (session, browser) = try await Self.openPage(setup: "items 6; use flow") else { return }
        defer { browser.close() }
        #expect(try await browser.evaluate("layoutbenchLive.onMain") as? Bool == false, "the scene runs in a worker where OffscreenCanvas is")
        _ = try await browser.evaluate("(() => { const s = document.getElementById('labels'); s.value = 'off'; s.dispatchEvent(new Event('change')); })()")
        try await browser.waitUntil("layoutbenchLive.stats.labels === 0")
        for cell in 0..<6 {
            let centre = try await Self.pixels(browser, Double(68 * cell + 25), 25)
            #expect(centre.first.map { Self.similar($0, [138, 180, 248]) } == true, "cell \(cell)'s centre: \(centre)")
        }
        let gap = try await Self.pixels(browser, 59, 25)
        #expect(gap.first.map { Self.similar($0, [255, 255, 255]) } == true, "between cells 0 and 1: \(gap)")
        // Below the content (y 50 … 844): a column at x 25 and a row at y 400, every pixel the background.
        let below = try await Self.pixels(browser, 25, 60, 1, 700) + Self.pixels(browser, 0, 400, 390, 1)
        #expect(below.allSatisfy { Self.similar($0, [232, 234, 237]) }, "outside the content: \(Set(below.map { $0.description }))")

        _ = try await browser.evaluate("(() => { const s = document.getElementById('labels'); s.value = 'on'; s.dispatchEvent(new Event('change')); })()")
        try await browser.waitUntil("layoutbenchLive.stats.labels === 6")
        // "0-0" at 12 points about (25, 25): its glyphs are dark pixels in the 30 × 12 box there.
        let label = try await Self.pixels(browser, 10, 19, 30, 12)
        #expect(label.contains { $0[0] < 100 && $0[1] < 100 && $0[2] < 100 }, "no label's pixel about cell 0-0's centre")

        // Hovering over cell 0-1's centre names it; over the empty view below, nothing.
        let rect = try #require(
            try await browser.evaluate("(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.x, r.y]; })()") as? [Double])
        try await browser.mouse("mouseMoved", x: rect[0] + 93, y: rect[1] + 25)
        try await browser.waitUntil("document.getElementById('hover').dataset.indexPath === '0-1'")
        let text = try #require(try await browser.evaluate("document.getElementById('hover').textContent") as? String)
        #expect(text.hasPrefix("cell 0-1\ncenter 93 25 · size 50×50"), "\(text)")
        try await browser.mouse("mouseMoved", x: rect[0] + 25, y: rect[1] + 300)
        try await browser.waitUntil("document.getElementById('hover').style.display === 'none'")
        browser.close()
        _ = await session.finish()
    }

    /// A thousand elements keep their labels: 17-point cells 1 apart make ⌊391/18⌋ = 21 a row and
    /// ⌈844/18⌉ = 47 rows on screen, 987 elements, and each label fits (five characters at
    /// min(12, 0.6·17, 17/(0.62·5 + 0.4)) = 4.86 points, over the 3 that need none).
    @Test func labelsAreDrawnAtAThousandElements() async throws {
        let setup = "items 2000; use flow; param itemSize 17x17; param minimumLineSpacing 1; param minimumInteritemSpacing 1"
        guard let (session, browser) = try await Self.openPage(setup: setup) else { return }
        defer { browser.close() }
        let counts = try #require(try await browser.evaluate("[layoutbenchLive.drawn.size, layoutbenchLive.stats.labels]") as? [Double])
        #expect(counts == [987, 987], "elements drawn, labels drawn: \(counts)")
        // Cell 0-0 (0 … 17): its label "0-0" darkens pixels about its centre.
        let label = try await Self.pixels(browser, 2, 4, 13, 9)
        #expect(label.contains { $0[0] < 110 && $0[1] < 110 && $0[2] < 110 }, "no label's pixel in cell 0-0")
        browser.close()
        _ = await session.finish()
    }

    /// A browser without OffscreenCanvas draws on the main thread with the same code: the page
    /// asked to (`draw=main`) draws the scene the worker draws, pixel for pixel.
    @Test func theMainThreadFallbackDrawsWhatTheWorkerDraws() async throws {
        var regions: [[[Int]]] = []
        for query in ["", "&draw=main"] {
            guard let (session, browser) = try await Self.openPage(setup: "items 30; use flow", query: query) else { return }
            #expect(try await browser.evaluate("layoutbenchLive.onMain") as? Bool == !query.isEmpty)
            regions.append(try await Self.pixels(browser, 0, 0, 200, 130))
            browser.close()
            _ = await session.finish()
        }
        try #require(regions.count == 2 && regions[0].count == regions[1].count && !regions[0].isEmpty)
        let differing = zip(regions[0], regions[1]).filter { !Self.similar($0, $1) }.count
        #expect(differing == 0, "\(differing) of \(regions[0].count) pixels differ")
        // And the region holds what a scene of flow's cells shows: cell blue at cell 0-0's corner.
        #expect(Self.similar(regions[1][5 * 200 + 5], [138, 180, 248]))
    }

    /// Colour components within 3 of each other (alpha left out).
    static func similar(_ a: [Int], _ b: [Int]) -> Bool { zip(a.prefix(3), b.prefix(3)).allSatisfy { abs($0 - $1) <= 3 } }
}
