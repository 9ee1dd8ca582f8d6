import Foundation

/// A behaviour an animator runs: forces and constraints on items, built from child behaviours.
/// Subclass it to group behaviours; its `action` runs after every step of the animator.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called after every simulation step while the behaviour is in a running animator.
    open var action: (() -> Void)?
    /// The animator the behaviour is in, if any.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    override public init() { super.init() }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        dynamicAnimator?.behaviorsChanged()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        dynamicAnimator?.behaviorsChanged()
    }

    /// Called when the behaviour is added to an animator or removed (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items this behaviour itself acts on (not its children's).
    var actedItems: [UIDynamicItem] { [] }

    /// Adds this behaviour's forces, velocity changes and constraints to one step.
    func contribute(to step: DynamicStep) {}

    /// This behaviour and its descendants, parents first.
    var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }
}

/// An item list shared by the behaviours made with `init(items:)`.
struct DynamicItemList {
    private(set) var items: [UIDynamicItem]

    init(_ items: [UIDynamicItem]) {
        self.items = []
        for item in items { add(item) }
    }

    mutating func add(_ item: UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
    }

    mutating func remove(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
}
