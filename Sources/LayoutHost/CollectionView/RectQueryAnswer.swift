import CollectionLayout
import Foundation

/// One answer of layoutAttributesForElements(in:) as the view keeps it between passes: the rect
/// asked, the elements, and each element's frame, worked out once, since every pass until the
/// next query filters the same elements by the visible rect.
struct RectQueryAnswer {
    let region: CGRect
    let elements: [LayoutElement]
    /// Each element's frame, standardized, as edges; NaN edges where the frame has a number too
    /// large to compare by its edges alone, so Foundation's `intersects` decides for it.
    private let boxes: [Box]
    /// Which of `elements` the last pass showed, in order (nil before the first): a pass that
    /// shows the same ones keeps the elements it has instead of copying them again.
    private var shown: [Int32]?

    private struct Box {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
    }

    /// Frames whose edges all lie within this magnitude are compared by their edges: far from
    /// where adding a width to an origin rounds (2^53), so the sum is the edge Foundation uses.
    private static let edgeLimit = 1e15

    init(region: CGRect, elements: [LayoutElement]) {
        self.region = region
        self.elements = elements
        boxes = elements.map { element in
            let frame = element.frame
            let box = Box(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY)
            return Self.comparable(box) ? box : Box(minX: .nan, minY: .nan, maxX: .nan, maxY: .nan)
        }
    }

    /// The elements whose frames meet `rect` as CGRect.intersects decides (edges that touch
    /// meet; a frame of no width inside meets), in the answer's order, or nil when they are the
    /// ones the last pass showed.
    mutating func elements(meeting rect: CGRect) -> [LayoutElement]? {
        let visible = Box(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
        let byEdges = Self.comparable(visible)
        var indices: [Int32] = []
        indices.reserveCapacity((shown?.count ?? 0) + 16)
        boxes.withUnsafeBufferPointer { boxes in
            for index in boxes.indices {
                let box = boxes[index]
                let meets =
                    byEdges && !box.minX.isNaN
                    ? box.minX <= visible.maxX && visible.minX <= box.maxX && box.minY <= visible.maxY && visible.minY <= box.maxY
                    : elements[index].frame.intersects(rect)
                if meets { indices.append(Int32(truncatingIfNeeded: index)) }
            }
        }
        guard indices != shown else { return nil }
        shown = indices
        return elements.withUnsafeBufferPointer { elements in indices.map { elements[Int($0)] } }
    }

    private static func comparable(_ box: Box) -> Bool {
        abs(box.minX) < edgeLimit && abs(box.minY) < edgeLimit && abs(box.maxX) < edgeLimit && abs(box.maxY) < edgeLimit
    }
}
