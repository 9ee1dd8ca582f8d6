import CollectionLayout
import Foundation

/// View API that cells and controllers in layout files call. Inert: views are never drawn or
/// laid out here (the layout's attributes are what the workbench shows), so setters keep
/// nothing and getters answer UIKit's defaults.
extension UIView {
    public var backgroundColor: UIColor? { get { nil } set {} }
    public var tintColor: UIColor! { get { .systemBlue } set {} }
    public var layer: CALayer { CALayer() }
    public var isHidden: Bool { get { false } set {} }
    public var alpha: CGFloat { get { 1 } set {} }
    public var clipsToBounds: Bool { get { false } set {} }
    public var isOpaque: Bool { get { true } set {} }
    public var isUserInteractionEnabled: Bool { get { true } set {} }
    public var contentMode: UIView.ContentMode { get { .scaleToFill } set {} }
    public var tag: Int { get { 0 } set {} }
    public var transform: CGAffineTransform { get { .identity } set {} }
    public var center: CGPoint { get { CGPoint(x: frame.midX, y: frame.midY) } set {} }
    public var translatesAutoresizingMaskIntoConstraints: Bool { get { true } set {} }
    public var autoresizingMask: UIView.AutoresizingMask { get { [] } set {} }
    public var subviews: [UIView] { [] }
    public var superview: UIView? { nil }
    public var accessibilityLabel: String? { get { nil } set {} }
    public var accessibilityIdentifier: String? { get { nil } set {} }
    public var isAccessibilityElement: Bool { get { false } set {} }
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set {}
    }
    public var preservesSuperviewLayoutMargins: Bool { get { false } set {} }
    public var insetsLayoutMarginsFromSafeArea: Bool { get { true } set {} }

    public func addSubview(_ view: UIView) {}
    public func insertSubview(_ view: UIView, at index: Int) {}
    public func insertSubview(_ view: UIView, belowSubview: UIView) {}
    public func insertSubview(_ view: UIView, aboveSubview: UIView) {}
    public func bringSubviewToFront(_ view: UIView) {}
    public func sendSubviewToBack(_ view: UIView) {}
    public func removeFromSuperview() {}
    public func setNeedsDisplay() {}
    public func setNeedsUpdateConstraints() {}
    public func sizeToFit() {}
    public func addConstraint(_ constraint: NSLayoutConstraint) {}
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    public func addLayoutGuide(_ guide: UILayoutGuide) {}
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }

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

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1), flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4), flexibleTopMargin = AutoresizingMask(rawValue: 8)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16), flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }

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

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([]), curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16), curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1), beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }
}

/// Apps make recognizers with a target and action; nothing calls the action here.
extension UIGestureRecognizer {
    public convenience init(target: Any?, action: Selector?) { self.init() }
}

open class UITapGestureRecognizer: UIGestureRecognizer {}
open class UILongPressGestureRecognizer: UIGestureRecognizer {}
