import Foundation

/// Tells its delegate when an animator starts moving items and when they come to rest.
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// UIKit Dynamics for a collection view layout: behaviours move the layout's attributes on
/// the host's display frames, and the animator invalidates the layout whenever an item moved,
/// as UIKit's does. The layout answers its queries from `items(in:)` and the lookups below.
open class UIDynamicAnimator: NSObject {
    /// Items slower than this (points per second) are calm …
    public static let restingSpeed: CGFloat = 1
    /// … and an animator whose items stayed calm this long (seconds) pauses (`help decisions`).
    public static let restingTime: Double = 0.5

    open private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// True from a change that can move items until they come to rest.
    open private(set) var isRunning = false
    /// Seconds the animator has run.
    open private(set) var elapsedTime: TimeInterval = 0
    private weak var layout: UICollectionViewLayout?
    private var bodies: [DynamicBody] = []
    private var bodyIndex: [ObjectIdentifier: DynamicBody] = [:]
    private var calmTime: Double = 0

    /// An animator whose items are a layout's attributes; the host's frames advance it.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init()
        layout.dynamicAnimators.append(WeakDynamicAnimator(animator: self))
    }

    /// The collection view of the layout.
    open var referenceView: UIView? { layout?.collectionView }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        for b in behavior.flattened {
            b.willMove(to: self)
            b.dynamicAnimator = self
        }
        behaviors.append(behavior)
        behaviorsChanged()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        for b in behavior.flattened {
            b.willMove(to: nil)
            b.dynamicAnimator = nil
        }
        behaviorsChanged()
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items of its behaviours whose frames meet `rect`, in the order they were added.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        bodies.map(\.item).filter { Self.frame(of: $0).intersects(rect) }
    }

    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    /// Takes the item's centre as it is now (a layout moved it) and stops it there.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let body = bodyIndex[ObjectIdentifier(item)] else { return }
        body.reset()
        wake()
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        for body in bodies {
            if let attributes = body.item as? UICollectionViewLayoutAttributes, matches(attributes) { return attributes }
        }
        return nil
    }

    private static func frame(of item: UIDynamicItem) -> CGRect {
        if let attributes = item as? UICollectionViewLayoutAttributes { return attributes.frame }
        let size = item.bounds.size
        return CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: The simulation

    /// The item's velocity in points per second, when this animator moves it.
    func velocity(of item: UIDynamicItem) -> CGPoint? { bodyIndex[ObjectIdentifier(item)]?.velocity }

    /// Behaviours or their items changed: bodies follow, new items at rest where they are.
    func behaviorsChanged() {
        var items: [UIDynamicItem] = []
        var seen = Set<ObjectIdentifier>()
        for behavior in behaviors.flatMap(\.flattened) {
            for item in behavior.actedItems where seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        bodies = items.map { bodyIndex[ObjectIdentifier($0)] ?? DynamicBody(item: $0) }
        bodyIndex = Dictionary(uniqueKeysWithValues: bodies.map { (ObjectIdentifier($0.item), $0) })
        wake()
    }

    /// Something may move again.
    func wake() {
        calmTime = 0
        guard !isRunning else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
    }

    /// One display frame of `seconds`: behaviours act, bodies move, items take their centres,
    /// actions run. True when an item's centre changed.
    func advance(seconds: Double) -> Bool {
        guard isRunning, seconds > 0 else { return false }
        let step = DynamicStep(bodies: bodyIndex)
        let all = behaviors.flatMap(\.flattened)
        for behavior in all { behavior.contribute(to: step) }
        step.integrate(seconds: seconds)
        var moved = false
        for body in bodies where !body.anchored && body.item.center != body.position {
            body.item.center = body.position
            moved = true
        }
        elapsedTime += seconds
        for behavior in all { behavior.action?() }
        let calm = bodies.allSatisfy { $0.anchored || $0.speed < Self.restingSpeed }
        calmTime = calm ? calmTime + seconds : 0
        if bodies.isEmpty || calmTime >= Self.restingTime {
            isRunning = false
            delegate?.dynamicAnimatorDidPause(self)
        }
        return moved
    }
}

/// A layout's reference to one of its animators, which the layout's owner keeps alive.
struct WeakDynamicAnimator {
    weak var animator: UIDynamicAnimator?
}
