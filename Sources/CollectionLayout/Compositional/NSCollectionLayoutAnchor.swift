import Foundation

/// Where a supplementary item attaches to its item or group: an edge or a corner, inside it by
/// default, moved by an absolute offset (points) or a fractional one (of the supplementary's
/// own size).
@preconcurrency @MainActor open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    let storedEdges: NSDirectionalRectEdge
    open var edges: NSDirectionalRectEdge { storedEdges }
    let storedOffset: CGPoint
    open var offset: CGPoint { storedOffset }
    let storedIsAbsoluteOffset: Bool
    open var isAbsoluteOffset: Bool { storedIsAbsoluteOffset }
    let storedIsFractionalOffset: Bool
    open var isFractionalOffset: Bool { storedIsFractionalOffset }
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: false, fractional: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true, fractional: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false, fractional: true)
    }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool, fractional: Bool) {
        self.storedEdges = edges
        self.storedOffset = offset
        storedIsAbsoluteOffset = absolute
        storedIsFractionalOffset = fractional
        super.init()
    }

    /// The frame of a `size` supplementary anchored to `container`, the point `itemAnchor` picks
    /// on the supplementary itself (Apple: "the anchor point of the supplementary item on itself";
    /// nil: this anchor's own point) placed on the point this one picks on the container:
    /// x = minX + ac·width − ai·w + dx + dxi, ac and ai 0 at the leading edge, 1 at the trailing,
    /// ½ at neither; y likewise; each (dx, dy) an absolute offset or a fractional one times (w, h).
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor? = nil) -> CGRect {
        let (ax, ay) = unitPoint
        let (ix, iy) = (itemAnchor ?? self).unitPoint
        let (dx, dy) = displacement(size)
        let (idx, idy) = itemAnchor?.displacement(size) ?? (0, 0)
        return CGRect(
            x: container.minX + ax * container.width - ix * size.width + dx + idx,
            y: container.minY + ay * container.height - iy * size.height + dy + idy,
            width: size.width, height: size.height)
    }

    /// The anchor's point in unit coordinates: 0 at the leading (top) edge, 1 at the trailing
    /// (bottom), ½ at neither or both.
    private var unitPoint: (CGFloat, CGFloat) {
        let x: CGFloat = edges.contains(.leading) == edges.contains(.trailing) ? 0.5 : edges.contains(.leading) ? 0 : 1
        let y: CGFloat = edges.contains(.top) == edges.contains(.bottom) ? 0.5 : edges.contains(.top) ? 0 : 1
        return (x, y)
    }

    /// The offset in points for a supplementary of `size`.
    private func displacement(_ size: CGSize) -> (CGFloat, CGFloat) {
        isFractionalOffset ? (offset.x * size.width, offset.y * size.height) : (offset.x, offset.y)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
