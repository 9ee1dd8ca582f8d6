import CollectionLayout

/// The seed's attributes for the wheel (seed 004): the point a cell turns around, as a layer
/// anchorPoint, and its angle. Setting the angle also sets zIndex and the rotation, as in the
/// tutorial the seed follows. anchorPoint and angle reach the host's `custom` field by reflection.
final class CircularCollectionViewLayoutAttributes: UICollectionViewLayoutAttributes {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var angle: CGFloat = 0 {
        didSet {
            zIndex = Int(angle * 1000000)
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
