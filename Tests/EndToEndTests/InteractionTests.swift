import Foundation
import Testing

/// The last UIKit behaviours of the second fidelity pass: layoutIfNeeded, the display
/// scale's pixel grid, layout transitions, interactive moves and self-sizing supplementary views.
struct InteractionTests {
    /// The call-order layout's log since the previous read, from document `index`.
    static func calls(_ run: Executable.Run, _ index: Int) -> String {
        guard run.documents.indices.contains(index) else { return "?" }
        return ((run.documents[index] as? [String: Any])?.object("element").object("custom")["calls"] as? String) ?? "?"
    }

    static let read = "supplementary calls 0 0 --json"

    /// collectionView.layoutIfNeeded() runs the pass before it returns (prepare, the content size,
    /// the rect, then the setter goes on); inside prepare() it does nothing, as UIKit does not
    /// re-enter layoutSubviews.
    @Test func layoutIfNeededRunsThePassAtOnce() async throws {
        let run = try await Seed.run("use call-order; \(Self.read); param passNow true; \(Self.read); state --json")
        let pass = "prepare collectionViewContentSize layoutAttributesForElements(in:)"
        // The setter's pass comes before "layoutIfNeeded returned"; one prepare only (the call in
        // prepare() did not nest another); then the host's own invalidation for `param`.
        #expect(
            Self.calls(run, 1)
                == "invalidateLayout() invalidateLayout(with:) \(pass) layoutIfNeeded returned invalidateLayout() invalidateLayout(with:) \(pass)")
        #expect(run.json["layoutValid"] as? Bool == true)
    }

    /// UIScrollView sets offsets on the pixel grid: at 2x, 100.3 is 100.5 (201 pixels); at 3x
    /// 100.3 is 301/3 = 100.333; at 1x it is 100.
    @Test func offsetsSitOnThePixelGridOfTheDisplayScale() async throws {
        func offset(_ commands: String) async throws -> Double {
            try await Seed.run("items 40; use table; \(commands); state --json").json.numbers("contentOffset").last ?? .nan
        }
        await #expect(try offset("scale 2; offset 0 100.3") == 100.5)
        await #expect(abs(try offset("offset 0 100.3") - 301.0 / 3) < 1e-9)
        await #expect(try offset("scale 1; offset 0 100.3") == 100)
        // Changing the scale moves the offset onto the new grid: 100.5 at 2x is 100 or 101 at 1x
        // (100.5 rounds away from zero to 101).
        await #expect(try offset("scale 2; offset 0 100.3; scale 1") == 101)
        let state = try await Seed.run("device iphone-se; state --json").json
        #expect(state["displayScale"] as? Double == 2)  // the SE's screen is 2x
        let refused = try await Executable.commands("scale 4; state --json")
        #expect(refused.status != 0 && refused.stderr.contains("scale takes 1, 2 or 3"))
    }

    /// `use LAYOUT --transition`: prepareForTransition(to:) on the old layout, (from:) on the new
    /// (the real object when both come from one plugin), the new one prepared, frames of
    /// interpolation, finalizeLayoutTransition() on both, then the new layout installed.
    @Test func aTransitionCallsBothLayoutsInUIKitsOrder() async throws {
        let run = try await Seed.run("items 10; use call-order; \(Self.read); use call-order --transition 50; \(Self.read)")
        let new = Self.calls(run, 1)
        #expect(
            new.hasPrefix(
                "prepareForTransition(from:CallOrderLayout) invalidateLayout() invalidateLayout(with:) prepare collectionViewContentSize layoutAttributesForElements(in:)"
            ))
        #expect(new.contains("finalizeLayoutTransition invalidateLayout() invalidateLayout(with:) prepare"))  // installed: prepared again, as UIKit may
        // 50 ms at 120 fps is 6 frames; 10 rows of 100 in 844: rows 0…8 show, in both layouts.
        #expect(run.stdout.contains("6 frames over 50 ms"))
        #expect(run.stdout.contains("elements: 9 in both, 0 only in call-order (fade out), 0 only in call-order (fade in)"))
        // A layout from another plugin gets a stand-in of the base class.
        let across = try await Seed.run("items 10; use table; use call-order --transition 50; \(Self.read)")
        #expect(Self.calls(across, 0).hasPrefix("prepareForTransition(from:UICollectionViewLayout)"))
    }

    /// The table's rows are 300 tall; dragging item 0-0 from its centre (195, 150) to (195, 700)
    /// over 300 ms at 120 fps is 36 frames, y_k = 150 + 550·k/36. UIKit's default target is the
    /// cell under the finger: row 1 (300…600) from y ≥ 300, k ≥ 150·36/550 = 9.8 → frame 10
    /// (y = 302.78); row 2 from y ≥ 600, k ≥ 450·36/550 = 29.5 → frame 30. Dropped there, the data
    /// source moves S0-0 to index 2.
    @Test func anInteractiveMoveReordersAsTheFingerCrossesCells() async throws {
        let run = try await Seed.run("items 10; use table; move-item 0 0 195 700; snapshot show --json")
        #expect(run.stdout.contains("frame 10: target 0-1 at 195 302.78"))
        #expect(run.stdout.contains("frame 30: target 0-2 at 195 608.33"))
        // The default moving attributes: centred on the finger, zIndex Int.max.
        #expect(run.stdout.contains("moving at the last frame: center 195 700, size 390x300, alpha 1, zIndex Int.max"))
        let items = (run.json.objects("sections").first?["items"] as? [String]) ?? []
        #expect(items.prefix(4) == ["S0-1", "S0-2", "S0-0", "S0-3"])
        // Cancelled, everything goes back.
        let cancelled = try await Seed.run("items 10; use table; move-item 0 0 195 700 --cancel; snapshot show --json")
        #expect(((cancelled.json.objects("sections").first?["items"] as? [String]) ?? []).prefix(3) == ["S0-0", "S0-1", "S0-2"])
        // The layout sees each step's context and the ending one: rows of 100 here, from (195, 50)
        // to (50, 250) over 100 ms = 12 frames, y_k = 50 + 200·k/12: row 1 from k = 3 (y = 100),
        // row 2 from k = 9 (y = 200).
        let log = try await Seed.run("items 10; use call-order; \(Self.read); move-item 0 0 50 250 100; \(Self.read)")
        let steps = Self.calls(log, 1).components(separatedBy: " ").filter {
            $0.hasPrefix("targetIndexPath") || $0.hasPrefix("moving") || $0.hasPrefix("ending")
        }
        #expect(steps == ["targetIndexPath(0→1)", "moving([0]→[1]", "targetIndexPath(1→2)", "moving([1]→[2]", "ending([2])"])
        #expect(Self.calls(log, 1).contains("moving([0]→[1] at 100)"))
        let missing = try await Executable.commands("items 10; use table; move-item 0 10 1 1")
        #expect(missing.status != 0 && missing.stderr.contains("no item at 0-10"))
    }

    /// A compositional header with an estimated height (44) takes its self-sized height: 80 from
    /// `snapshot size-view`, so the section's first cell moves from y 44 to y 80.
    @Test func supplementaryViewsSelfSize() async throws {
        let kind = "section-header-element-kind"
        let run = try await Seed.run(
            "use comp-pinned; items 3 3; item 0 0 --json; snapshot size-view \(kind) S0 390x80; apply; "
                + "supplementary \(kind) 0 0 --json; item 0 0 --json")
        let documents = Seed.documents(run)
        #expect(documents[0].object("element").numbers("frame") == [10, 44, 370, 44])
        #expect(documents[documents.count - 2].object("element").numbers("frame") == [10, 0, 370, 80])  // the width is not estimated
        #expect(documents[documents.count - 1].object("element").numbers("frame") == [10, 80, 370, 44])
        // A snapshot file keeps them: exported, loaded into a fresh session, applied, the header is 80 again.
        let file = NSTemporaryDirectory() + "view-sizes-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = try await Seed.run("items 3 3; snapshot size-view \(kind) S0 390x80; snapshot export \(file) --force")
        let loaded = try await Seed.run("use comp-pinned; snapshot load \(file); apply; supplementary \(kind) 0 0 --json")
        #expect(loaded.json.object("element").numbers("frame") == [10, 0, 370, 80])
    }
}
