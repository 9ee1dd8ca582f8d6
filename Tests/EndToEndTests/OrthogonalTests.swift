import Foundation
import Testing

/// Orthogonal sections through the real executable, worked by hand. comp-orthogonal's groups are
/// 0.85·390 = 331.5 wide with no spacing; 30 items (3 a group) make 10 groups: a row 3315 wide,
/// offsets 0…3315 − 390 = 2925. comp-carousel's cards are 0.7·390 = 273 wide, 16 apart (stride
/// 289), the row padded by (390 − 273)/2 = 58.5 on each side so offset 289·k centres card k.
struct OrthogonalTests {
    func orthogonal(_ behavior: String, _ commands: String) async throws -> Seed.Documents {
        await Seed.documents(try Seed.run("items 30; use comp-orthogonal; param behavior \(behavior); \(commands)"))
    }

    @Test func itemsShowWhereTheUserSeesThem() async throws {
        // comp-columns: groups 110 wide, 10 apart (stride 120). At offset 240 group 2 (items 6–8)
        // sits at 240 − 240 = 0; unscrolled, item 6 is at its layout x 240.
        let documents = await Seed.documents(try Seed.run("items 20; use comp-columns; oscroll 0 240; attrs --json; attrs --unscrolled all --json"))
        Seed.expect(Seed.element("cell 6", in: documents[0]), "item 6 on screen", frame: [0, 0, 110, 45])
        Seed.expect(Seed.element("cell 9", in: documents[0]), "item 9 on screen", frame: [120, 0, 110, 45])
        Seed.expect(Seed.element("cell 6", in: documents[1]), "item 6 unscrolled", frame: [240, 0, 110, 45])
    }

    @Test func stateListsEachSectionsOffsetAndWidth() async throws {
        let json = try await Seed.run("items 20; use comp-columns; oscroll 0 240; state --json").json
        let section = json.objects("orthogonal").first
        // 7 groups: 6·120 + 110 + the trailing edge spacing 10 = 840; 840 − 390 = 450.
        #expect(section?.number("offset") == 240 && section?.number("contentWidth") == 840 && section?.number("maximumOffset") == 450)
        #expect(section?["behavior"] as? String == "continuousGroupLeadingBoundary")
    }

    /// Leading boundary at the normal rate: v = 2 pt/ms projects (2 − 0.01)/|ln 0.998| =
    /// 1.99/0.0020020 = 994.0 (UIKit's projection); the nearest group edge is 3·331.5 = 994.5.
    @Test func leadingBoundaryRestsOnAGroupEdge() async throws {
        let fling = try await orthogonal("continuousGroupLeadingBoundary", "ofling 0 2000 --json")[0]
        #expect(abs((fling.numbers("proposed").first ?? 0) - 1.99 / -log(0.998)) < 1e-6)
        #expect(fling.numbers("target").first == 994.5 && fling.numbers("end").first == 994.5)
    }

    /// Group paging (fast rate): one group per flick, whatever the speed: 331.5, then back to 0.
    @Test(arguments: [1000.0, 3000.0])
    func groupPagingMovesOneGroup(velocity: Double) async throws {
        let documents = try await orthogonal("groupPaging", "ofling 0 \(velocity) --json; ofling 0 -\(velocity) --json")
        #expect(documents[0].numbers("end").first == 331.5)
        #expect(documents[1].numbers("end").first == 0)
    }

    /// Paging: pages of the visible width (390), one per flick: 390, then 780.
    @Test func pagingPagesTheVisibleWidth() async throws {
        let documents = try await orthogonal("paging", "ofling 0 1000 --json; ofling 0 3000 --json")
        #expect(documents[0].numbers("end").first == 390)
        #expect(documents[1].numbers("end").first == 780)
    }

    /// Continuous: rests where it projects: 1.99/|ln 0.998| ≈ 994.0 at 2 pt/ms.
    @Test func continuousRestsOnTheProjection() async throws {
        let fling = try await orthogonal("continuous", "ofling 0 2000 --json")[0]
        #expect(fling.numbers("end").first == fling.numbers("proposed").first)
    }

    /// Dragging 60 past either end shows 0.55·60·390/(390 + 0.55·60) = 12870/423 = 30.43 past it
    /// (the main axis' rubber band, d the visible width), and the release springs back.
    @Test func rubberBandAtBothEnds() async throws {
        let documents = try await orthogonal("continuous", "odrag 0 -60 --json; oscroll 0 2925; odrag 0 60 --json")
        let stretch = 0.55 * 60 * 390 / (390 + 0.55 * 60)
        #expect(abs((documents[0].numbers("release").first ?? 0) + stretch) < 1e-6)
        #expect(documents[0].numbers("end").first == 0)
        #expect(abs((documents[1].numbers("release").first ?? 0) - (2925 + stretch)) < 1e-6)
        #expect(documents[1].numbers("end").first == 2925)
    }

    /// bounce .never: a drag past the start stays at 0, and nothing springs back.
    @Test func bounceNeverKeepsDragsInsideTheRow() async throws {
        let drag = try await orthogonal("continuous", "param bounce never; odrag 0 -60 --json")[0]
        #expect(drag.numbers("release").first == 0 && drag.numbers("end").first == 0)
        #expect((drag["notes"] as? [String])?.isEmpty == true)
    }

    /// The carousel's handler at offset 39: card 0's layout midX 58.5 + 136.5 = 195 is 39 from
    /// the centre (195 − 39 = 156 on screen): scale = 1 − 39/390 = 0.9, alpha 0.9; its 273×300
    /// box scaled about (156, 170) gives (156 − 122.85, 170 − 135, 245.7, 270). Card 1 (midX 484,
    /// 445 on screen) is 250 away: 1 − 250/390 < 0.8, so 0.8.
    @Test func theHandlerSeesLayoutFramesAndTheOffset() async throws {
        let json = try await Seed.run("items 5; use comp-carousel; oscroll 0 39; attrs --json").json
        Seed.expect(Seed.element("cell 0", in: json), "card 0", frame: [33.15, 35, 245.7, 270], center: [156, 170], alpha: 0.9)
        Seed.expect(Seed.element("cell 1", in: json), "card 1", center: [445, 170], alpha: 0.8)
        // Centred paging: one card per flick, card 1 centred at 289.
        let fling = try await Seed.run("items 5; use comp-carousel; ofling 0 1000 --json").json
        #expect(fling.numbers("end").first == 289)
    }

    @Test func sectionsThatDoNotScrollSidewaysAreRefused() async throws {
        let run = try await Executable.commands("items 9 9 9; use comp-orthogonal; oscroll 0 10")
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("error: section 0 does not scroll sideways (orthogonal sections: 1 (continuous), 2 (continuousGroupLeadingBoundary)"))
        let flat = try await Executable.commands("use table; ofling 0 100")
        #expect(flat.errors.hasPrefix("error: section 0 does not scroll sideways (table has no orthogonal sections)"))
    }
}
