import Foundation
import Testing
import WorkbenchTestSupport

/// The live view end to end: `layoutbench --view` fed through a pipe, its page open in headless
/// Chromium (DevTools over a pipe). The page must draw what `attrs --json` says, follow typed
/// commands, turn the wheel and a drag into the session's own commands and physics, and refuse
/// whoever lacks the token.
// Serialized: each test runs headless Chromium, whose software compositing takes both cores;
// the tests wait on pieces arriving in time, which two browsers at once would starve.
@Suite(.serialized) struct LiveViewTests {
    /// The page's address from the `view:` line.
    static func address(_ session: LiveSession) async throws -> String {
        // A session starting while the suite builds plugins and the SDK can take a while.
        try await session.value(timeout: 120, "a view: line") { out in
            out.range(of: #"view: (http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32})"#, options: .regularExpression)
                .map { String(out[$0].dropFirst("view: ".count)) }
        }
    }

    /// Flow's defaults: 50-point cells, six to a 390-point row, rows 50 + 10 apart; 600 items
    /// make 100 rows, 100·50 + 99·10 = 5,990 points of content, so the view scrolls.
    static let setup = "items 600; use flow"

    /// `layoutbench --view` after `setup`, its page open in headless Chromium, drawn and its
    /// socket open; nil, with an issue recorded, without Chromium.
    /// `query` is added to the page's address (`&draw=main`: the scene drawn on the main thread).
    static func openPage(
        plugins: String = Executable.plugins, setup: String = setup,
        arguments: [String] = [], query: String = ""
    ) async throws -> (LiveSession, HeadlessBrowser)? {
        guard let chromium = HeadlessBrowser.executable else {
            Issue.record("chromium is missing: .ci/setup installs it")
            return nil
        }
        let session = try Self.session(plugins: plugins, arguments: arguments)
        let address = try await Self.address(session)
        _ = await session.run(setup, timeout: 300)
        let browser = try HeadlessBrowser(chromium: chromium, width: 1000, height: 1200)
        try await browser.open(address + query)
        try await browser.waitUntil(
            """
            window.layoutbenchLive && layoutbenchLive.drawn.size > 0 && layoutbenchLive.idle() && layoutbenchLive.listed()
              && layoutbenchLive.recent.some(b => b.seq !== undefined) && layoutbenchLive.connected()
            """)
        return (session, browser)
    }

    @Test func thePageDrawsTheSessionFollowsItAndDrivesIt() async throws {
        guard let (session, browser) = try await Self.openPage() else { return }
        defer { browser.close() }

        // 0. The page loaded with the scene written into it, and its socket opened with nothing
        // run since: it is not sent the whole scene again. Once its first question (the layouts,
        // asked as the socket opens) is answered, a scene sent for the connection would be there.
        try await browser.waitUntil("document.getElementById('layout').options.length > 1")
        let scenes = try await browser.evaluate("layoutbenchLive.recent.filter(b => b.reset).map(b => b.seq)") as? [Double]
        #expect(scenes?.count == 1, "scenes the page was given: \(scenes ?? [])")

        // 1. What is drawn is what attrs --json answers: every visible element, centred where
        // attrs puts its centre.
        try await expectDrawnMatchesAttributes(session, browser)

        // 2. A typed offset redraws the page: the content moves up by 500.
        _ = await session.run("offset 0 500")
        try await browser.waitUntil("layoutbenchLive.offset().join(' ') === '0 500'")
        try await expectDrawnMatchesAttributes(session, browser)

        // 3. The wheel scrolls the session: 200 points down is `scroll 0 200`, offset 700.
        let rect = try #require(
            try await browser.evaluate(
                "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()") as? [Double])
        let (cx, cy) = (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
        try await browser.mouse("mouseWheel", x: cx, y: cy, deltaY: 200)
        _ = try await session.value("the wheel's echo") { $0.contains("# view: scroll 0 200") ? true : nil }
        let state = await session.run("state --json")
        let offset = try #require(Self.json(state)?["contentOffset"] as? [Double])
        #expect(offset == [0, 700])
        try await browser.waitUntil("layoutbenchLive.offset().join(' ') === '0 700'")

        // 4. A press-drag-release is a finger drag: echoed as `drag 0 DY MS`, and after its
        // release the page plays the frames of a fling with the drag's release velocity, from
        // the release offset (the host's physics, frame by frame). The gesture's speed is the
        // browser's: on a loaded machine its moves can arrive so late that the drag releases at
        // rest, with no fling to compare, so a starved gesture is tried again (at most 3 times).
        var drag: [String] = [], played: [Double] = [], release: [Double] = [], velocity: [Double] = []
        // (From the replay below on, the pieces the page acknowledges are read back with their
        // arrival times; the page may still be taking the replay's pieces when its last one is read.)
        var began = 0.0
        for attempt in 1...3 {
            if attempt > 1 {
                _ = await session.run("offset 0 700")
                try await browser.waitUntil("layoutbenchLive.idle() && layoutbenchLive.offset().join(' ') === '0 700'")
            }
            let echoed = session.stdout.count
            try await browser.mouse("mousePressed", x: cx, y: cy)
            for step in 1...6 {
                try await Task.sleep(for: .milliseconds(15))
                try await browser.mouse("mouseMoved", x: cx, y: cy - Double(step) * 25, pressed: true)
            }
            try await browser.mouse("mouseReleased", x: cx, y: cy - 150)
            let command = try await session.value("the drag's echo") { out -> String? in
                let new = String(out.dropFirst(echoed))
                guard let range = new.range(of: #"# view: drag 0 150 [\d.]+"#, options: .regularExpression) else { return nil }
                return String(new[range].dropFirst("# view: ".count))
            }
            drag = command.split(separator: " ").dropFirst().map(String.init)
            try await browser.waitUntil("layoutbenchLive.idle() && layoutbenchLive.recent.some(b => b.command === '\(command)')", timeout: 60)
            played = try #require(
                try await browser.evaluate(
                    "layoutbenchLive.recent.filter(b => b.command === '\(command)').pop().frames.map(f => f.b[1])") as? [Double])
            // The same drag replayed gives the release offset and velocity…
            began = Date().timeIntervalSince1970 * 1000
            _ = await session.run("offset 0 700")
            let replay = try #require(Self.json(await session.run("drag \(drag.joined(separator: " ")) --json")))
            release = try #require(replay["release"] as? [Double])
            velocity = try #require(replay["velocity"] as? [Double])
            if velocity != [0, 0] { break }
        }
        // …and a fling at that velocity from that offset is what the page played after it.
        let heldBefore = try #require(try await browser.evaluate("layoutbenchLive.held") as? Double)
        _ = await session.run("offset \(release[0]) \(release[1])")
        let fling = try #require(Self.json(await session.run("fling \(velocity[0]) \(velocity[1]) --json")))
        // The page is sent only frames that change what it shows: a fling's last frames at rest
        // (the same offset again) are not among them.
        let offsets = try #require(fling["timeline"] as? [[String: Any]]).compactMap { ($0["offset"] as? [Double])?[1] }
        let expected = offsets.enumerated().filter { $0.offset == 0 || $0.element != offsets[$0.offset - 1] }.map(\.element)
        let released = try #require(played.lastIndex { abs($0 - release[1]) < 1e-6 }, "the release offset \(release[1]) among \(played)")
        let after = Array(played[(released + 1)...].prefix(expected.count))
        #expect(after.count > 10, "drag \(drag), release \(release) at \(velocity): page \(played), fling \(expected.prefix(20))")
        #expect(zip(after, expected).allSatisfy { abs($0 - $1) < 0.01 }, "page \(after.prefix(12)) vs fling \(expected.prefix(12))")
        // Where the fling stopped, the page shows the content at whole device pixels (as
        // UIScrollView rounds its offset to the screen's), and its state line names that offset.
        try await browser.waitUntil("layoutbenchLive.idle()")
        let shown = try #require(
            try await browser.evaluate(
                """
                (() => { const [ox, oy] = layoutbenchLive.drawnOrigin(), [x, y] = layoutbenchLive.offset();
                         return [ox * devicePixelRatio, oy * devicePixelRatio, document.getElementById('state').textContent,
                                 `offset ${x.toFixed(1)} ${y.toFixed(1)} ·`]; })()
                """) as? [Any])
        let pixels = try #require(Array(shown.prefix(2)) as? [Double])
        #expect(pixels.allSatisfy { $0 == $0.rounded() }, "the content drawn from \(pixels) device pixels")
        let line = try #require(shown[2] as? String), stopped = try #require(shown[3] as? String)
        #expect(line.contains(stopped), "state line \(line), stopped at \(stopped)")
        // The page says when each piece arrived on its clock, which view status takes for the
        // host's: every time it gave lies between the offset's start and now on this machine's.
        let ended = Date().timeIntervalSince1970 * 1000
        let arrivals = try #require(
            try await browser.evaluate(
                "layoutbenchLive.acknowledged.filter(a => a[0] > \(heldBefore)).map(a => a[1])") as? [Double])
        #expect(!arrivals.isEmpty && arrivals.allSatisfy { $0 >= began - 1 && $0 <= ended + 1 }, "\(arrivals) outside \(began) ... \(ended)")

