import CollectionLayout
import Foundation
import HostSupport
import Testing
@_spi(Benchmarks) @testable import LayoutHost
@testable import Workbench
import Pictures
import PropertyBased
import Synchronization
import WorkbenchTestSupport
import EngineProtocol

/// The live view's feed: a command's frames as changes against what the page shows, shapes sent
/// once, nothing sent when nothing changed, and everything again after a reset.
struct LiveFeedTests {
    static func cell(_ item: Int, y: CGFloat, alpha: Double = 1) -> LayoutElement {
        LayoutElement(
            category: .cell, kind: nil, section: 0, item: item, center: CGPoint(x: 25, y: y), size: CGSize(width: 50, height: 50),
            transform3D: CATransform3DIdentity, alpha: alpha, zIndex: 0, isHidden: false, custom: [])
    }

    static func pieces(_ piece: LivePiece?) throws -> [String: Any] {
        let data = Data(try #require(piece).json)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func framesAreChangesAgainstWhatThePageShows() async throws {
        let session = Session(options: .init(workspace: NSTemporaryDirectory() + "lb-live-feed-\(getpid())"), console: RecordingConsole())
        let feed = LiveFeed()
        let streamed = Mutex<[LivePiece]>([])
        feed.startSending { piece in streamed.withLock { $0.append(piece) } }
        feed.begin(["apply", "--animated"])
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        // Frame 1: two cells; frame 2: the first moves 10 down and fades to 0.5; frame 3: the
        // second leaves.
        let before = MonotonicClock.now()
        feed.play([
            AnimatedSVG.Frame(time: 8, bounds: bounds, elements: [Self.cell(0, y: 25), Self.cell(1, y: 85)]),
            AnimatedSVG.Frame(time: 16, bounds: bounds, elements: [Self.cell(0, y: 35, alpha: 0.5), Self.cell(1, y: 85)]),
            AnimatedSVG.Frame(time: 24, bounds: bounds, elements: [Self.cell(0, y: 35, alpha: 0.5)])
        ])
        let played = MonotonicClock.now()
        await pause(.milliseconds(20))
        let finished = try #require(feed.finish(session))
        // The piece is timed from its oldest frame's computation, not from when it was made.
        #expect(finished.computedAt >= before && finished.computedAt <= played)
        let piece = try Self.pieces(finished)
        let nothingStreamed = streamed.withLock { $0.isEmpty }
        #expect(nothingStreamed, "interpolated frames are made at once: one piece")
        #expect(piece["reset"] as? Bool == true && piece["last"] as? Bool == true && piece["piece"] as? Int == 0)
        #expect(piece["command"] as? String == "apply --animated")
        // One shape for the two 50 × 50 cells: the cell colours, and a label of three characters
        // ("0-0", "0-1") at min(12, 50·0.6, 50/(0.62·3 + 0.4)) = 12 points.
        let shapes = try #require(piece["shapes"] as? [[String: Any]])
        #expect(shapes.count == 1)
        #expect(shapes.first?["w"] as? Double == 50 && shapes.first?["h"] as? Double == 50)
        #expect(shapes.first?["fill"] as? String == "#8ab4f8" && shapes.first?["stroke"] as? String == "#1a73e8")
        #expect(shapes.first?["font"] as? Double == 12)
        let frames = try #require(piece["frames"] as? [[String: Any]])
        // Times from the first frame: 0, 8, 16; then the state the command left (the session has
        // no layout: nothing visible) at 16.
        #expect(frames.map { $0["t"] as? Double } == [0, 8, 16, 16])
        let added = try #require(frames[0]["add"] as? [[Any]])
        // [id, category, kind, path, shape, a, b, c, d, e, f, alpha, z]: e, f the centre.
        #expect(added.map { $0[3] as? String } == ["0-0", "0-1"])
        #expect(added[0].dropFirst(5).compactMap { ($0 as? NSNumber)?.doubleValue } == [1, 0, 0, 1, 25, 25, 1, 0])
        let moved = try #require(frames[1]["set"] as? [[Any]])
        #expect(moved.count == 1 && moved[0].compactMap { ($0 as? NSNumber)?.doubleValue } == [Double(added[0][0] as! Int), 1, 0, 0, 1, 25, 35, 0.5, 0])
        #expect(frames[1]["add"] == nil && frames[1]["del"] == nil)
        #expect((frames[2]["del"] as? [Int]) == [added[1][0] as! Int])
        #expect((frames[3]["del"] as? [Int]) == [added[0][0] as! Int])
        // A command that changes nothing sends nothing.
        feed.begin(["echo", "hi"])
        #expect(feed.finish(session) == nil)
        // A keyframe starts over: a reset, the shape table anew.
        let keyframe = try Self.pieces(feed.keyframe(session))
        #expect(keyframe["reset"] as? Bool == true)
    }

    /// The names a feed keeps (kinds and items of interpolated updates) are bounded: past
    /// `nameLimit` the command's piece draws everything anew and the table starts empty.
    @Test func aFeedThatKeptManyNamesStartsOver() throws {
        let session = Session(options: .init(workspace: NSTemporaryDirectory() + "lb-live-feed-\(getpid())"), console: RecordingConsole())
        let feed = LiveFeed()
        _ = feed.keyframe(session)
        feed.begin(["apply", "--animated"])
        let many = (0...LiveFeed.nameLimit).map { Self.cell($0, y: 25) }
        feed.play([AnimatedSVG.Frame(time: 0, bounds: CGRect(x: 0, y: 0, width: 390, height: 844), elements: many)])
        #expect(try Self.pieces(feed.finish(session))["reset"] as? Bool == true)
        feed.begin(["apply", "--animated"])
        feed.play([AnimatedSVG.Frame(time: 0, bounds: CGRect(x: 0, y: 0, width: 390, height: 844), elements: [Self.cell(0, y: 25)])])
        #expect(try Self.pieces(feed.finish(session))["reset"] as? Bool == false)
    }

    /// The view's description comes with a reset and with the first piece after it changed,
    /// not with every piece (the page keeps the last).
    @Test func theViewComesWhenItChanged() throws {
        let session = Session(options: .init(workspace: NSTemporaryDirectory() + "lb-live-feed-\(getpid())"), console: RecordingConsole())
        let feed = LiveFeed()
        #expect(try Self.pieces(feed.keyframe(session))["view"] != nil)
        func piece(_ y: CGFloat) throws -> [String: Any] {
            feed.begin(["apply", "--animated"])
            feed.play([AnimatedSVG.Frame(time: 0, bounds: CGRect(x: 0, y: 0, width: 390, height: 844), elements: [Self.cell(0, y: y)])])
            return try Self.pieces(feed.finish(session))
        }
        #expect(try piece(25)["view"] == nil)
        #expect(session.execute("size 844x390") == .succeeded)
        let resized = try #require(try piece(35)["view"] as? [String: Any])
        #expect(resized["size"] as? [Double] == [844, 390])
        #expect(try piece(45)["view"] == nil)
    }

    @Test func measurementsAreNotPlayed() throws {
        let session = Session(options: .init(workspace: NSTemporaryDirectory() + "lb-live-feed-\(getpid())"), console: RecordingConsole())
        let feed = LiveFeed()
        _ = feed.keyframe(session)
        feed.begin(["profile"])
        feed.play([AnimatedSVG.Frame(time: 0, bounds: .zero, elements: [Self.cell(0, y: 25)])])
        #expect(feed.finish(session) == nil)
    }

    /// Whatever frames come (elements arriving, leaving, changing places, moving, twice in one
    /// frame, hidden), the page that applies the feed's changes shows each frame exactly: every
    /// visible element once, at its first place's pose. The feed finds most elements by the last
    /// frame's order and hashes the rest; this holds both ways of finding to one answer.
    @Test func aPageApplyingTheChangesShowsEveryFrame() async throws {
        // An element: one of 24 (cells and headers of 3 sections), at one of 4 heights, hidden
        // or transparent now and then.
        let element = zip(Gen.int(in: 0...23), Gen.int(in: 0...3), Gen.int(in: 0...9)).map { which, place, look -> LayoutElement in
            LayoutElement(
                category: which < 18 ? .cell : .supplementary, kind: which < 18 ? nil : "header", section: which % 3, item: which / 3,
                center: CGPoint(x: 25, y: 25 + 60 * CGFloat(place)), size: CGSize(width: 50, height: 50),
                transform3D: CATransform3DIdentity, alpha: look == 0 ? 0 : 1, zIndex: 0, isHidden: look == 1, custom: [])
        }
        // Scrolling-like frames (the last frame's elements, a few dropped at the front and added
        // at the back), the very array of the frame before (as the view keeps it while the same
        // elements are on screen) and frames of anything.
        let frames = zip(element.array(of: 0...30).array(of: 1...12), Gen.int(in: 0...4).array(of: 12)).map { lists, drops in
            var made: [[LayoutElement]] = []
            for i in lists.indices {
                if i > 0 && drops[i] == 4 {
                    made.append(made[i - 1])
                } else {
                    made.append(i > 0 && drops[i] > 0 ? Array(lists[i - 1].dropFirst(drops[i])) + lists[i].prefix(3) : lists[i])
                }
            }
            return made
        }
        // Both ways frames come: interpolated (known by their items' names) and display frames
        // of the view (known by their keys; the pieces may stream while the frames come).
        let input = zip(frames, Gen.bool)
        await propertyCheck(count: 300, input: input) { frames, displayed in
            let session = Session(options: .init(workspace: NSTemporaryDirectory() + "lb-live-feed-\(getpid())"), console: RecordingConsole())
            let feed = LiveFeed()
            let pieces = Mutex<[LivePiece]>([])
            feed.startSending { piece in pieces.withLock { $0.append(piece) } }
            feed.begin(["apply", "--animated"])
            if displayed {
                let view = SimulatedCollectionView()
                for elements in frames {
                    view.visibleElements = elements
                    feed.displayFrame(view, milliseconds: 8, nanoseconds: 0)
                }
            } else {
                let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
                feed.play(frames.enumerated().map { AnimatedSVG.Frame(time: Double($0.offset) * 8, bounds: bounds, elements: $0.element) })
            }
            guard let last = feed.finish(session) else {
                Issue.record("no piece")
                return
            }
            let sent = (pieces.withLock { $0 } + [last]).flatMap { piece in ((try? Self.pieces(piece))?["frames"] as? [[String: Any]]) ?? [] }
            // What each frame shows, "category kind path" -> [a, b, c, d, e, f, alpha, z]; a frame
            // that shows what the one before did is not sent (the bounds stay); then the state the
            // command left: the session has no layout, so nothing (not sent either when the last
            // frame showed nothing already).
            var states: [[String: [Double]]] = []
            for elements in frames {
                var state: [String: [Double]] = [:]
                for e in elements where !e.isHidden && e.alpha > 0 {
                    let name = "\(e.category.rawValue) \(e.kind ?? "") \(e.pathText)"
                    if state[name] == nil { state[name] = [1, 0, 0, 1, Double(e.center.x), Double(e.center.y), 1, 0] }
                }
                if states.isEmpty || states.last != state { states.append(state) }
            }
            if states.last != [:] { states.append([:]) }
            #expect(sent.count == states.count)
            // The page: id -> its name and pose.
            var page: [Int: (name: String, pose: [Double])] = [:]
            func numbers(_ values: ArraySlice<Any>) -> [Double] { values.compactMap { ($0 as? NSNumber)?.doubleValue } }
            for (frame, state) in zip(sent, states) {
                for entry in frame["add"] as? [[Any]] ?? [] {
                    let id = entry[0] as! Int
                    #expect(page[id] == nil, "id \(id) added twice")
                    page[id] = ("\(entry[1]) \(entry[2]) \(entry[3])", numbers(entry[5...12]))
                }
                for entry in frame["set"] as? [[Any]] ?? [] { page[entry[0] as! Int]?.pose = numbers(entry[1...8]) }
                for id in frame["del"] as? [Int] ?? [] { #expect(page.removeValue(forKey: id) != nil, "id \(id) deleted but not shown") }
                let drawn = Dictionary(page.values.map { ($0.name, $0.pose) }, uniquingKeysWith: { a, _ in a })
                #expect(drawn.count == page.count, "an element drawn twice")
                #expect(drawn == state)
            }
        }
    }
}
