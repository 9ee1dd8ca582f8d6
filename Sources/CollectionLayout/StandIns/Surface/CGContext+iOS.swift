// Core Graphics' and Core Animation's members iOS declares, kept inert, for Linux. On a Mac they
// are Apple's, and a Mac build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS:
// PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// iOS's declarations of CGContext the SDK had not, kept and inert (sdk-surface standins).
    extension CGContext {
        public func addArc(center p0: CGPoint, radius p1: CGFloat, startAngle p2: CGFloat, endAngle p3: CGFloat, clockwise p4: Bool) {}

        public func addArc(tangent1End p0: CGPoint, tangent2End p1: CGPoint, radius p2: CGFloat) {}

        public func addCurve(to p0: CGPoint, control1 p1: CGPoint, control2 p2: CGPoint) {}

        public func addEllipse(in p0: CGRect) {}

        public func addLines(between p0: [CGPoint]) {}

        public func addQuadCurve(to p0: CGPoint, control p1: CGPoint) {}

        public func addRect(_ p0: CGRect) {}

        public func addRects(_ p0: [CGRect]) {}

        public func beginPage(mediaBox p0: UnsafePointer<CGRect>?) {}

        public func beginPath() {}

        public var bitsPerComponent: Int { 0 }

        public var bitsPerPixel: Int { 0 }

        public var boundingBoxOfClipPath: CGRect { .zero }

        public var boundingBoxOfPath: CGRect { .zero }

        public var bytesPerRow: Int { 0 }

        public func clear(_ p0: CGRect) {}

        public func clip(to p0: CGRect) {}

        public func clip(to p0: [CGRect]) {}

        public func clip(to p0: CGRect, mask p1: CGImage) {}

        public func clip(using p0: CGPathFillRule = CGPathFillRule.winding) {}

        public func closePDF() {}

        public func closePath() {}

        public var colorSpace: CGColorSpace? { nil }

        public func concatenate(_ p0: CGAffineTransform) {}

        public func convertToDeviceSpace(_ p0: CGPoint) -> CGPoint { .zero }

        public func convertToDeviceSpace(_ p0: CGRect) -> CGRect { .zero }

        public func convertToDeviceSpace(_ p0: CGSize) -> CGSize { .zero }

        public func convertToUserSpace(_ p0: CGPoint) -> CGPoint { .zero }

        public func convertToUserSpace(_ p0: CGRect) -> CGRect { .zero }

        public func convertToUserSpace(_ p0: CGSize) -> CGSize { .zero }

        public var ctm: CGAffineTransform { .identity }

        public var currentPointOfPath: CGPoint { .zero }

        public var data: UnsafeMutableRawPointer? { nil }

        public func draw(_ p0: CGImage, in p1: CGRect, byTiling p2: Bool = false) {}

        public func endPDFPage() {}

        public func endPage() {}

        public func endTransparencyLayer() {}

        public func fill(_ p0: [CGRect]) {}

        public func fillEllipse(in p0: CGRect) {}

        public func fillPath(using p0: CGPathFillRule = CGPathFillRule.winding) {}

        public func flush() {}

        public var height: Int { 0 }

        public convenience init?(
            data p0: UnsafeMutableRawPointer?, width p1: Int, height p2: Int, bitsPerComponent p3: Int, bytesPerRow p4: Int, space p5: CGColorSpace,
            bitmapInfo p6: UInt32
        ) { self.init() }

        public var isPathEmpty: Bool { false }

        public func makeImage() -> CGImage? { nil }

        public var path: CGPath? { nil }

        public func replacePathWithStrokedPath() {}

        public func resetClip() {}

        public func setAllowsAntialiasing(_ p0: Bool) {}

        public func setAllowsFontSmoothing(_ p0: Bool) {}

        public func setAllowsFontSubpixelPositioning(_ p0: Bool) {}

        public func setAllowsFontSubpixelQuantization(_ p0: Bool) {}

        public func setAlpha(_ p0: CGFloat) {}

        public func setCharacterSpacing(_ p0: CGFloat) {}

        public func setFillColor(_ p0: UnsafePointer<CGFloat>) {}

        public func setFillColor(cyan p0: CGFloat, magenta p1: CGFloat, yellow p2: CGFloat, black p3: CGFloat, alpha p4: CGFloat) {}

        public func setFillColor(gray p0: CGFloat, alpha p1: CGFloat) {}

        public func setFillColor(red p0: CGFloat, green p1: CGFloat, blue p2: CGFloat, alpha p3: CGFloat) {}

        public func setFillColorSpace(_ p0: CGColorSpace) {}

        public func setFlatness(_ p0: CGFloat) {}

        public func setFontSize(_ p0: CGFloat) {}

        public func setLineCap(_ p0: CGLineCap) {}

        public func setLineDash(phase p0: CGFloat, lengths p1: [CGFloat]) {}

        public func setLineJoin(_ p0: CGLineJoin) {}

        public func setMiterLimit(_ p0: CGFloat) {}

        public func setPatternPhase(_ p0: CGSize) {}

        public func setShadow(offset p0: CGSize, blur p1: CGFloat) {}

        public func setShadow(offset p0: CGSize, blur p1: CGFloat, color p2: CGColor?) {}

        public func setShouldAntialias(_ p0: Bool) {}

        public func setShouldSmoothFonts(_ p0: Bool) {}

        public func setShouldSubpixelPositionFonts(_ p0: Bool) {}

        public func setShouldSubpixelQuantizeFonts(_ p0: Bool) {}

        public func setStrokeColor(_ p0: UnsafePointer<CGFloat>) {}

        public func setStrokeColor(cyan p0: CGFloat, magenta p1: CGFloat, yellow p2: CGFloat, black p3: CGFloat, alpha p4: CGFloat) {}

        public func setStrokeColor(gray p0: CGFloat, alpha p1: CGFloat) {}

        public func setStrokeColor(red p0: CGFloat, green p1: CGFloat, blue p2: CGFloat, alpha p3: CGFloat) {}

        public func setStrokeColorSpace(_ p0: CGColorSpace) {}

        public func stroke(_ p0: CGRect, width p1: CGFloat) {}

        public func strokeEllipse(in p0: CGRect) {}

        public func strokeLineSegments(between p0: [CGPoint]) {}

        public func synchronize() {}

        public var userSpaceToDeviceSpaceTransform: CGAffineTransform { .identity }

        public var width: Int { 0 }
    }
#endif