        // 5. An animated update plays its 0.3 s at 120 Hz: ⌈300 / 8.333⌉ = 36 interpolated frames.
        _ = await session.run("snapshot delete-items S0-1; apply --animated")
        try await browser.waitUntil("layoutbenchLive.recent.some(b => b.command === 'apply --animated' && b.frames.length >= 36)")
        // So does a rotation (size --animated), the bounds going from 390×844 to 844×390.
        _ = await session.run("size 844x390 --animated; size 390x844")
        try await browser.waitUntil(
            """
            layoutbenchLive.recent.some(b => b.command === 'size 844x390 --animated' && b.frames.length >= 36
              && b.frames[b.frames.length - 1].b[2] === 844)
            """)

        // 6. A click shows the element's attributes, as `item` answers them.
        _ = await session.run("offset 0 0")
        try await browser.waitUntil("layoutbenchLive.offset().join(' ') === '0 0'")
        try await browser.mouse("mousePressed", x: rect[0] + 25, y: rect[1] + 25)
        try await browser.mouse("mouseReleased", x: rect[0] + 25, y: rect[1] + 25)
        try await browser.waitUntil("document.getElementById('attributes').textContent.startsWith('item 0 0 --json')")
        let panel = try #require(try await browser.evaluate("document.getElementById('attributes').textContent") as? String)
        #expect(panel.contains("\"center\""), "\(panel)")

