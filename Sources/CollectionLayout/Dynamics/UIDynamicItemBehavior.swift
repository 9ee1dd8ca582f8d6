import Foundation

/// Physical properties of its items: density (mass is density × area in points²), resistance
/// (linear damping, per second), anchoring, and velocity added from outside. Elasticity,
/// friction and rotation are kept and read back; nothing here collides or rotates
/// (`help decisions`).
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    /// Velocity added by addLinearVelocity and not yet handed to the animator.
    private var pendingVelocity: [ObjectIdentifier: CGPoint] = [:]

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    override public convenience init() { self.init(items: []) }

    open var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { list.add(item); dynamicAnimator?.behaviorsChanged() }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); dynamicAnimator?.behaviorsChanged() }

    open var density: CGFloat = 1 { didSet { dynamicAnimator?.wake() } }
    open var resistance: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    open var isAnchored = false { didSet { dynamicAnimator?.wake() } }
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var allowsRotation = true
    open var charge: CGFloat = 0

    /// Adds `velocity` (points per second) to the item's, at the animator's next step.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        let key = ObjectIdentifier(item)
        let sum = pendingVelocity[key, default: .zero]
        pendingVelocity[key] = CGPoint(x: sum.x + velocity.x, y: sum.y + velocity.y)
        dynamicAnimator?.wake()
    }

    /// The item's velocity in points per second (zero for an item not in this behaviour or not moving).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        guard list.items.contains(where: { $0 === item }) else { return .zero }
        let pending = pendingVelocity[ObjectIdentifier(item)] ?? .zero
        let current = dynamicAnimator?.velocity(of: item) ?? .zero
        return CGPoint(x: current.x + pending.x, y: current.y + pending.y)
    }

    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {}
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat { 0 }

    override var actedItems: [UIDynamicItem] { list.items }

    override func contribute(to step: DynamicStep) {
        for item in list.items {
            step.setProperties(of: item, density: density, resistance: resistance, anchored: isAnchored)
            if let velocity = pendingVelocity.removeValue(forKey: ObjectIdentifier(item)) { step.addVelocity(item, velocity) }
        }
    }
}
