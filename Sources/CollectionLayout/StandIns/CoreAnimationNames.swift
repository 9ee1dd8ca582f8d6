// Core Animation's named values, for Linux. On a Mac they are Apple's, and a Mac build of the SDK
// leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    // Core Animation's typed names, as layers and animations take them: each a string with the
    // names Core Animation gives it. They are kept; nothing is drawn or animated with them.

    public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let removed = CAMediaTimingFillMode(rawValue: "removed"), forwards = CAMediaTimingFillMode(rawValue: "forwards")
        public static let backwards = CAMediaTimingFillMode(rawValue: "backwards"), both = CAMediaTimingFillMode(rawValue: "both")
    }

    public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let circular = CALayerCornerCurve(rawValue: "circular"), continuous = CALayerCornerCurve(rawValue: "continuous")
    }

    /// Where a layer's contents sit in its bounds (`contentsGravity`).
    public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let center = CALayerContentsGravity(rawValue: "center"), top = CALayerContentsGravity(rawValue: "top")
        public static let bottom = CALayerContentsGravity(rawValue: "bottom"), left = CALayerContentsGravity(rawValue: "left")
        public static let right = CALayerContentsGravity(rawValue: "right"), topLeft = CALayerContentsGravity(rawValue: "topLeft")
        public static let topRight = CALayerContentsGravity(rawValue: "topRight"), bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
        public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight"), resize = CALayerContentsGravity(rawValue: "resize")
        public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
        public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    }

    /// How a shape layer fills its path.
    public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero"), evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
    }

    /// How a shape layer's strokes end.
    public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let butt = CAShapeLayerLineCap(rawValue: "butt"), round = CAShapeLayerLineCap(rawValue: "round")
        public static let square = CAShapeLayerLineCap(rawValue: "square")
    }

    /// How a shape layer's strokes join.
    public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let miter = CAShapeLayerLineJoin(rawValue: "miter"), round = CAShapeLayerLineJoin(rawValue: "round")
        public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    }

    /// A gradient layer's kind.
    public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let axial = CAGradientLayerType(rawValue: "axial"), radial = CAGradientLayerType(rawValue: "radial")
        public static let conic = CAGradientLayerType(rawValue: "conic")
    }

    /// A transition's kind.
    public struct CATransitionType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fade = CATransitionType(rawValue: "fade"), moveIn = CATransitionType(rawValue: "moveIn")
        public static let push = CATransitionType(rawValue: "push"), reveal = CATransitionType(rawValue: "reveal")
    }

    /// The side a transition comes from.
    public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fromRight = CATransitionSubtype(rawValue: "fromRight"), fromLeft = CATransitionSubtype(rawValue: "fromLeft")
        public static let fromTop = CATransitionSubtype(rawValue: "fromTop"), fromBottom = CATransitionSubtype(rawValue: "fromBottom")
    }
#endif
