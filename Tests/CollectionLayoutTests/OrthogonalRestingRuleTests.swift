import Testing
@testable import CollectionLayout

/// Where orthogonal sections rest: groups 120 apart, 7 of them, the row's end at 450.
@MainActor struct OrthogonalRestingRuleTests {
    func rule(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> OrthogonalRestingRule {
        OrthogonalRestingRule(behavior: behavior, stride: 120, groupCount: 7, maximum: 450)
    }

    @Test func leadingBoundaryRestsOnTheNearestGroupEdgeOrTheEnd() {
        let r = rule(.continuousGroupLeadingBoundary)
        // 130/120 ≈ 1.08 → group 1 at 120; 200/120 ≈ 1.67 → group 2 at 240.
        #expect(r.target(current: 0, proposed: 130, velocity: 1) == 120)
        #expect(r.target(current: 0, proposed: 200, velocity: 1) == 240)
        // 440: group 4 at 480 is 40 away, the end at 450 only 10: the end.
        #expect(r.target(current: 0, proposed: 440, velocity: 1) == 450)
        #expect(r.target(current: 300, proposed: -5, velocity: -1) == 0)
    }

    @Test func groupPagingMovesOneGroupPerFlick() {
        let r = rule(.groupPaging)
        // From 240 (group 2): a flick right (0.5 > 0.2 pt/ms) → group 3 at 360; left → group 1.
        #expect(r.target(current: 240, proposed: 700, velocity: 0.5) == 360)
        #expect(r.target(current: 240, proposed: 0, velocity: -0.5) == 120)
        // A slow release (0.1) rests on the group nearest the projection: 260 → group 2.
        #expect(r.target(current: 240, proposed: 260, velocity: 0.1) == 240)
        // From the end (450 ≈ group 4): group 5 at 600 is past the end, clamped to 450.
        #expect(r.target(current: 450, proposed: 450, velocity: 0.5) == 450)
    }

    @Test func continuousAndPagingKeepTheProposal() {
        #expect(rule(.continuous).target(current: 0, proposed: 333, velocity: 2) == 333)
        #expect(rule(.paging).target(current: 0, proposed: 999, velocity: 2) == 450)
        #expect(OrthogonalRestingRule.automaticRate(for: .groupPagingCentered) == UIScrollView.DecelerationRate.fast.rawValue)
        #expect(OrthogonalRestingRule.automaticRate(for: .continuous) == nil)
    }
}
