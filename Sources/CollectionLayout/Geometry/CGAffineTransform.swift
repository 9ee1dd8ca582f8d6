// Core Graphics' affine transform and its geometry, for Linux. On a Mac they are Apple's, and a Mac
// build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// CoreGraphics' 2D affine transform, for Linux where CoreGraphics is missing.
    ///
    /// Row-vector convention as on Apple platforms: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public struct CGAffineTransform: Equatable, Hashable, Sendable, Codable {
        public var a, b, c, d, tx, ty: CGFloat

        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
            self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        }

        /// The transform that changes nothing.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        public init() { self = .identity }

        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A rotation by `angle` radians; positive angles turn +x towards +y (clockwise on screen).
        public init(rotationAngle angle: CGFloat) {
            let cosine = cos(angle), sine = sin(angle)
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        public var isIdentity: Bool { self == .identity }

        /// `self` followed by `other` (CGAffineTransformConcat(self, other)).
        public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * other.a + b * other.c,
                b: a * other.b + b * other.d,
                c: c * other.a + d * other.c,
                d: c * other.b + d * other.d,
                tx: tx * other.a + ty * other.c + other.tx,
                ty: tx * other.b + ty * other.d + other.ty)
        }

        /// The inverse, or `self` unchanged when the matrix is singular (as CoreGraphics does).
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
            return CGAffineTransform(
                a: ia, b: ib, c: ic, d: id,
                tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        }

        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        public func translatedBy(x dx: CGFloat, y dy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: dx, y: dy).concatenating(self)
        }

        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }

    extension CGPoint {
        /// The point transformed by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size transformed by `t`, ignoring translation (may be negative, as in CoreGraphics).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle containing the four transformed corners.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if t.isIdentity { return self }
            let r = standardized
            let corners = [
                CGPoint(x: r.minX, y: r.minY).applying(t), CGPoint(x: r.maxX, y: r.minY).applying(t),
                CGPoint(x: r.minX, y: r.maxY).applying(t), CGPoint(x: r.maxX, y: r.maxY).applying(t)
            ]
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = xs.min()!, minY = ys.min()!
            return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
        }
    }
#endif
