public import CollectionLayout
public import Foundation
public import LayoutHost

/// What a picture of the layout shows, in points: each element's outline as UIKit draws it
/// (its size, transformed by the affine part of transform3D about its centre), in drawing order
/// (higher zIndex over lower, ties in the layout's order), hidden elements left out; the visible
/// bounds; the content's rect; and the region the picture covers.
public struct Picture: Sendable {
    /// One element as drawn.
    public struct Shape: Sendable {
        public var key: LayoutElement.Key
        public var center: CGPoint
        public var size: CGSize
        /// The affine part of transform3D (perspective is not drawn).
        public var transform: CGAffineTransform
        public var alpha: Double
        public var zIndex: Int
        /// Corners clockwise from the top-left of the untransformed rect.
        public var corners: [CGPoint]

        public var label: String { key.pathText }
        /// True when the transform keeps edges horizontal and vertical (no rotation or shear).
        public var isAxisAligned: Bool { transform.b == 0 && transform.c == 0 }

        init(_ element: LayoutElement) {
            key = element.key
            center = element.center
            size = element.size
            transform = element.transform
            alpha = element.alpha
            zIndex = element.zIndex
            let (w, h) = (element.size.width / 2, element.size.height / 2)
            let t = transform
            corners = [(-w, -h), (w, -h), (w, h), (-w, h)].map { x, y in
                CGPoint(x: element.center.x + t.a * x + t.c * y + t.tx, y: element.center.y + t.b * x + t.d * y + t.ty)
            }
        }

        /// The rect that holds the outline.
        public var boundingBox: CGRect {
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }

        /// Whether `point` lies inside the outline (a parallelogram: inside every edge's half-plane).
        public func contains(_ point: CGPoint) -> Bool {
            var sign: CGFloat = 0
            for i in 0..<4 {
                let a = corners[i], b = corners[(i + 1) % 4]
                let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
                if cross == 0 { continue }
                if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
            }
            return sign != 0
        }
    }

    public var shapes: [Shape]
    public var bounds: CGRect
    public var content: CGRect
    /// The visible bounds, or with `all` the content and the bounds together.
    public var region: CGRect
    public var showsAll: Bool

    public init(elements: [LayoutElement], bounds: CGRect, contentSize: CGSize, all: Bool) {
        self.bounds = bounds
        content = CGRect(origin: .zero, size: contentSize)
        showsAll = all
        region = all ? content.union(bounds) : bounds
        shapes = elements.enumerated()
            .filter { !$0.element.isHidden && $0.element.alpha > 0 }
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map { Shape($0.element) }
    }
}