        // The toolbar: a device picked is `device NAME`, echoed; the page then shows its size.
        _ = try await browser.evaluate(
            """
            (() => { const s = document.getElementById('device-name'); s.value = 'iphone15'; s.dispatchEvent(new Event('change')); })()
            """)
        _ = try await session.value("the toolbar's echo") { $0.contains("# view: device iphone15") ? true : nil }
        try await browser.waitUntil("document.getElementById('screen').style.width === '393px'")
        // A layout switch with --transition plays its 0.3 s too: ⌈300 / 8.333⌉ = 36 frames.
        _ = await session.run("use table --transition")
        try await browser.waitUntil("layoutbenchLive.recent.some(b => b.command === 'use table --transition' && b.frames.length >= 36)", timeout: 120)
        // Scaled and faded elements (a carousel: 0.8 and alpha 0.5 beside the centred one) are
        // drawn at their frames too, and so are the same elements once they are only moved.
        _ = await session.run("items 5; use flow-carousel")
        try await expectDrawnMatchesAttributes(session, browser)
        _ = await session.run("use flow")
        try await expectDrawnMatchesAttributes(session, browser)

        // A page runs only what its controls stand for: a script, a file export or two commands
        // in one message are refused unrun, and never echoed.
        // (One socket keeps the order: the answer to the query comes after both refusals.)
        let refused = try await browser.evaluate(
            """
            say({ do: 'source /dev/null' }); say({ do: 'scroll 0 10; quit' });
            ask('snapshot export x --force').then(a => a.ok === false && a.text.startsWith('a page may not run'))
            """)
        #expect(refused as? Bool == true)
        #expect(!session.stdout.contains("# view: source") && !session.stdout.contains("# view: scroll 0 10; quit"))

