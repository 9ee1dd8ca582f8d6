import Foundation

/// View API that cells and controllers in layout files call and never override: geometry
/// conversions (views are not laid out here, so a point stays as it is), Auto Layout anchors
/// and animations, which run at once (the layout's attributes are what the workbench shows).
extension UIView {
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize { targetSize }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    public var readableContentGuide: UILayoutGuide { UILayoutGuide() }

    /// Runs `animations` at once (nothing is animated here) and then `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public class func performWithoutAnimation(_ actions: () -> Void) { actions() }

    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        completion?(true)
    }

    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                       animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public class func addKeyframe(withRelativeStartTime start: Double, relativeDuration duration: Double, animations: () -> Void) {
        animations()
    }

    public class func setAnimationsEnabled(_ enabled: Bool) {}
    public class var areAnimationsEnabled: Bool { false }

    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let calculationModeLinear = KeyframeAnimationOptions([]), calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([]), curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16), curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1), beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20), transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20), curveEaseOutIn = AnimationOptions(rawValue: 2 << 16)
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0), overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4), `repeat` = AnimationOptions(rawValue: 1 << 3)
    }
}

