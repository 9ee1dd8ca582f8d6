import Foundation
import Testing

/// The Compositional plugin (seed 003's examples) through the real executable, each at two
/// sizes. Every expected number is worked by hand from UIKit's rules (docs/uikit-rules.md §4).
struct CompositionalPluginTests {
    func frames(_ json: [String: Any], category: String = "cell") -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for element in json.objects("elements") where element["category"] as? String == category {
            result[Seed.key(element)] = element.numbers("frame")
        }
        return result
    }

    /// 390 wide: items 0.2·390 = 78 square; 428 wide: 85.6. Five a row; 23 items → 5 rows.
    @Test(arguments: [(390.0, 78.0), (428.0, 85.6)])
    func grid(width: Double, side: Double) async throws {
        let json = try await Seed.run("size \(Int(width))x926; items 23; use comp-grid; attrs all --json").json
        Seed.expect(Seed.element("cell 4", in: json), "item 4", frame: [4 * side, 0, side, side])
        Seed.expect(Seed.element("cell 22", in: json), "item 22", frame: [2 * side, 4 * side, side, side])
        #expect(Seed.close(json.numbers("contentSize"), [width, 5 * side]))
    }

    /// Section 370 wide at 390 (410 at 430); the count-2 group inset 10 each side with 10 between:
    /// (370 − 30)/2 = 170 ((410 − 30)/2 = 190); x 20 and 20 + w + 10; rows every 54.
    @Test(arguments: [(390.0, 170.0), (430.0, 190.0)])
    func pairs(width: Double, itemWidth: Double) async throws {
        let json = try await Seed.run("size \(Int(width))x844; items 5; use comp-pair; attrs --json").json
        Seed.expect(Seed.element("cell 1", in: json), "item 1", frame: [30 + itemWidth, 0, itemWidth, 44])
        Seed.expect(Seed.element("cell 4", in: json), "item 4", frame: [20, 108, itemWidth, 44])
        // 3 rows: 3·44 + 2·10 + the bottom inset 20 = 172.
        #expect(json.numbers("contentSize") == [width, 172])
    }

    /// Section 0 (3 items): rows of 74 from y 10, 10 apart → ends 10 + 222 + 20 = 252. Section 1
    /// (4): cards 0.48·370 = 177.6 wide, flexible gap 370 − 355.2 = 14.8, from 252 + 10 = 262,
    /// rows of 300 → ends 262 + 610 + 10 = 882. Section 2 (3, no insets): one nested group
    /// 0.4·844 = 337.6 high from 882: the leading item 0.7·390 = 273 wide inset 10 (cell at 892);
    /// the trailing pair 117 wide, each 168.8 high inset 10.
    @Test func appSections() async throws {
        let json = try await Seed.run("items 3 4 3; use comp-app; attrs all --json").json
        let f = frames(json)
        #expect(f["cell 0"] != nil)
        let elements = json.objects("elements")
        func frame(_ section: Int, _ item: Int) -> [Double]? {
            elements.first { $0.numbers("indexPath") == [Double(section), Double(item)] && $0["category"] as? String == "cell" }?.numbers("frame")
        }
        #expect(frame(0, 2) == [0, 178, 390, 74])
        #expect(Seed.close(frame(1, 1) ?? [], [202.4, 262, 177.6, 300]))
        #expect(Seed.close(frame(2, 0) ?? [], [10, 892, 253, 317.6]))
        #expect(Seed.close(frame(2, 2) ?? [], [283, 882 + 168.8 + 10, 97, 148.8]))
        #expect(Seed.close(json.numbers("contentSize"), [390, 882 + 337.6]))
    }

    /// Groups 110 wide, a trailing edge spacing of 10: group k at x = 120·k; items at y 0, 50, 120.
    /// Absolute sizes: the same at any width (the content is as wide as the view).
    @Test(arguments: [390, 428])
    func columns(width: Int) async throws {
        let json = try await Seed.run("size \(width)x844; items 9; use comp-columns; attrs --json").json
        Seed.expect(Seed.element("cell 5", in: json), "item 5", frame: [120, 120, 110, 85])
        Seed.expect(Seed.element("cell 6", in: json), "item 6", frame: [240, 0, 110, 45])
        #expect(json.numbers("contentSize") == [Double(width), 205])
    }

    /// Stairs: (W − 32)/3 wide, 40 high, at x = (w + 8)·step, y = 40·step; groups 120 apart.
    @Test(arguments: [390.0, 428.0])
    func stairs(viewWidth: Double) async throws {
        let json = try await Seed.run("size \(Int(viewWidth))x844; items 4; use comp-stairs; attrs --json").json
        let width = (viewWidth - 32) / 3
        Seed.expect(Seed.element("cell 2", in: json), "item 2", frame: [2 * (width + 8), 80, width, 40])
        Seed.expect(Seed.element("cell 3", in: json), "item 3", frame: [0, 120, width, 40])
    }

    /// At 428 (docs/uikit-rules.md §4.11, example 3): section 388, items 97 × 77.6 inset 5 → (25, 25, 87,
    /// 67.6); the badge at (25 + 87 − 20 + 6, 25 − 6) = (98, 19); row 2 at 20 + 77.6 + 5.
    @Test func badgesAt428() async throws {
        let json = try await Seed.run("size 428x926; items 8; use comp-badges; attrs --json").json
        Seed.expect(Seed.element("cell 0", in: json), "item 0", frame: [25, 25, 87, 67.6])
        Seed.expect(Seed.element("badge 0", in: json), "badge 0", frame: [98, 19, 20, 20])
        Seed.expect(Seed.element("cell 4", in: json), "item 4", frame: [25, 102.6, 87, 67.6])
    }

    /// Items 0.25 of 350 = 87.5 inset 5 → (25, 25, 77.5, 60) (the group 0.2·350 = 70 high). The
    /// badge at the top trailing corner moved by (0.3, −0.3)·20: (25 + 77.5 − 20 + 6, 25 − 6).
    @Test func badgesFollowTheirParameters() async throws {
        let documents = await Seed.documents(
            try Seed.run(
                """
                items 8; use comp-badges; attrs --json; param badgeSize 30x10; param badgeOffset 0,0; \
                supplementary badge 0 1 --json
                """))
        Seed.expect(Seed.element("cell 0", in: documents[0]), "item 0", frame: [25, 25, 77.5, 60])
        Seed.expect(Seed.element("badge 0", in: documents[0]), "badge 0", frame: [88.5, 19, 20, 20], zIndex: 1)
        // Item 1 at 25 + 87.5 = 112.5; a 30×10 badge inside its corner: (112.5 + 77.5 − 30, 25).
        Seed.expect(documents[1].object("element"), "badge 1 inside", frame: [160, 25, 30, 10])
    }

    /// The section list: rows of 44, 5 apart, insets 10: a section of 5 is 10 + 220 + 20 + 10 = 260.
    /// Background: the section inset by 5 → (5, 5, 380, 250); section 1's at 260 + 5.
    @Test func backgroundsGlobalsAndPins() async throws {
        let background = try await Seed.run("items 5 5; use comp-background; attrs all --json").json
        let decorations = background.objects("elements").filter { $0["category"] as? String == "decoration" }.map { $0.numbers("frame") }
        #expect(decorations == [[5, 5, 380, 250], [5, 265, 380, 250]])
        // Global header 44 (its estimate) at the top, pinned; sections 20 apart; footer after.
        let global = try await Seed.run("items 5 5; use comp-global; offset 0 100; attrs --json").json
        let header = global.objects("elements").first { $0["kind"] as? String == "layout-header-element-kind" }
        #expect(header?.numbers("frame") == [0, 100, 390, 44])
        // 44 + 260 + 20 + 260 + 44 = 628.
        #expect(global.numbers("contentSize") == [390, 628])
        // Pinned section headers: section 0 spans 0…(44 + 220 + 20 + 44 = 328); at offset 300
        // its header holds min(max(300, 0), 328 − 44) = 284.
        let pinned = try await Seed.run("items 5 5; use comp-pinned; offset 0 300; attrs --json").json
        let sectionHeader = pinned.objects("elements").first {
            $0["kind"] as? String == "section-header-element-kind" && $0.numbers("indexPath") == [0, 0]
        }
        #expect(sectionHeader?.numbers("frame") == [10, 284, 370, 44])
        #expect(sectionHeader?.number("zIndex") == 2)
    }

    /// At 428: section 1's cards 0.48·408 = 195.84 wide, the flexible gap 408 − 391.68 = 16.32;
    /// section 2's leading item 0.7·428 = 299.6 (cell 279.6 wide), the pair 128.4 (cell 108.4).
    @Test func appSectionsAt428() async throws {
        let json = try await Seed.run("size 428x926; items 3 4 3; use comp-app; attrs all --json").json
        let elements = json.objects("elements")
        func frame(_ section: Int, _ item: Int) -> [Double] {
            elements.first { $0.numbers("indexPath") == [Double(section), Double(item)] && $0["category"] as? String == "cell" }?.numbers("frame") ?? []
        }
        #expect(Seed.close(frame(1, 1), [10 + 195.84 + 16.32, 262, 195.84, 300]))
        // Section 2 starts at 882; the nested group is 0.4·926 = 370.4 high.
        #expect(Seed.close(frame(2, 0), [10, 892, 279.6, 350.4]))
        #expect(Seed.close(frame(2, 1), [309.6, 892, 108.4, 370.4 / 2 - 20]))
    }

    /// At 428 the background is (5, 5, 418, 250) and the pinned header 408 wide.
    @Test func decoratedAt428() async throws {
        let background = try await Seed.run("size 428x926; items 5; use comp-background; attrs --json").json
        #expect(background.objects("elements").first { $0["category"] as? String == "decoration" }?.numbers("frame") == [5, 5, 418, 250])
        let pinned = try await Seed.run("size 428x926; items 5 5; use comp-pinned; offset 0 300; attrs --json").json
        let header = pinned.objects("elements").first { $0["kind"] as? String == "section-header-element-kind" && $0.numbers("indexPath") == [0, 0] }
        #expect(header?.numbers("frame") == [10, 284, 408, 44])
        let global = try await Seed.run("size 428x926; items 5 5; use comp-global; attrs --json").json
        #expect(global.objects("elements").first { $0["kind"] as? String == "layout-header-element-kind" }?.numbers("frame") == [0, 0, 428, 44])
    }

    @Test func theTourRuns() async throws {
        let run = try await Executable.run(
            ["run", Executable.packageRoot + "/workspace/scripts/compositional.lbs"],
            workspace: Executable.packageRoot + "/workspace")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.stdout.contains("== Backgrounds, a global header and footer, pinned headers =="))
    }
}
