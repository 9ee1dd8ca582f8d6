import CollectionLayout
import Foundation
import Testing
@_spi(Benchmarks) @testable import LayoutHost
@testable import Workbench
import Pictures
import WorkbenchTestSupport

/// The live view's feed: a command's frames as changes against what the page shows, shapes sent
/// once, nothing sent when nothing changed, and everything again after a reset.
struct LiveFeedTests {
    static func cell(_ item: Int, y: CGFloat, alpha: Double = 1) -> LayoutElement {
        LayoutElement(category: .cell, kind: nil, section: 0, item: item, center: CGPoint(x: 25, y: y), size: CGSize(width: 50, height: 50),
                      transform3D: CATransform3DIdentity, alpha: alpha, zIndex: 0, isHidden: false, custom: [])
    }

    static func pieces(_ bytes: [UInt8]?) throws -> [String: Any] {
        let data = Data(try #require(bytes))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func framesAreChangesAgainstWhatThePageShows() throws {
        let session = Session(options: .init(workspace: NSTemporaryDirectory() + "lb-live-feed-\(getpid())"), console: RecordingConsole())
        let feed = LiveFeed()
        var streamed: [[UInt8]] = []
        feed.send = { streamed.append($0) }
        feed.begin(["apply", "--animated"])
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        // Frame 1: two cells; frame 2: the first moves 10 down and fades to 0.5; frame 3: the
        // second leaves.
        feed.play([
            AnimatedSVG.Frame(time: 8, bounds: bounds, elements: [Self.cell(0, y: 25), Self.cell(1, y: 85)]),
            AnimatedSVG.Frame(time: 16, bounds: bounds, elements: [Self.cell(0, y: 35, alpha: 0.5), Self.cell(1, y: 85)]),
            AnimatedSVG.Frame(time: 24, bounds: bounds, elements: [Self.cell(0, y: 35, alpha: 0.5)]),
        ])
        let piece = try Self.pieces(feed.finish(session))
        #expect(streamed.isEmpty, "interpolated frames are made at once: one piece")
        #expect(piece["reset"] as? Bool == true && piece["last"] as? Bool == true && piece["piece"] as? Int == 0)
        #expect(piece["command"] as? String == "apply --animated")
        // One shape: a 50 × 50 cell whose label has 3 characters ("0-0", "0-1"), NUL for it.
        let shapes = try #require(piece["shapes"] as? [String])
        #expect(shapes.count == 1 && shapes[0].contains(">\u{0}<") && shapes[0].contains("width=\"50\""))
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

    @Test func measurementsAreNotPlayed() throws {
        let session = Session(options: .init(workspace: NSTemporaryDirectory() + "lb-live-feed-\(getpid())"), console: RecordingConsole())
        let feed = LiveFeed()
        _ = feed.keyframe(session)
        feed.begin(["profile"])
        feed.play([AnimatedSVG.Frame(time: 0, bounds: .zero, elements: [Self.cell(0, y: 25)])])
        #expect(feed.finish(session) == nil)
    }
}