        let status = await session.run("view status")
        #expect(status.contains("pages open: 1"), "\(status)")
        #expect(status.contains("frames to the page: median") && status.contains("to its next paint: median"), "\(status)")
        // A piece reaches the page before the page's acknowledgement of its paint comes back.
        let medians = status.split(separator: "median ").dropFirst().compactMap { Double($0.prefix { $0 != " " }) }
        #expect(medians.count == 2 && medians[0] <= medians[1], "\(status)")
        // `--reset` prints the counts, then counts again from nothing; it goes with status alone.
        let counted = await session.run("view status --reset")
        #expect(counted.contains("frames to the page: median"), "\(counted)")
        let afresh = await session.run("view status")
        #expect(afresh.contains("pages open: 1; pieces sent: 0") && !afresh.contains("frames to the page") && !afresh.contains("page played"), "\(afresh)")
        let misplaced = try await Executable.run(["-c", "view off --reset"])
        #expect(misplaced.status == 1 && misplaced.stderr.contains("--reset goes with view status"), "\(misplaced.stderr)")
        browser.close()
        #expect(await session.finish() == 0, "\(session.stderr)")
    }

    /// UIKit Dynamics settle after the page's wheel as they do on a device: time passes in the
    /// session while the layout's animators run, the page plays it, and the REPL echoes it once,
    /// as the `wait` it equals. SpringyRows (Tests/Fixtures/CheckContract) hangs its rows on
    /// springs and pulls them by a tenth of a scroll: 200 points down pull each 20.
    @Test func theWheelLetsUIKitDynamicsSettle() async throws {
        guard let (session, browser) = try await Self.openPage(plugins: CheckTests.fixtures, setup: "items 40; use springy-rows") else { return }
        defer { browser.close() }
        let rect = try #require(
            try await browser.evaluate(
                "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()") as? [Double])
        try await browser.mouse("mouseWheel", x: rect[0] + rect[2] / 2, y: rect[1] + rect[3] / 2, deltaY: 200)
        _ = try await session.value("the wheel's echo") { $0.contains("# view: scroll 0 200") ? true : nil }
        let settled = try await session.value(timeout: 60, "the settling's echo") { out -> String? in
            out.range(of: #"# view: wait [\d.]+\n"#, options: .regularExpression).map { String(out[$0].dropFirst("# view: wait ".count).dropLast()) }
        }
        try await browser.waitUntil("layoutbenchLive.idle()")
        // One echo for the whole settling, however many slices the page asked for.
        #expect(session.stdout.components(separatedBy: "# view: wait").count == 2, "\(session.stdout)")
        let live = await session.run("attrs --json")
        // The page played what the springs did.
        let moved =
            try await browser.evaluate("layoutbenchLive.recent.filter(b => b.command.startsWith('wait ')).reduce((n, b) => n + b.changed, 0)") as? Double
        #expect((moved ?? 0) > 0, "elements the settling moved on the page: \(moved ?? -1)")
        try await expectDrawnMatchesAttributes(session, browser)

        // The same springs from the start (a fresh layout at offset 0), typed: a `wait` without a
        // duration plays until they rest, at frame N. The page asks for slices of
        // round(40 / (1000 / 120)) = round(4.8) = 5 frames, and the host says the animators run
        // until the slice that holds frame N: 5·⌈N/5⌉ frames of 1000/120 ms were echoed.
        let replay = "offset 0 0; use springy-rows; scroll 0 200"
        let rest = try #require(Self.json(await session.run("\(replay); wait --json"))?["timeline"] as? [Any])
        let frames = 5 * ((rest.count + 4) / 5)
        let echoed = try #require(Double(settled))
        #expect(abs(echoed - Double(frames) * 1000 / 120) < 0.01, "echoed wait \(settled); the springs rest at frame \(rest.count)")
        // And the echoed `wait` leaves the session where the page's slices left it.
        let again = await session.run("\(replay); wait \(settled); attrs --json")
        #expect(Self.json(again).map { NSDictionary(dictionary: $0) } == Self.json(live).map { NSDictionary(dictionary: $0) })
        // At rest every row is back at its frame: rows of 100 points, row k's centre at 100k + 50.
        for element in try #require(Self.json(live)?["elements"] as? [[String: Any]]) {
            let row = try #require((element["indexPath"] as? [Int])?.last), center = try #require(element["center"] as? [Double])
            #expect(abs(center[1] - Double(100 * row + 50)) < 0.5, "row \(row) at \(center)")
        }

        // A command typed during a run is echoed between the run's two parts, and the run goes
        // on after it (time still passes on the page): `wait A`, the command, `wait B`. A line
        // read after the run was over (a slow machine) is tried again, at most 3 times; every
        // command the session ran is kept for the replay below.
        let (x, y) = (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
        var ran = [replay, "wait \(settled)"]
        func echoes(_ text: Substring) -> [String] { text.matches(of: #/\# view: (wait [\d.]+)\n/#).map { String($0.1) } }
        /// The wheel 100 points down, until the page lets time pass; where stdout stood before it.
        func wheelStartsARun() async throws -> Int {
            let from = session.stdout.count
            try await browser.mouse("mouseWheel", x: x, y: y, deltaY: 100)
            _ = try await session.value("the wheel's echo") { $0.dropFirst(from).contains("# view: scroll 0 100") ? true : nil }
            try await browser.waitUntil("layoutbenchLive.settling()")
            return from
        }
        var split = false
        for attempt in 1...3 where !split {
            let from = try await wheelStartsARun()
            _ = await session.run("echo typed during run \(attempt)")
            try await browser.waitUntil("layoutbenchLive.idle()", timeout: 60)
            // (The run's end is echoed before the page is told: all of it precedes this line.)
            _ = await session.run("echo after run \(attempt)")
            let parts = String(session.stdout.dropFirst(from)).components(separatedBy: "typed during run \(attempt)")
            let before = echoes(Substring(parts[0])), after = echoes(Substring(parts.last ?? ""))
            ran += ["scroll 0 100"] + before + after
            split = before.count == 1 && after.count == 1
        }
        #expect(split, "\(session.stdout)")
        let live2 = await session.run("attrs --json")
        let again2 = await session.run(ran.joined(separator: "; ") + "; attrs --json")
        #expect(Self.json(again2).map { NSDictionary(dictionary: $0) } == Self.json(live2).map { NSDictionary(dictionary: $0) }, "\(ran)")

        // A typed `wait` that lets the animators rest (it plays more than the one frame it plays
        // at rest) ends the run: the page lets no more time pass. Tried again like the above.
        var ended = false
        for _ in 1...3 where !ended {
            let from = try await wheelStartsARun()
            let frames = (Self.json(await session.run("wait --json"))?["timeline"] as? [Any])?.count ?? 0
            try await browser.waitUntil("layoutbenchLive.idle()", timeout: 60)
            try await Task.sleep(for: .milliseconds(500))
            let after = try #require(session.stdout.dropFirst(from).components(separatedBy: "\"timeline\"").last)
            #expect(echoes(Substring(after)).isEmpty, "\(session.stdout.dropFirst(from))")
            ended = frames > 1
        }
        #expect(ended, "\(session.stdout)")
        browser.close()
        #expect(await session.finish() == 0, "\(session.stderr)")
    }

    /// A live reload redraws the page with the new layout and marks what changed: rows of 300
    /// points become 200, so every visible row changes size and the page shows attrs' new answer.
    @Test func aLiveReloadRedrawsThePageAndMarksWhatChanged() async throws {
        let package = try ReloadPackage()
        guard let (session, browser) = try await Self.openPage(plugins: package.plugins, setup: "watch on; items 20; use table") else { return }
        defer { browser.close() }
        try package.writeInPlace(package.source(height: 200))
        try await browser.waitUntil("layoutbenchLive.recent.some(b => b.command === 'reload' && b.highlight && b.changed > 0)", timeout: 300)
        try await expectDrawnMatchesAttributes(session, browser)
        browser.close()
        #expect(await session.finish() == 0, "\(session.stderr)")
    }

    /// A layout's crash leaves the page on the session as the new engine restored it: its first
    /// piece, a scene drawn anew, shows what the page showed before the crash, before any other
    /// command runs (never a fresh engine's empty scene).
    @Test func aLayoutsCrashLeavesThePageOnTheRestoredScene() async throws {
        let setup = await EngineFaultTests.setUp + "; param in query"
        guard let (session, browser) = try await Self.openPage(setup: setup, arguments: ["--keep-going"]) else { return }
        defer { browser.close() }
        let drawnPaths = "[...document.querySelectorAll('#elements [data-index-path]')].map(e => e.dataset.indexPath).sort().join(' ')"
        let before = try #require(try await browser.evaluate(drawnPaths) as? String)
        let lastPiece = Int(try #require(try await browser.evaluate("layoutbenchLive.recent[layoutbenchLive.recent.length - 1].seq") as? Double))
        _ = await session.run("param fault segv")
        await session.wait(for: "error: faulty crashed (SIGSEGV, a bad memory access)", in: \.stderr)
        try await browser.waitUntil("layoutbenchLive.recent.some(b => b.reset && b.seq > \(lastPiece)) && layoutbenchLive.idle() && layoutbenchLive.listed()")
        let after = try #require(try await browser.evaluate(drawnPaths) as? String)
        #expect(!before.isEmpty && after == before, "before the crash: \(before); after: \(after)")
        // The first piece after the crash is the one that drew the scene anew, every element in it.
        let pieces = try #require(
            try await browser.evaluate(
                "layoutbenchLive.recent.filter(b => b.seq > \(lastPiece)).map(b => [b.reset ? 1 : 0, b.changed])") as? [[Double]])
        #expect(pieces.first == [1, Double(before.split(separator: " ").count)], "pieces after the crash (reset, elements): \(pieces)")
        try await expectDrawnMatchesAttributes(session, browser)
        browser.close()
        _ = await session.finish()
    }

    /// Every visible element of `attrs --json` is drawn, placed at its centre, and nothing else.
    func expectDrawnMatchesAttributes(_ session: LiveSession, _ browser: HeadlessBrowser) async throws {
        let answer = try #require(Self.json(await session.run("attrs --json")))
        let elements = try #require(answer["elements"] as? [[String: Any]])
        var expected: [String: [Double]] = [:]
        for element in elements {
            let path = try #require(element["indexPath"] as? [Int])
            let frame = try #require(element["frame"] as? [Double])
            expected["\(element["category"]!) \(path[0])-\(path[1])"] = try #require(element["center"] as? [Double]) + frame.suffix(2)
        }
        try await browser.waitUntil("layoutbenchLive.idle() && layoutbenchLive.listed()")
        // The offset the content was drawn from: the session's, to whole device pixels, so within
        // half a device pixel of it.
        let shown = try #require(try await browser.evaluate("[...layoutbenchLive.drawnOrigin(), ...layoutbenchLive.offset(), devicePixelRatio]") as? [Double])
        try #require(shown.count == 5)
        #expect(abs(shown[0] - shown[2]) <= 0.5 / shown[4] && abs(shown[1] - shown[3]) <= 0.5 / shown[4], "shown at \(shown)")
        // Where the screen shows each element, as the page lists its visible elements when the
        // scene rests: its centre on the screen plus that offset, and its size there (the frame's:
        // the transformed bounding box).
        let drawn = try #require(
            try await browser.evaluate(
                """
                [...document.querySelectorAll('#elements [data-index-path]')].map(e => {
                  const [x, y, w, h] = e.dataset.frame.split(' ').map(Number);
                  return [e.dataset.category + ' ' + e.dataset.indexPath, `${x + \(shown[0])} ${y + \(shown[1])} ${w} ${h}`];
                })
                """) as? [[String]])
        var seen: [String: [Double]] = [:]
        for pair in drawn { seen[pair[0]] = pair[1].split(separator: " ").compactMap { Double($0) } }
        #expect(Set(seen.keys) == Set(expected.keys), "drawn \(seen.keys.sorted()) vs attrs \(expected.keys.sorted())")
        for (key, place) in expected {
            #expect(seen[key].map { zip($0, place).allSatisfy { abs($0 - $1) < 0.01 } } == true, "\(key): drawn at \(seen[key] ?? []), attrs \(place)")
        }
    }

    /// Screenshots at two moments: the first cell where attrs puts it, then, after `offset 0 120`,
    /// the cell that has scrolled under that spot.
    @Test func screenshotsShowTheCellsWhereTheSessionPutsThem() async throws {
        guard let (session, browser) = try await Self.openPage() else { return }
        defer { browser.close() }
        let rect = try #require(
            try await browser.evaluate("(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.x, r.y]; })()") as? [Double])
        let shots = NSTemporaryDirectory() + "layoutbench-live-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        // Cell 0-0 spans 0…50 both ways: (10, 10), clear of its label, is cell blue, and the gap
        // right of it (x 50…68) is the content's white.
        var png = try Self.png(try await browser.screenshot(), in: shots, "top")
        #expect(png[Int(rect[0] + 10), Int(rect[1] + 10)].isClose(to: "#8ab4f8", tolerance: 10), "\(png[Int(rect[0] + 10), Int(rect[1] + 10)]) at \(rect)")
        #expect(png[Int(rect[0] + 59), Int(rect[1] + 25)].isClose(to: "#ffffff", tolerance: 10))
        // offset 0 120: rows start every 60 points, so row 2 (y 120…170) is now at the top: view
        // (10, 10) is content (10, 130), inside it.
        _ = await session.run("offset 0 120")
        try await browser.waitUntil("layoutbenchLive.offset().join(' ') === '0 120' && layoutbenchLive.idle()")
        try await Task.sleep(for: .milliseconds(100))
        png = try Self.png(try await browser.screenshot(), in: shots, "scrolled")
        #expect(png[Int(rect[0] + 10), Int(rect[1] + 10)].isClose(to: "#8ab4f8", tolerance: 10), "\(png[Int(rect[0] + 10), Int(rect[1] + 10)])")
        // Between rows: view y 55 is content y 175, in the 170…180 gap.
        #expect(png[Int(rect[0] + 25), Int(rect[1] + 55)].isClose(to: "#ffffff", tolerance: 10), "\(png[Int(rect[0] + 25), Int(rect[1] + 55)])")
        browser.close()
        _ = await session.finish()
    }

    /// 127.0.0.1 only, and nothing without the token: the page, the socket upgrade, another Host.
    @Test func requestsWithoutTheTokenAreRefused() async throws {
        let session = try Self.session()
        let address = try await Self.address(session)
        let port = try #require(Int(address.split(separator: ":")[2].prefix { $0.isNumber }))
        let token = String(address.split(separator: "=").last!)
        let upgrade = "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        #expect(try Self.status(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n") == 403)
        #expect(try Self.status(port, "GET /?token=0000 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n") == 403)
        #expect(try Self.status(port, "GET /?token=\(token) HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n") == 403)
        #expect(try Self.status(port, "GET /socket HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(upgrade)\r\n") == 403)
        #expect(try Self.status(port, "GET /socket?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://evil.example\r\n\(upgrade)\r\n") != 101)
        // With the token: the page, and the socket from the page's own origin.
        #expect(try Self.status(port, "GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n") == 200)
        #expect(
            try Self.status(port, "GET /socket?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n\(upgrade)\r\n") == 101
        )
        // `view off` stops it: the port no longer answers.
        _ = await session.run("view off")
        #expect(throws: (any Error).self) { try Self.status(port, "GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n") }
        #expect(await session.finish() == 0, "\(session.stderr)")
    }

    /// A page runs no command with a file (`drag … --svg FILE` would replace any file the user
    /// can write) and nothing that is not printable text; its socket is closed on a frame a
    /// client may not send (unmasked, RSV bits set: RFC 6455 §5.1, §5.2); two Host headers are
    /// refused.
    @Test func thePageKeepsToTheViewAndTheProtocol() async throws {
        let session = try Self.session()
        defer { session.end() }
        let address = try await Self.address(session)
        let port = try #require(Int(address.split(separator: ":")[2].prefix { $0.isNumber }))
        let token = String(address.split(separator: "=").last!)
        _ = await session.run("items 60; use flow")
        let client = try #require(RawPageClient(address: address))
        let target = Executable.temporaryWorkspace() + "/written.svg"
        let socket = try client.socket()
        let isDone = { (message: String) in message.contains(#""type":"done""#) }
        // Quoted, the option is the same word once the line is split as it runs.
        for line in [
            "drag 0 -100 --svg \(target)", "drag 0 10 \"--svg\" \(target)", "drag 0 10 '--svg' \(target)",
            "drag 0 10 --s\"\"vg \(target)", "scroll 0 10\u{1B}[2J"
        ] {
            let escaped = String(data: try JSONSerialization.data(withJSONObject: ["do": line]), encoding: .utf8)!
            try socket.send(escaped)
            let done = try socket.receive(until: isDone).last ?? ""
            #expect(done.contains(#""ok":false"#), "\(line): \(done)")
        }
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(!session.stdout.contains("\u{1B}[2J") && !session.stderr.contains("\u{1B}[2J"))
        // An unmasked frame, then a masked one with RSV1 set: each closes its socket (what the
        // session sent every page meanwhile may come first).
        func closes(_ socket: RawPageClient.Socket) -> Bool {
            for _ in 0..<200 {
                do { _ = try socket.receive() } catch { return "\(error)".contains("closed") }
            }
            return false
        }
        let unmasked = try client.socket()
        try unmasked.sendFrame([0x81, 0x02] + Array("{}".utf8))
        #expect(closes(unmasked))
        let reserved = try client.socket()
        try reserved.sendFrame([0xC1, 0x82, 0, 0, 0, 0] + Array("{}".utf8))
        #expect(closes(reserved))
        // A frame of a reserved opcode (3) closes it too (1002): no extension defines one here.
        let reservedOpcode = try client.socket()
        try reservedOpcode.sendFrame([0x83, 0x80, 0, 0, 0, 0])
        #expect(closes(reservedOpcode))
        // A text message that is not UTF-8 closes the socket too (1007).
        let invalid = try client.socket()
        try invalid.sendFrame([0x81, 0x82, 0, 0, 0, 0, 0xFF, 0xFE])
        #expect(closes(invalid))
        #expect(try Self.status(port, "GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\n\r\n") == 403)
        // Fragments (RFC 6455 §5.4): a continuation with no message begun closes the socket
        // (1002) and runs nothing; a binary message's continuation is binary, not a command.
        let command = Array(#"{"do":"items 7"}"#.utf8)
        let lone = try client.socket()
        try lone.sendFrame([0x80, 0x80 | UInt8(command.count), 0, 0, 0, 0] + command)
        #expect(closes(lone))
        let binary = try client.socket()
        try binary.sendFrame([0x02, 0x80 | 3, 0, 0, 0, 0] + command.prefix(3))
        try binary.sendFrame([0x80, 0x80 | UInt8(command.count - 3), 0, 0, 0, 0] + command.dropFirst(3))
        let state = await session.run("state --json")
        #expect(!state.contains(#""sections":[7]"#), "\(state.prefix(300))")
        // No more than the connection limit stay open at once.
        var held: [Int32] = []
        defer { held.forEach { close($0) } }
        for _ in 0..<80 {
            guard let fd = client.connection() else { break }
            held.append(fd)
        }
        // The closes of connections past the limit arrive.
        _ = await eventually(timeout: .seconds(10)) { held.filter(RawPageClient.isOpen).count <= 64 }
        let open = held.filter(RawPageClient.isOpen).count
        #expect(open <= 64, "\(open) of \(held.count) connections open")
        // Held without the token, they keep no page out: the oldest of them makes room.
        let page = try client.socket()
        #expect(try !page.receive().isEmpty)
    }

    /// A page that loads is given the scene in its HTML, numbered; when its socket opens saying
    /// it holds the last piece sent, it is sent nothing more; when a command ran between (a
    /// piece it never got), it is given the whole scene again, a reset, before anything else.
    @Test func aPageThatHoldsTheLastPieceIsNotSentTheSceneAgain() async throws {
        let session = try Self.session()
        defer { session.end() }
        let address = try await Self.address(session)
        _ = await session.run("items 60; use flow")
        let client = try #require(RawPageClient(address: address))
        func scene(_ html: String) throws -> Int {
            let range = try #require(html.range(of: #"\{"seq":\d+,"type":"batch""#, options: .regularExpression), "no numbered scene in the page")
            return try #require(Int(html[range].dropFirst(7).prefix { $0.isNumber }))
        }
        // The first question a page asks as its socket opens; anything sent for the connection
        // comes before its answer.
        let ask = #"{"ask":"state","id":1}"#
        let isAnswer = { (message: String) in message.contains(#""type":"answer""#) }

        // Loaded, then a command, then connected with the scene it loaded: it missed a piece.
        let stale = try scene(client.page())
        _ = await session.run("offset 0 100")
        let first = try client.socket(query: "&scene=\(stale)")
        try first.send(ask)
        let before = try first.receive(until: isAnswer).dropLast()
        #expect(before.count == 1 && before.first?.contains(#""reset":true"#) == true, "\(before.map { $0.prefix(80) })")

        // Loaded and connected with nothing run between: only the answer comes.
        let current = try scene(client.page())
        #expect(current > stale)
        let second = try client.socket(query: "&scene=\(current)")
        try second.send(ask)
        let messages = try second.receive(until: isAnswer)
        #expect(messages.count == 1, "\(messages.map { $0.prefix(80) })")
    }

    /// A page that loads and never opens its socket is fed until it has had `connectWait`
    /// (10 s; 1 s here) to connect; after that a command sends no piece.
    @Test func aPageThatNeverConnectsIsNoLongerFed() async throws {
        let session = try Self.session(environment: ["LAYOUTBENCH_VIEW_CONNECT_WAIT": "1"])
        defer { session.end() }
        let address = try await Self.address(session)
        _ = await session.run("items 60; use flow")
        let client = try #require(RawPageClient(address: address))
        func piecesSent() async throws -> Int {
            let status = await session.run("view status")
            let range = try #require(status.range(of: #"pieces sent: \d+"#, options: .regularExpression), "\(status)")
            return try #require(Int(status[range].dropFirst("pieces sent: ".count)))
        }
        _ = try client.page()
        // The scene in the page, then the offset's frame, waiting for the page (in one piece, or
        // in two when the frame took the engine longer than a piece's millisecond: the frame as
        // computed, then the command's end).
        _ = await session.run("offset 0 100")
        let fed = try await piecesSent()
        #expect(fed == 2 || fed == 3)
        #expect(await session.run("view status").contains("a page loaded and has not connected yet"))
        #expect(
            await eventually(timeout: .seconds(30), every: .milliseconds(100)) {
                await session.run("view status").contains("a page loaded and never connected: no longer fed")
            })
        _ = await session.run("offset 0 200")
        #expect(try await piecesSent() == fed)
    }

    /// `view` where no front end serves it (a layout test's engine) and bad arguments: one line each.
    @Test func badViewCommandsAreOneLineErrors() async throws {
        let run = try await Executable.run(["-c", "view sideways"])
        #expect(run.status == 1)
        #expect(run.errors.contains("error: view takes on, off or status, not 'sideways'"), "\(run.stderr)")
        let off = try await Executable.run(["-c", "view off"])
        #expect(off.errors.contains("error: the live view is not being served"), "\(off.stderr)")
        let flag = try await Executable.run(["-c", "view --now"])
        #expect(flag.status == 1 && flag.errors.split(separator: "\n").count == 1, "\(flag.stderr)")
    }

    /// `layoutbench --view` with the bundled plugins, fed through a pipe.
    static func session(plugins: String = Executable.plugins, arguments: [String] = [], environment: [String: String] = [:]) throws -> LiveSession {
        try LiveSession(
            plugins: plugins, arguments: ["--view"] + arguments,
            environment: ["LAYOUTBENCH_NO_BROWSER": "1", "NO_COLOR": "1"].merging(environment) { $1 })
    }

    static func json(_ text: String) -> [String: Any]? {
        text.split(separator: "\n").last { $0.hasPrefix("{") }.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    static func png(_ data: Data, in folder: String, _ name: String) throws -> PNGImage {
        let path = folder + "/\(name).png"
        try data.write(to: URL(fileURLWithPath: path))
        return try PNGImage(contentsOf: path)
    }

    /// The status code of one raw HTTP request to 127.0.0.1:`port`.
    static func status(_ port: Int, _ request: String) throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw LiveSessionTimeout(description: "nothing listens on \(port)") }
        _ = request.withCString { write(fd, $0, strlen($0)) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(fd, &buffer, buffer.count)
        let line = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).split(separator: "\r\n").first ?? ""
        guard let code = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { throw LiveSessionTimeout(description: "no answer: \(line)") }
        return code
    }
}

extension LiveViewTests {
    /// The README's picture without a display: `chromium --headless --screenshot` of the address
    /// shows the session's cells. Flow's 50-point cells, 30 of them (five rows of six), are cell
    /// blue inside: at one device pixel a point, at least 30 · 40 · 40 = 48,000 blue pixels once
    /// a 5-point margin for borders and the label's text is left out of each.
    @Test func aHeadlessScreenshotOfTheAddressShowsTheSession() async throws {
        guard let chromium = HeadlessBrowser.executable else {
            Issue.record("chromium is missing: .ci/setup installs it")
            return
        }
        let session = try Self.session()
        let address = try await Self.address(session)
        _ = await session.run("items 30; use flow", timeout: 300)
        let picture = Executable.temporaryWorkspace() + "/view.png"
        let shot = try await Executable.shell(
            "'\(chromium)' --headless --no-sandbox --disable-gpu --screenshot='\(picture)' --window-size=1000,1000 '\(address)' 2>&1")
        #expect(shot.status == 0, "\(shot.stdout)")
        let png = try PNGImage(contentsOf: picture)
        var blue = 0
        for y in 0..<png.height { for x in 0..<png.width where png[x, y].isClose(to: "#8ab4f8", tolerance: 10) { blue += 1 } }
        #expect((48_000...75_000).contains(blue), "\(blue) cell-blue pixels (30 cells of 50 · 50 = 75,000 at most)")
        _ = await session.finish()
    }
}
