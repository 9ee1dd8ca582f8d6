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

    /// The frame of a `size` supplementary anchored to `container`:
    /// x = minX + ax·(width − w) + dx, ax 0 at the leading edge, 1 at the trailing, ½ at neither;
    /// y likewise; (dx, dy) the absolute offset or the fractional one times (w, h).
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        let ax: CGFloat = edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5
        let ay: CGFloat = edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5
        let dx = isFractionalOffset ? offset.x * size.width : offset.x
        let dy = isFractionalOffset ? offset.y * size.height : offset.y
        return CGRect(x: container.minX + ax * (container.width - size.width) + dx,
                      y: container.minY + ay * (container.height - size.height) + dy,
                      width: size.width, height: size.height)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
