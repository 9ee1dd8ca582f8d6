import Foundation

/// The animator's state of one item: where it is, how fast it moves, and its properties this
/// step. The item's centre is written from it after every frame.
final class DynamicBody {
    let item: UIDynamicItem
    var position: CGPoint
    /// Points per second.
    var velocity = CGPoint.zero
    var density: CGFloat = 1
    /// Linear damping per second.
    var resistance: CGFloat = 0
    var anchored = false

    init(item: UIDynamicItem) {
        self.item = item
        position = item.center
    }

    /// Density × area in points², at least a millionth so a force never divides by zero.
    var mass: CGFloat {
        let size = item.bounds.size
        return max(density * abs(size.width * size.height), 1e-6)
    }

    /// What forces divide by: 0 for an anchored item, which nothing moves.
    var inverseMass: CGFloat { anchored ? 0 : 1 / mass }

    var speed: CGFloat { hypot(velocity.x, velocity.y) }

    /// Reads the item's centre again and stops it (updateItem(usingCurrentState:)).
    func reset() {
        position = item.center
        velocity = .zero
    }
}
