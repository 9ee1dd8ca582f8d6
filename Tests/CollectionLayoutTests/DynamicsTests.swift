@testable import CollectionLayout
import Foundation
import Testing

/// UIKit Dynamics on a layout's attributes, against Apple's documented units and the closed
/// forms of the motions (the arithmetic beside each expectation).
@MainActor struct DynamicsTests {
    /// An item of `size` centred at `center`, as a layout would make it.
    static func item(_ item: Int, center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.size = size
        attributes.center = center
        return attributes
    }

    /// Advances `layout`'s animators for `seconds` in frames of 1/120 s; the last answer.
    @discardableResult
    static func run(_ layout: UICollectionViewLayout, seconds: Double) -> Bool {
        var running = false
        for _ in 0..<Int((seconds * 120).rounded()) { running = layout.advanceDynamics(seconds: 1.0 / 120) }
        return running
    }

    @Test func gravityOfMagnitudeOneIsAThousandPointsPerSecondSquared() {
        let layout = UICollectionViewLayout(), animator = UIDynamicAnimator(collectionViewLayout: layout)
        let a = Self.item(0, center: .zero)
        animator.addBehavior(UIGravityBehavior(items: [a]))
        Self.run(layout, seconds: 1)
        // Free fall from rest: y = ½·1000·1² = 500 pt.
        #expect(abs(a.center.y - 500) < 0.001)
        #expect(a.center.x == 0)
    }

    @Test func pushesFollowApplesUnits() {
        let layout = UICollectionViewLayout(), animator = UIDynamicAnimator(collectionViewLayout: layout)
        let light = Self.item(0, center: .zero), heavy = Self.item(1, center: CGPoint(x: 0, y: 500))
        let instant = UIPushBehavior(items: [light], mode: .instantaneous)
        instant.pushDirection = CGVector(dx: 1, dy: 0)
        let steady = UIPushBehavior(items: [heavy], mode: .continuous)
        steady.pushDirection = CGVector(dx: 1, dy: 0)
        let density = UIDynamicItemBehavior(items: [heavy])
        density.density = 2
        [instant, steady, density].forEach(animator.addBehavior)
        Self.run(layout, seconds: 1)
        // Instantaneous, magnitude 1, 100 × 100, density 1: +100 pt/s at once, so 100 pt in 1 s;
        // the push then turns itself off.
        #expect(abs(light.center.x - 100) < 0.001)
        #expect(!instant.active)
        #expect(density.linearVelocity(for: light) == .zero)
        // Continuous on density 2: 100 / 2 = 50 pt/s², so ½·50·1² = 25 pt and 50 pt/s.
        #expect(abs(heavy.center.x - 25) < 0.001)
        #expect(abs(density.linearVelocity(for: heavy).x - 50) < 0.001)
    }

    @Test func aSpringSwingsAsItsClosedFormSays() {
        let layout = UICollectionViewLayout(), animator = UIDynamicAnimator(collectionViewLayout: layout)
        let a = Self.item(0, center: CGPoint(x: 0, y: 10))
        let spring = UIAttachmentBehavior(item: a, attachedToAnchor: .zero)
        spring.length = 0
        spring.frequency = 1
        spring.damping = 0.5
        animator.addBehavior(spring)
        // x(t) = 10·e^(−ζωt)·(cos ω_d·t + ζ/√(1−ζ²)·sin ω_d·t), ω = 2π, ω_d = ω·√0.75 = 5.4414:
        // t = 0.25: 10 · 0.45594 · (0.20869 + 0.57735 · 0.97798) = 3.5267
        Self.run(layout, seconds: 0.25)
        #expect(abs(a.center.y - 3.5267) < 0.001)
        // t = 0.5: 10 · 0.20788 · (−0.90950 + 0.57735 · 0.41571) = −1.4070
        Self.run(layout, seconds: 0.25)
        #expect(abs(a.center.y - -1.4070) < 0.001)
    }

