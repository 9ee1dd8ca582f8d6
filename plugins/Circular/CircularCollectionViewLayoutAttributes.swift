import UIKit

/// The seed's attributes for the wheel (seed 004): the point a cell turns around, as a layer
/// anchorPoint, and its angle. Setting the angle also sets zIndex and the rotation, as in the
/// tutorial the seed follows. anchorPoint and angle reach the host's `custom` field by reflection.
final class CircularCollectionViewLayoutAttributes: UICollectionViewLayoutAttributes {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var angle: CGFloat = 0 {
        didSet {
            // The seed's Int(angle * 1000000) traps once the wheel has turned past ±9.2e12
            // radians (a content offset near 10^19 points): clamp to Int's range first.
            let scaled = max(-9e18, min(9e18, angle * 1000000))
            zIndex = scaled.isNaN ? 0 : Int(scaled)
            transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    override func copy(with zone: NSZone? = nil) -> Any {
        let copiedAttributes = super.copy(with: zone) as! CircularCollectionViewLayoutAttributes
        copiedAttributes.anchorPoint = self.anchorPoint
        copiedAttributes.angle = self.angle
        return copiedAttributes
    }
}
