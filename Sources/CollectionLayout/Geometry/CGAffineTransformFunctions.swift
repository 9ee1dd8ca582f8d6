// Core Graphics' C names for affine transforms, for Linux. On a Mac they are Apple's, and a Mac
// build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    public let CGAffineTransformIdentity = CGAffineTransform.identity

    public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy)
    }

    public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty)
    }

    public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle)
    }

    public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }

    public func CGAffineTransformConcat(_ a: CGAffineTransform, _ b: CGAffineTransform) -> CGAffineTransform {
        a.concatenating(b)
    }
#endif
