import Foundation

/// A force on its items, continuous or as one impulse. UIKit's unit (Apple's documentation):
/// magnitude 1 on a 100 × 100 point item of density 1 accelerates it by 100 points per second²
/// (continuous) or changes its velocity by 100 points per second (instantaneous); the force is
/// 100 × 100 × 1 × 100 = 1,000,000 mass·points per second² per unit of magnitude.
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable { case continuous = 0, instantaneous }

    /// Force (or impulse) per unit of magnitude, in item mass (density × area) times points per second².
    public static let forcePerMagnitude: CGFloat = 1_000_000

    private var list: DynamicItemList
    let storedMode: Mode
    open var mode: Mode { storedMode }
    public init(items: [UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.storedMode = mode
        super.init()
    }

    open var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { list.add(item); dynamicAnimator?.behaviorsChanged() }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); dynamicAnimator?.behaviorsChanged() }

    /// A continuous push acts while active; an instantaneous one acts once, then turns itself off.
    open var active = true { didSet { dynamicAnimator?.wake() } }
    open var pushDirection = CGVector.zero { didSet { dynamicAnimator?.wake() } }

    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var actedItems: [UIDynamicItem] { list.items }

    override func contribute(to step: DynamicStep) {
        guard active else { return }
        let force = CGPoint(x: pushDirection.dx * Self.forcePerMagnitude, y: pushDirection.dy * Self.forcePerMagnitude)
        for item in list.items {
            if mode == .continuous { step.push(item, force: force) } else { step.impulse(item, force) }
        }
        if mode == .instantaneous { active = false }
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    /// Kept per item for `targetOffsetFromCenter(for:)`; the push acts at the centre here.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        targetOffsets[ObjectIdentifier(item)] = offset
    }
    /// What was set for the item, else zero (the centre), UIKit's default.
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset { targetOffsets[ObjectIdentifier(item)] ?? .zero }
    private var targetOffsets: [ObjectIdentifier: UIOffset] = [:]
}
