// Core Animation's animations, transactions and display link, for Linux. On a Mac they are Apple's,
// and a Mac build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain,
// docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// Core Animation's animations: kept on the layer they are added to, never run (the layout's
    /// attributes are what the workbench animates).
    open class CAAnimation: NSObject {
        open var duration: CFTimeInterval = 0.25
        open var beginTime: CFTimeInterval = 0
        open var timeOffset: CFTimeInterval = 0
        open var repeatCount: Float = 0
        open var speed: Float = 1
        open var autoreverses = false
        open var isRemovedOnCompletion = true
        open var fillMode = CAMediaTimingFillMode.removed
        open var timingFunction: CAMediaTimingFunction?
        open weak var delegate: CAAnimationDelegate?
        public required override init() { super.init() }

        // iOS's other members, kept and inert (sdk-surface standins)
        open class func defaultValue(forKey p0: String) -> Any? { nil }
        /// True, the default implementation's answer.
        open func shouldArchiveValue(forKey key: String) -> Bool { true }
    }

    open class CAPropertyAnimation: CAAnimation {
        open var keyPath: String?
        open var isAdditive = false
        open var isCumulative = false
        public convenience init(keyPath path: String?) {
            self.init()
            keyPath = path
        }
    }

    open class CABasicAnimation: CAPropertyAnimation {
        open var fromValue: Any?
        open var toValue: Any?
        open var byValue: Any?
    }

    open class CAKeyframeAnimation: CAPropertyAnimation {
        open var values: [Any]?
        open var keyTimes: [NSNumber]?
        open var path: CGPath?
        open var timingFunctions: [CAMediaTimingFunction]?

        // iOS's other members, kept and inert (sdk-surface standins)
        open var biasValues: [NSNumber]? = nil
        open var continuityValues: [NSNumber]? = nil
        open var tensionValues: [NSNumber]? = nil
    }

    open class CASpringAnimation: CABasicAnimation {
        open var mass: CGFloat = 1
        open var stiffness: CGFloat = 100
        open var damping: CGFloat = 10
        open var initialVelocity: CGFloat = 0
        open var settlingDuration: CFTimeInterval { duration }
    }

    open class CAAnimationGroup: CAAnimation {
        open var animations: [CAAnimation]?
    }

    open class CATransition: CAAnimation {
        open var type = CATransitionType.fade
        open var subtype: CATransitionSubtype?

        // iOS's other members, kept and inert (sdk-surface standins)
        /// 1, Core Animation's default: the transition runs to its end.
        open var endProgress: Float = 1
        open var startProgress: Float = 0
    }

    /// An animation's delegate; never told anything here (animations do not run).
    public protocol CAAnimationDelegate: AnyObject {
        func animationDidStart(_ animation: CAAnimation)
        func animationDidStop(_ animation: CAAnimation, finished flag: Bool)
    }

    extension CAAnimationDelegate {
        public func animationDidStart(_ animation: CAAnimation) { UIKitOptionalRequirement.markDefault() }
        public func animationDidStop(_ animation: CAAnimation, finished flag: Bool) { UIKitOptionalRequirement.markDefault() }
    }

    open class CAMediaTimingFunction: NSObject {
        public init(name: CAMediaTimingFunctionName) { super.init() }
        public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
            controlPoints = [(c1x, c1y), (c2x, c2y)]
            super.init()
        }
        /// The two inner control points an `init(controlPoints:)` function was made with.
        private var controlPoints: [(Float, Float)]?

        // iOS's other members, kept and inert (sdk-surface standins)
        /// Writes point `index` of the curve: 0 is (0, 0) and 3 is (1, 1), as Core Animation fixes
        /// them; 1 and 2 are the ones the function was made with (a named function's are not known here).
        open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
            let point: (Float, Float)
            switch index {
            case 0: point = (0, 0)
            case 3: point = (1, 1)
            case 1, 2:
                guard let controlPoints else { return }
                point = controlPoints[index - 1]
            default: return
            }
            values[0] = point.0
            values[1] = point.1
        }
    }

    public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = CAMediaTimingFunctionName(rawValue: "linear"), easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
        public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut"), easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
        public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
    }

    /// Implicit animation transactions: nothing animates here, so a transaction runs its
    /// completion block when it commits.
    open class CATransaction: NSObject {
        nonisolated(unsafe) private static var completions: [() -> Void] = []
        /// The transaction's properties by key, as `setValue(_:forKey:)` set them.
        nonisolated(unsafe) private static var values: [String: Any] = [:]
        open class func setValue(_ anObject: Any?, forKey key: String) { values[key] = anObject }
        open class func value(forKey key: String) -> Any? { values[key] }
        open class func begin() {}
        open class func commit() {
            let blocks = completions
            completions = []
            blocks.forEach { $0() }
        }
        open class func flush() {}
        open class func setDisableActions(_ flag: Bool) {}
        open class func disableActions() -> Bool { true }
        open class func setAnimationDuration(_ duration: CFTimeInterval) {}
        open class func animationDuration() -> CFTimeInterval { 0 }
        open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
        open class func setCompletionBlock(_ block: (() -> Void)?) { if let block { completions.append(block) } }

        // iOS's other members, kept and inert (sdk-surface standins)
        open class func animationTimingFunction() -> CAMediaTimingFunction? { nil }
        /// The block the transaction will run when it commits (the last one set).
        open class func completionBlock() -> (() -> Void)? { completions.last }
        open class func lock() {}
        open class func unlock() {}
    }

    /// A display link: the host's frames drive layouts (and UIKit Dynamics), not display links, so
    /// one never fires here; it can be made, added to a run loop, paused and invalidated.
    open class CADisplayLink: NSObject {
        public init(target: Any, selector: Selector) { super.init() }
        open var isPaused = false
        open var timestamp: CFTimeInterval { CACurrentMediaTime() }
        open var targetTimestamp: CFTimeInterval { CACurrentMediaTime() }
        open var duration: CFTimeInterval { 1.0 / 120 }
        open var preferredFramesPerSecond = 0
        open func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
        open func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
        open func invalidate() {}

        // iOS's other members, kept and inert (sdk-surface standins)
        /// 1, Core Animation's default: every frame.
        open var frameInterval: Int = 1
    }

    /// Core Animation's clock: seconds on the monotonic clock.
    public func CACurrentMediaTime() -> CFTimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return CFTimeInterval(time.tv_sec) + CFTimeInterval(time.tv_nsec) / 1e9
    }
#endif
