import Foundation

/// iOS's declarations of UIDynamicItem the SDK had not, kept and inert (sdk-surface standins).
extension UIDynamicItem {
    @MainActor public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}