    @Test func aRodKeepsItsLengthAndAPinHoldsItsItem() {
        let layout = UICollectionViewLayout(), animator = UIDynamicAnimator(collectionViewLayout: layout)
        let bob = Self.item(0, center: CGPoint(x: 100, y: 0)), pinned = Self.item(1, center: CGPoint(x: 0, y: 300))
        let rod = UIAttachmentBehavior(item: bob, attachedToAnchor: .zero)
        let pin = UIAttachmentBehavior(item: pinned, attachedToAnchor: CGPoint(x: 0, y: 300))
        #expect(rod.length == 100 && rod.frequency == 0 && pin.length == 0)
        animator.addBehavior(rod)
        animator.addBehavior(pin)
        animator.addBehavior(UIGravityBehavior(items: [bob, pinned]))
        for _ in 0..<60 {
            Self.run(layout, seconds: 1.0 / 120)
            // A pendulum of length 100 around the anchor; the pinned item stays.
            #expect(abs(hypot(bob.center.x, bob.center.y) - 100) < 0.01)
            #expect(hypot(pinned.center.x, pinned.center.y - 300) < 0.01)
        }
        #expect(bob.center.y > 50)
    }

    @Test func resistanceDampsVelocityExponentially() {
        let layout = UICollectionViewLayout(), animator = UIDynamicAnimator(collectionViewLayout: layout)
        let a = Self.item(0, center: .zero)
        let behavior = UIDynamicItemBehavior(items: [a])
        behavior.resistance = 1
        animator.addBehavior(behavior)
        behavior.addLinearVelocity(CGPoint(x: 100, y: 0), for: a)
        Self.run(layout, seconds: 1)
        // v(t) = 100·e^(−t) = 36.788 pt/s at 1 s.
        #expect(abs(behavior.linearVelocity(for: a).x - 36.788) < 0.001)
    }

    @Test func animatorPausesAtRestAndResumesForAnUpdatedItem() {
        final class Watcher: UIDynamicAnimatorDelegate {
            var events: [String] = []
            func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
            func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
        }
        let layout = UICollectionViewLayout(), animator = UIDynamicAnimator(collectionViewLayout: layout)
        let watcher = Watcher()
        animator.delegate = watcher
        let a = Self.item(0, center: CGPoint(x: 0, y: 20))
        let spring = UIAttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: 0, y: 20))
        spring.length = 0
        spring.frequency = 1
        spring.damping = 0.8
        animator.addBehavior(spring)
        #expect(animator.isRunning)
        // At its anchor nothing moves: calm from the first frame, paused after 0.5 s.
        #expect(!Self.run(layout, seconds: 0.6))
        #expect(!animator.isRunning)
        a.center.y = 40
        animator.updateItem(usingCurrentState: a)
        #expect(animator.isRunning)
        // Asking (the live view's question after a page's command) moves nothing: still running,
        // the item where the update left it, no time elapsed.
        let elapsed = animator.elapsedTime
        #expect(layout.dynamicsRunning)
        #expect(a.center.y == 40 && animator.elapsedTime == elapsed)
        // ζ = 0.8, ω = 2π: the offset decays as e^(−5.03·t) and the animator pauses once the item
        // has been slower than 1 pt/s for 0.5 s, about a second in: well under a pixel (1/3 pt) away.
        #expect(!Self.run(layout, seconds: 3))
        #expect(abs(a.center.y - 20) < 0.1)
        #expect(watcher.events == ["resume", "pause", "resume", "pause"])
        #expect(animator.elapsedTime > 1)
    }

    @Test func lookupsFindTheAnimatorsItems() {
        let layout = UICollectionViewLayout(), animator = UIDynamicAnimator(collectionViewLayout: layout)
        let a = Self.item(0, center: CGPoint(x: 50, y: 50)), b = Self.item(1, center: CGPoint(x: 50, y: 250))
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: -50, width: 100, height: 40)
        animator.addBehavior(UIDynamicItemBehavior(items: [a, b, header]))
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 120)).map { ($0 as! UICollectionViewLayoutAttributes).indexPath.item } == [0])
        #expect((animator.items(in: CGRect(x: 0, y: -100, width: 400, height: 1000)) as? [UICollectionViewLayoutAttributes])?.count == 3)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) === b)
        #expect(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)) === header)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0)) == nil)
        animator.removeAllBehaviors()
        #expect(animator.items(in: .infinite).isEmpty)
    }
}
