// Core Animation's 3D transform and its functions, for Linux. On a Mac they are Apple's, and a Mac
// build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// Core Animation's 4×4 transform, row-vector convention: m41, m42, m43 translate.
    public struct CATransform3D: Equatable, Hashable, Sendable {
        public var m11, m12, m13, m14: CGFloat
        public var m21, m22, m23, m24: CGFloat
        public var m31, m32, m33, m34: CGFloat
        public var m41, m42, m43, m44: CGFloat

        public init(
            m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
            m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
            m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
            m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
        ) {
            (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
            (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
            (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
            (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
        }

        /// The identity transform.
        public init() {
            self.init(
                m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        }

        /// The sixteen values in row-major order, m11 … m44.
        public var values: [CGFloat] {
            [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
        }

        /// Builds a transform from sixteen row-major values.
        public init(values v: [CGFloat]) {
            precondition(v.count == 16, "CATransform3D needs 16 values")
            self.init(
                m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
        }
    }

    /// The identity transform.
    public let CATransform3DIdentity = CATransform3D()

    public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

    public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

    public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m41, t.m42, t.m43) = (tx, ty, tz)
        return t
    }

    public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m11, t.m22, t.m33) = (sx, sy, sz)
        return t
    }

    /// A rotation of `angle` radians about the axis (x, y, z); identity for a zero axis.
    public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return CATransform3DIdentity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return CATransform3D(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `a` followed by `b`.
    public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let x = a.values, y = b.values
        var r = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += x[row * 4 + k] * y[k * 4 + column] }
                r[row * 4 + column] = sum
            }
        }
        return CATransform3D(values: r)
    }

    public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
    }

    public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
    }

    public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
    }

    /// The 3D form of an affine transform.
    public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
        return t
    }

    /// True when the transform has no z or perspective terms.
    public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
            && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
    }

    /// The affine part (m11, m12, m21, m22, m41, m42); z and perspective terms are dropped.
    public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
        CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
    }
#endif
