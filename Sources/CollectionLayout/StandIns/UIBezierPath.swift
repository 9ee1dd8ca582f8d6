import Foundation

/// A Bézier path (masks, shadows, shape layers): its points kept, drawn nowhere. `cgPath`
/// answers a copy of them; setting it replaces them.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()
    open var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var usesEvenOddFillRule = false

    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { self.init(rect: rect) }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    open var bounds: CGRect { path.boundingBox }
    open var isEmpty: Bool { path.isEmpty }
    open var currentPoint: CGPoint { path.currentPoint }
    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func close() {}
    open func fill() {}
    open func stroke() {}
    open func addClip() {}
    open func apply(_ transform: CGAffineTransform) {}
    open func contains(_ point: CGPoint) -> Bool { path.contains(point) }

    // iOS's other members, kept and inert (sdk-surface standins)
    /// 0.6, UIKit's default.
    open var flatness: CGFloat = 0.6
    /// Writes what `setLineDash(_:count:phase:)` set: the pattern (when `pattern` has room, as
    /// UIKit asks), its count and the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in lineDash.enumerated() { pattern[index] = length } }
        count?.pointee = lineDash.count
        phase?.pointee = lineDashPhase
    }
    /// 10, UIKit's default.
    open var miterLimit: CGFloat = 10
    /// Empties the path.
    open func removeAllPoints() { path = CGMutablePath() }
    /// A path of the same points and settings (the direction, which only drawing uses, is not kept here).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: path)
        (reversed.lineWidth, reversed.lineCapStyle, reversed.lineJoinStyle) = (lineWidth, lineCapStyle, lineJoinStyle)
        (reversed.usesEvenOddFillRule, reversed.flatness, reversed.miterLimit) = (usesEvenOddFillRule, flatness, miterLimit)
        (reversed.lineDash, reversed.lineDashPhase) = (lineDash, lineDashPhase)
        return reversed
    }
    /// Keeps the dash pattern and phase for `getLineDash(_:count:phase:)` (nothing is stroked here).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        lineDash = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        lineDashPhase = phase
    }
    private var lineDash: [CGFloat] = []
    private var lineDashPhase: CGFloat = 0
}

public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1), topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4), bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Image contexts: none is made (views and layers draw nothing here), so the current context is
/// nil and the image taken from one is nil.
public func UIGraphicsBeginImageContext(_ size: CGSize) {}
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { nil }
public func UIGraphicsEndImageContext() {}
