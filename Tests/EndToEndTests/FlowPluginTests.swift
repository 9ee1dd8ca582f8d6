import Foundation
import Testing

/// The Flow plugin through the real executable. Every expected number is worked by hand from
/// UIKit's flow rules (docs/uikit-rules.md §3) or the plugin's documented formulas, arithmetic beside it.
struct FlowPluginTests {
    @Test func parametersTakeUIKitNamesAndInsetsText() async throws {
        let run = try await Seed.run(
            """
            use flow; param sectionInset 10,12,14,12; param scrollDirection horizontal; \
            param headerReferenceSize 40x390; param sectionHeadersPinToVisibleBounds true; params --json
            """)
        let parameters = run.json.objects("parameters")
        func value(_ name: String) -> String? { parameters.first { $0["name"] as? String == name }?["value"] as? String }
        #expect(value("sectionInset") == "10,12,14,12")
        #expect(value("scrollDirection") == "horizontal")
        #expect(value("headerReferenceSize") == "40x390")
        #expect(parameters.first { $0["name"] as? String == "sectionInset" }?["type"] as? String == "insets")
        let bad = try await Executable.commands("use flow; param sectionInset 1,2,3")
        #expect(bad.status == 1)
        #expect(bad.errors.hasPrefix("error: sectionInset takes insets like 10,12,14,12, not '1,2,3'"))
    }

    /// 20 items of 50×50 in 390: 6 a line (6·50 + 5·10 = 350 ≤ 390, 7 need 410); justified gap
    /// (390 − 300)/5 = 18, so x = 0, 68, 136, 204, 272, 340; 4 lines → content 4·50 + 3·10 = 230.
    @Test func defaultsGiveUIKitsGrid() async throws {
        let json = try await Seed.run("use flow; attrs --json").json
        #expect(json.numbers("contentSize") == [390, 230])
        let xs = json.objects("elements").prefix(6).map { $0.numbers("frame")[0] }
        #expect(xs == [0, 68, 136, 204, 272, 340])
        // Items 18 and 19 on the last line keep the first two columns, at y 3·60 = 180.
        Seed.expect(Seed.element("cell 19", in: json), "item 19", frame: [68, 180, 50, 50])
    }

    /// Two sections of 12 (100×100, 3 a line), headers 50: section 0 spans 0…480 (50 + 4·100 + 3·10).
    @Test func pinnedHeadersHoldThenHandOff() async throws {
        let setup =
            "use flow; items 12 12; size 390x400; param itemSize 100x100; param headerReferenceSize 0x50; "
            + "param sectionHeadersPinToVisibleBounds true"
        let documents = await Seed.documents(try Seed.run(setup + "; offset 0 300; attrs --json; offset 0 460; attrs --json"))
        // 300: min(max(300, 0), 480 − 50) = 300.
        Seed.expect(Seed.element("header 0", in: documents[0]), "header 0 at 300", frame: [0, 300, 390, 50], zIndex: 10)
        // 460: min(max(460, 0), 430) = 430; section 1's header at its natural 480 (max(460, 480)).
        let at460 = documents[1].objects("elements").filter { ($0["kind"] as? String) == Seed.sectionHeader }
        #expect(at460.map { $0.numbers("frame")[1] } == [430, 480])
    }

    /// flow-sized cycles 60×60, 120×60, 90×90. Line 1: 60 + 120 + 90 + 60 + 3·10 = 360 ≤ 390, a
    /// fifth (120) needs 490: 4 items, justified gap (390 − 330)/3 = 20 → x 0, 80, 220, 330; the
    /// line is 90 thick, so 60-high items sit at (90 − 60)/2 = 15.
    @Test func delegateSizesAreJustifiedAndCentredAcrossTheLine() async throws {
        let json = try await Seed.run("use flow-sized; items 9; attrs --json").json
        Seed.expect(Seed.element("cell 0", in: json), "item 0", frame: [0, 15, 60, 60])
        Seed.expect(Seed.element("cell 1", in: json), "item 1", frame: [80, 15, 120, 60])
        Seed.expect(Seed.element("cell 2", in: json), "item 2", frame: [220, 0, 90, 90])
        Seed.expect(Seed.element("cell 3", in: json), "item 3", frame: [330, 15, 60, 60])
        // Last line (items 7, 8: 120 + 10 + 90 = 220) left-aligned at y 2·(90 + 10) = 200:
        // 7 at x 0, y 200 + 15; 8 at 130, y 200.
        Seed.expect(Seed.element("cell 7", in: json), "item 7", frame: [0, 215, 120, 60])
        Seed.expect(Seed.element("cell 8", in: json), "item 8", frame: [130, 200, 90, 90])
    }

    /// Tags: 20 + 9 per character wide, 32 high, insets 16, spacing 8. "swift" (5) = 65,
    /// "uikit" 65, "layout" (6) 74, "flow" (4) 56: 65 + 8 + 65 + 8 + 74 + 8 + 56 = 284 ≤ 358
    /// (390 − 32); "collection" (10, 110) would make 402: a new line. Left-aligned: x 16, 89, 162, 244.
    @Test func tagCloudLinesAreLeftAligned() async throws {
        let tags = Executable.packageRoot + "/workspace/snapshots/tags.json"
        let json = try await Seed.run("snapshot load \(tags); apply; use flow-tags; attrs --json").json
        Seed.expect(Seed.element("cell 0", in: json), "swift", frame: [16, 16, 65, 32])
        Seed.expect(Seed.element("cell 1", in: json), "uikit", frame: [89, 16, 65, 32])
        Seed.expect(Seed.element("cell 2", in: json), "layout", frame: [162, 16, 74, 32])
        Seed.expect(Seed.element("cell 3", in: json), "flow", frame: [244, 16, 56, 32])
        // "collection" starts line 2 at the left inset, 16 + 32 + 8 = 56 down.
        Seed.expect(Seed.element("cell 4", in: json), "collection", frame: [16, 56, 110, 32])
    }

