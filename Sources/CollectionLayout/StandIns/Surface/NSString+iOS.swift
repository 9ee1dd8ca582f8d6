import Foundation

/// iOS's declarations of NSString the SDK had not, kept and inert (sdk-surface standins).
extension NSString {
    public func draw(at p0: CGPoint, withAttributes p1: [NSAttributedString.Key: Any]? = nil) {}

    public func draw(in p0: CGRect, withAttributes p1: [NSAttributedString.Key: Any]? = nil) {}

    public func draw(
        with p0: CGRect, options p1: NSStringDrawingOptions = [], attributes p2: [NSAttributedString.Key: Any]? = nil, context p3: NSStringDrawingContext?
    ) {}
}
