import Foundation

/// What UIKit Dynamics moves: a centre, a size and a transform. Layout attributes are dynamic
/// items, so a UIDynamicAnimator made for a layout moves the attributes the layout returns.
@preconcurrency @MainActor public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor var collisionBoundingPath: UIBezierPath { get }
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}