    /// Cards 0.7·390 = 273 wide, 0.6·844 = 506.4 high, insets (390 − 273)/2 = 58.5 each side,
    /// spacing 16: card i's centre x = 58.5 + 136.5 + 289·i = 195 + 289·i.
    @Test func carouselScalesByDistanceAndSnapsToACard() async throws {
        let documents = await Seed.documents(try Seed.run("use flow-carousel; items 10; attrs --json; velocity 1500 0; fling --json; attrs --json"))
        // Card 0 is centred (scale 1); card 1 is 289 ≥ 273 away: scale 0.8, alpha 0.5.
        Seed.expect(Seed.element("cell 0", in: documents[0]), "card 0", center: [195, 422], alpha: 1)
        Seed.expect(Seed.element("cell 1", in: documents[0]), "card 1", center: [484, 422], alpha: 0.5)
        // The release rests where a card's centre meets the bounds' centre: offset 289·k.
        let end = documents[1].numbers("end")
        #expect(end.count == 2 && (end[0] / 289).rounded() * 289 == end[0] && end[0] > 0)
        let centred = Int(end[0] / 289)
        Seed.expect(Seed.element("cell \(centred)", in: documents[2]), "centred card", center: [195 + 289 * Double(centred), 422], alpha: 1)
    }

    /// Estimated 100×50; S0-1 reports 100×80 through the preferred-attributes path. Sizes now
    /// differ: line 0 (3 items, 320 ≤ 390) is 80 thick and justified with gaps (390 − 300)/2 = 45;
    /// the 50-high items sit at (80 − 50)/2 = 15; item 3 starts the last line at 80 + 10 = 90.
    @Test func selfSizedCellsReflowThroughTheHost() async throws {
        let json = try await Seed.run("use flow; items 4; param estimatedItemSize 100x50; snapshot size S0-1 100x80; apply; attrs --json").json
        Seed.expect(Seed.element("cell 0", in: json), "item 0", frame: [0, 15, 100, 50])
        Seed.expect(Seed.element("cell 1", in: json), "item 1", frame: [145, 0, 100, 80])
        Seed.expect(Seed.element("cell 2", in: json), "item 2", frame: [290, 15, 100, 50])
        Seed.expect(Seed.element("cell 3", in: json), "item 3", frame: [0, 90, 100, 50])
        #expect(json.numbers("contentSize") == [390, 140])
    }

    @Test func theTourRuns() async throws {
        let run = try await Executable.run(
            ["run", Executable.packageRoot + "/workspace/scripts/flow.lbs"],
            workspace: Executable.packageRoot + "/workspace")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.stdout.contains("== Carousel (flow-carousel) =="))
    }

    /// A horizontal flow layout with items of different sizes spaces its columns by
    /// minimumInteritemSpacing and the items in a column by minimumLineSpacing, as devices do
    /// (Apple Developer Forums thread 766161, 2024; Open Radar 47732322, iOS 12.1; UIKit's
    /// _UIFlowLayoutSection swaps the two on its variable-size path). Widths 60, 80, 100, each
    /// 800 high, one to a column of 844 (800 + 30 + 800 > 844): x 0, 0 + 60 + 5 = 65,
    /// 65 + 80 + 5 = 150. Equal sizes keep the documented spacing: 0, 60 + 30 = 90, 180.
    /// It also warns, once, when an item is longer than a line holds, in UIKit's words.
    @Test func horizontalColumnsOfDifferentSizesAreInteritemApart() async throws {
        let run = try await Seed.run(
            """
            items 3; use flow-sized; param scrollDirection horizontal; param minimumLineSpacing 30; \
            param minimumInteritemSpacing 5; param itemSizes 60x800,80x800,100x800; attrs --json; \
            param itemSizes 60x800,60x800,60x800; attrs --json
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let documents = Seed.documents(run)
        #expect(documents[0].objects("elements").map { $0.numbers("frame")[0] } == [0, 65, 150])
        #expect(documents[1].objects("elements").map { $0.numbers("frame")[0] } == [0, 90, 180])
        // An item taller than the view (900 > 844) leaves that path's first column empty: the
        // columns start one gap in, x 5, 5 + 60 + 5 = 70, 70 + 80 + 5 = 155 (the forum thread's
        // "applied to the left side of the first cell"; UIKit's variable-size path).
        let tall = try await Seed.run(
            """
            items 3; use flow-sized; param scrollDirection horizontal; param minimumLineSpacing 30; \
            param minimumInteritemSpacing 5; param itemSizes 60x900,80x800,100x800; attrs --json
            """)
        #expect(Seed.documents(tall)[0].objects("elements").map { $0.numbers("frame")[0] } == [5, 70, 155])
        let long = try await Seed.run("items 3; use flow; param itemSize 400x50; attrs; param itemSize 401x50; attrs")
        let warnings = long.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: The behavior of the UICollectionViewFlowLayout is not defined") }
        #expect(warnings.count == 1, "\(long.stderr)")
        #expect(
            warnings.first?.contains("the item width must be less than the width of the UICollectionView minus the section insets left and right values")
                == true)
    }
}
