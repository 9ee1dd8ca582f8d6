// Core Graphics' paths, line styles and drawing context, for Linux. On a Mac they are Apple's, and
// a Mac build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain,
// docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// A path, as masks and shape layers carry one: the points it was given are kept and its
    /// bounding box answered; nothing draws it.
    /// Paths are equal when they hold the same points, as Core Foundation compares them by content.
    open class CGPath: Hashable, @unchecked Sendable {
        var points: [CGPoint] = []

        public init() {}

        /// A rect's outline.
        public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            points = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)]
        }

        /// A rounded rect's outline.
        public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
            points = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)]
        }

        public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            points = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)]
        }

        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.points == rhs.points }

        public func hash(into hasher: inout Hasher) {
            for point in points {
                hasher.combine(point.x)
                hasher.combine(point.y)
            }
        }

        /// The smallest rect holding every point the path was given.
        public var boundingBox: CGRect {
            guard let first = points.first else { return .null }
            return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
        }
        public var boundingBoxOfPath: CGRect { boundingBox }
        public var isEmpty: Bool { points.isEmpty }
        public var currentPoint: CGPoint { points.last ?? .zero }
        public func copy() -> CGPath? { let copy = CGPath(); copy.points = points; return copy }
        public func mutableCopy() -> CGMutablePath? { let copy = CGMutablePath(); copy.points = points; return copy }
        public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
            boundingBox.contains(point)
        }
    }

    /// A path being built: each segment's points kept.
    open class CGMutablePath: CGPath, @unchecked Sendable {
        public override init() { super.init() }
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { points.append(point) }
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { points.append(point) }
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) { self.points += points }
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            points += [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)]
        }
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { rects.forEach { addRect($0) } }
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { addRect(rect) }
        public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
            addRect(rect)
        }
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            addRect(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        }
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) { points += [control, end] }
        public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
            points += [control1, control2, end]
        }
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { points += path.points }
        public func closeSubpath() {}
    }

    public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }

    /// How a stroke ends and joins (UIBezierPath's `lineCapStyle`, `lineJoinStyle`): kept only.
    public enum CGLineCap: Int32, Sendable { case butt, round, square }
    public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

    /// A drawing context: none exists here (UIGraphicsGetCurrentContext() answers nil), so code
    /// that draws into one does nothing. Contexts are equal only to themselves.
    open class CGContext: Hashable, @unchecked Sendable {
        public init() {}
        public static func == (lhs: CGContext, rhs: CGContext) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        public func setFillColor(_ color: CGColor) {}
        public func setStrokeColor(_ color: CGColor) {}
        public func setLineWidth(_ width: CGFloat) {}
        public func fill(_ rect: CGRect) {}
        public func stroke(_ rect: CGRect) {}
        public func addPath(_ path: CGPath) {}
        public func fillPath() {}
        public func strokePath() {}
        public func saveGState() {}
        public func restoreGState() {}
        public func translateBy(x: CGFloat, y: CGFloat) {}
        public func scaleBy(x: CGFloat, y: CGFloat) {}
        public func rotate(by angle: CGFloat) {}
        public func clip() {}
        public func move(to point: CGPoint) {}
        public func addLine(to point: CGPoint) {}

        // iOS's other members, kept and inert (sdk-surface standins)
        public var textMatrix: CGAffineTransform = .identity
        public var textPosition: CGPoint = .zero
    }
#endif
