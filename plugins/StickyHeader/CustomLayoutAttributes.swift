import UIKit

/// The seed's attributes (seed 001): where the element was placed when prepared, and how dark the
/// header's overlay is. Both reach the host's `custom` field by reflection.
final class CustomLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The origin the element was given in prepare(); never set for cells, as in the seed.
    var initialOrigin: CGPoint = .zero
    /// The header's overlay alpha: contentOffset.y / header height, at most the settings' maximum.
    var headerOverlayAlpha = CGFloat(0)

    override func copy(with zone: NSZone? = nil) -> Any {
        guard let copiedAttributes = super.copy(with: zone) as? CustomLayoutAttributes else {
            return super.copy(with: zone)
        }
        copiedAttributes.initialOrigin = initialOrigin
        copiedAttributes.headerOverlayAlpha = headerOverlayAlpha
        return copiedAttributes
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let otherAttributes = object as? CustomLayoutAttributes else {
            return false
        }
        if otherAttributes.initialOrigin != initialOrigin
            || otherAttributes.headerOverlayAlpha != headerOverlayAlpha {
            return false
        }
        return super.isEqual(object)
    }
}
