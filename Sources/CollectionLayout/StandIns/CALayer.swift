import CollectionLayout
import Foundation

/// An inert stand-in for a view's layer: the properties cells set (corners, borders, shadows)
/// are kept and draw nothing.
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var masksToBounds = false
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: AnyObject?
    open var zPosition: CGFloat = 0
    open var opacity: Float = 1
    open var transform = CATransform3DIdentity
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    public override init() { super.init() }
    open func addSublayer(_ layer: CALayer) {}
    open func removeFromSuperlayer() {}
}

public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1), layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4), layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular"), continuous = CALayerCornerCurve(rawValue: "continuous")
}
