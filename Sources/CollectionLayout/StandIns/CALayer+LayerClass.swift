import Foundation

extension CALayer {
    /// A layer for `UIView.layerClass`. CALayer's `init()` is not required (as on iOS, so a
    /// subclass's own initialisers compile), so no class can be made from its metatype: the
    /// layer is of the SDK's most derived layer class `layerClass` is or descends from, plain
    /// CALayer for an app's own subclass of it.
    static func layer(of layerClass: AnyClass) -> CALayer {
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        if layerClass is CAReplicatorLayer.Type { return CAReplicatorLayer() }
        if layerClass is CATransformLayer.Type { return CATransformLayer() }
        return CALayer()
    }
}
