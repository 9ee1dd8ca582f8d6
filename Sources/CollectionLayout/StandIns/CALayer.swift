// Core Animation's layers, for Linux. On a Mac they are Apple's, and a Mac build of the SDK leaves
// them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// An inert stand-in for a view's layer: the properties cells set (geometry, corners, borders,
    /// shadows, timing) are kept and draw nothing; animations added to it never run.
    open class CALayer: NSObject {
        open var bounds = CGRect.zero
        open var position = CGPoint.zero
        /// The layer's frame: from its bounds, position and anchor point (the transform left out).
        open var frame: CGRect {
            get {
                CGRect(
                    x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                    width: bounds.width, height: bounds.height)
            }
            set {
                bounds.size = newValue.size
                position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
            }
        }
        open var cornerRadius: CGFloat = 0
        open var borderWidth: CGFloat = 0
        open var borderColor: CGColor?
        open var backgroundColor: CGColor?
        open var masksToBounds = false
        open var shadowColor: CGColor?
        open var shadowOpacity: Float = 0
        open var shadowOffset = CGSize(width: 0, height: -3)
        open var shadowRadius: CGFloat = 3
        open var shadowPath: CGPath?
        open var zPosition: CGFloat = 0
        open var opacity: Float = 1
        open var transform = CATransform3DIdentity
        open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        open var cornerCurve: CALayerCornerCurve = .circular
        open var shouldRasterize = false
        open var rasterizationScale: CGFloat = 1
        open var isDoubleSided = true
        open var isHidden = false
        open var contents: Any?
        open var contentsScale: CGFloat = 3
        open var contentsGravity = CALayerContentsGravity.resize
        open var mask: CALayer?
        open var name: String?
        open var allowsEdgeAntialiasing = false
        open var needsDisplayOnBoundsChange = false
        open var sublayerTransform = CATransform3DIdentity
        open var sublayers: [CALayer]? {
            didSet {
                for layer in oldValue ?? [] where layer.superlayer === self { layer.superlayer = nil }
                for layer in sublayers ?? [] { layer.superlayer = self }
            }
        }
        open private(set) weak var superlayer: CALayer?
        // CAMediaTiming: kept; nothing runs in time here.
        open var speed: Float = 1
        open var timeOffset: CFTimeInterval = 0
        open var beginTime: CFTimeInterval = 0
        open var duration: CFTimeInterval = 0
        open var repeatCount: Float = 0
        open var autoreverses = false
        open var fillMode = CAMediaTimingFillMode.removed

        public override init() { super.init() }
        /// A copy of `layer`'s geometry (presentation and model layers are the layer itself here).
        public init(layer: Any) { super.init() }

        open func addSublayer(_ layer: CALayer) {
            layer.removeFromSuperlayer()
            sublayers = (sublayers ?? []) + [layer]
        }
        open func insertSublayer(_ layer: CALayer, at index: UInt32) {
            layer.removeFromSuperlayer()
            var list = sublayers ?? []
            list.insert(layer, at: min(Int(index), list.count))
            sublayers = list
        }
        /// Just below the sibling (at the bottom when it is nil or not a sublayer).
        open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
            layer.removeFromSuperlayer()
            insertSublayer(layer, at: UInt32(sublayers?.firstIndex { $0 === sibling } ?? 0))
        }
        /// Just above the sibling (at the top when it is nil or not a sublayer).
        open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
            layer.removeFromSuperlayer()
            guard let index = sublayers?.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
            insertSublayer(layer, at: UInt32(index + 1))
        }
        open func removeFromSuperlayer() {
            superlayer?.sublayers?.removeAll { $0 === self }
            superlayer = nil
        }
        open func setNeedsDisplay() {}
        open func setNeedsLayout() {}
        open func layoutIfNeeded() {}
        open func layoutSublayers() {}
        open func display() {}
        open func draw(in context: CGContext) {}
        /// Draws nothing: layers have no contents here.
        open func render(in context: CGContext) {}
        open func presentation() -> Self? { self }
        open func model() -> Self { self }
        open func add(_ animation: CAAnimation, forKey key: String?) {}
        open func removeAnimation(forKey key: String) {}
        open func removeAllAnimations() {}
        open func animation(forKey key: String) -> CAAnimation? { nil }
        open func animationKeys() -> [String]? { nil }
        open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint { point }
        open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint { point }
        open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect { rect }
        open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect { rect }
        open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }
        open func hitTest(_ point: CGPoint) -> CALayer? { contains(point) ? self : nil }

        /// Told of a change to an observed key path: never, here (observations never fire). Declared
        /// in the class so an app's override compiles.
        open func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {}

        // iOS's other members, kept and inert (sdk-surface standins)
        /// The transform's affine part.
        open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
        /// True, as for apps built with the iOS 7 SDK or later.
        open var allowsGroupOpacity: Bool = true
        open var anchorPointZ: CGFloat = 0
        open var backgroundFilters: [Any]? = nil
        open var compositingFilter: Any? = nil
        open func contentsAreFlipped() -> Bool { false }
        /// The unit rectangle, Core Animation's default.
        open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        /// The unit rectangle, Core Animation's default: all of the contents.
        open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        /// A time of `layer`'s (absolute time for nil) in this layer's time: each layer's time is its
        /// parent's less its beginTime, times its speed, plus its timeOffset.
        open func convertTime(_ time: Double, from layer: CALayer?) -> Double {
            localTime(fromAbsolute: layer?.absoluteTime(fromLocal: time) ?? time)
        }
        /// A time of this layer's in `layer`'s time (absolute time for nil).
        open func convertTime(_ time: Double, to layer: CALayer?) -> Double {
            let absolute = absoluteTime(fromLocal: time)
            return layer?.localTime(fromAbsolute: absolute) ?? absolute
        }
        private func localTime(fromAbsolute time: Double) -> Double {
            let parentTime = superlayer?.localTime(fromAbsolute: time) ?? time
            return (parentTime - beginTime) * Double(speed) + timeOffset
        }
        private func absoluteTime(fromLocal time: Double) -> Double {
            let parentTime = speed == 0 ? beginTime : (time - timeOffset) / Double(speed) + beginTime
            return superlayer?.absoluteTime(fromLocal: parentTime) ?? parentTime
        }
        open class func cornerCurveExpansionFactor(_ p0: CALayerCornerCurve) -> CGFloat { 0 }
        open class func defaultValue(forKey p0: String) -> Any? { nil }
        open func displayIfNeeded() {}
        open var drawsAsynchronously: Bool = false
        open var filters: [Any]? = nil
        open var isGeometryFlipped: Bool = false
        open var isOpaque: Bool = false
        open var minificationFilterBias: Float = 0
        open func needsDisplay() -> Bool { false }
        open class func needsDisplay(forKey p0: String) -> Bool { false }
        open func needsLayout() -> Bool { false }
        /// The bounds' size in the superlayer's space (through the transform's affine part).
        open func preferredFrameSize() -> CGSize {
            CGRect(origin: .zero, size: bounds.size).applying(affineTransform()).size
        }
        /// Puts `newLayer` where `oldLayer` is among the sublayers, and takes `oldLayer` out.
        open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
            guard oldLayer !== newLayer, let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
            newLayer.removeFromSuperlayer()
            oldLayer.superlayer = nil
            sublayers?[index] = newLayer
        }
        open func scroll(_ p0: CGPoint) {}
        open func scrollRectToVisible(_ p0: CGRect) {}
        /// Sets the transform to the affine one.
        open func setAffineTransform(_ transform: CGAffineTransform) { self.transform = CATransform3DMakeAffineTransform(transform) }
        open func setNeedsDisplay(_ p0: CGRect) {}
        /// True, the default implementation's answer.
        open func shouldArchiveValue(forKey key: String) -> Bool { true }
        open var style: [AnyHashable: Any]? = nil
        /// The bounds: no scroll layer clips a layer here.
        open var visibleRect: CGRect { bounds }
    }

    /// A shape layer: its path and colours kept, drawn nowhere.
    open class CAShapeLayer: CALayer {
        open var path: CGPath?
        open var fillColor: CGColor?
        open var strokeColor: CGColor?
        open var lineWidth: CGFloat = 1
        open var lineCap = CAShapeLayerLineCap.butt
        open var lineJoin = CAShapeLayerLineJoin.miter
        open var lineDashPattern: [NSNumber]?
        open var strokeStart: CGFloat = 0
        open var strokeEnd: CGFloat = 1
        open var fillRule = CAShapeLayerFillRule.nonZero

        // iOS's other members, kept and inert (sdk-surface standins)
        open var lineDashPhase: CGFloat = 0
        /// 10, Core Animation's default.
        open var miterLimit: CGFloat = 10
    }

    /// A gradient layer: its colours and stops kept, drawn nowhere.
    open class CAGradientLayer: CALayer {
        open var colors: [Any]?
        open var locations: [NSNumber]?
        open var startPoint = CGPoint(x: 0.5, y: 0)
        open var endPoint = CGPoint(x: 0.5, y: 1)
        open var type = CAGradientLayerType.axial
    }

    /// A transform layer: a plain layer here.
    open class CATransformLayer: CALayer {}

    /// A replicator layer: kept, drawn nowhere.
    open class CAReplicatorLayer: CALayer {
        open var instanceCount = 1
        open var instanceTransform = CATransform3DIdentity

        // iOS's other members, kept and inert (sdk-surface standins)
        open var instanceAlphaOffset: Float = 0
        open var instanceBlueOffset: Float = 0
        /// Opaque white, Core Animation's default.
        open var instanceColor: CGColor? = UIColor(white: 1, alpha: 1).cgColor
        open var instanceDelay: Double = 0
        open var instanceGreenOffset: Float = 0
        open var instanceRedOffset: Float = 0
        open var preservesDepth: Bool = false
    }

    public struct CACornerMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layerMinXMinYCorner = CACornerMask(rawValue: 1), layerMaxXMinYCorner = CACornerMask(rawValue: 2)
        public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4), layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    }
#endif
