import Foundation
import Testing

/// UICollectionLayoutListConfiguration lists through the real executable, worked by hand from
/// the metrics the SDK states (rows 44; headers 28 plain, 38 grouped, 44 sidebar; 35 above each
/// inset-grouped section; rows inset 20 inset grouped, 10 sidebar).
struct ListTests {
    func frames(_ json: [String: Any], _ category: String = "cell") -> [[Double]] {
        json.objects("elements").filter { $0["category"] as? String == category }.map { $0.numbers("frame") }
    }

    /// Section 0 (3 rows): the header 35 down (35…73), rows at 73, 117, 161 (x 20, 390 − 40 = 350
    /// wide), the section ends at 205; section 1: header at 205 + 35 = 240, rows 278 and 322; 366.
    @Test func insetGroupedWithHeaders() async throws {
        let json = try await Seed.run("items 3 2; use list-inset-grouped; attrs --json").json
        #expect(frames(json) == [[20, 73, 350, 44], [20, 117, 350, 44], [20, 161, 350, 44], [20, 278, 350, 44], [20, 322, 350, 44]])
        #expect(frames(json, "supplementary") == [[20, 35, 350, 38], [20, 240, 350, 38]])
        #expect(json.numbers("contentSize") == [390, 366])
    }

    /// Without headers the 35 points become the section's top inset: rows at 35, 79, 123.
    @Test func insetGroupedWithoutHeaders() async throws {
        let json = try await Seed.run("items 3; use list-inset-grouped; param headerMode none; attrs --json").json
        #expect(frames(json).map { $0[1] } == [35, 79, 123])
        #expect(frames(json, "supplementary").isEmpty)
    }

    /// Plain with footers, row 0-1 self-sized to 80: header 0…28, rows 28, 72 (80 high), 152,
    /// footer 196…224; section 1 from 224: header, rows 252 and 296, footer 340; 368 in all.
    @Test func plainSelfSizesAndHasFooters() async throws {
        let json = try await Seed.run("items 3 2; use list-plain; param footerMode supplementary; snapshot size S0-1 390x80; apply; attrs --json").json
        #expect(frames(json).map { $0[1] } == [28, 72, 152, 252, 296])
        #expect(frames(json)[1] == [0, 72, 390, 80])
        let kinds = json.objects("elements").compactMap { $0["kind"] as? String }
        #expect(kinds.filter { $0.hasSuffix("Footer") }.count == 2)
        #expect(frames(json, "supplementary").map { $0[1] } == [0, 196, 224, 340])
        #expect(json.numbers("contentSize") == [390, 368])
    }

    /// Sidebar: rows inset 10 (370 wide), 44-point headers, no section spacing: rows at 44, 88.
    @Test func sidebar() async throws {
        let json = try await Seed.run("items 2; use list-sidebar; attrs --json").json
        #expect(frames(json) == [[10, 44, 370, 44], [10, 88, 370, 44]])
        #expect(frames(json, "supplementary") == [[10, 0, 370, 44]])
    }

    /// The metrics are parameters: rows estimated 60 and an inset of 16.
    @Test func metricsAreParameters() async throws {
        let json = try await Seed.run("items 2; use list-inset-grouped; param estimatedRowHeight 60; param horizontalInset 16; attrs --json").json
        #expect(frames(json) == [[16, 73, 358, 60], [16, 133, 358, 60]])
    }
}
