import CollectionLayout
import Foundation
package import SessionValues
import HostSupport

/// The view state in the session image (SessionImage), as JSON: sizes, points and insets as
/// arrays of numbers, sideways offsets as [section, offset] pairs.
extension ViewState: Codable {
    private enum Key: String, CodingKey {
        case size, contentOffset, contentInset, layoutMargins, safeAreaInsets, contentSize, velocity
        case decelerationRate, pagingEnabled, bounces, alwaysBounceVertical, alwaysBounceHorizontal, fps
        case itemCounts, orthogonalOffsets, isTracking, isDragging, isDecelerating, rightToLeft, scrollEnabled, insetAdjustment, displayScale
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        func insets(_ i: UIEdgeInsets) -> [Double] { [i.top, i.left, i.bottom, i.right].map(Double.init) }
        try c.encode([size.width, size.height].map(Double.init), forKey: .size)
        try c.encode([contentOffset.x, contentOffset.y].map(Double.init), forKey: .contentOffset)
        try c.encode(insets(contentInset), forKey: .contentInset)
        try c.encode(insets(layoutMargins), forKey: .layoutMargins)
        try c.encode(insets(safeAreaInsets), forKey: .safeAreaInsets)
        try c.encode([contentSize.width, contentSize.height].map(Double.init), forKey: .contentSize)
        try c.encode([velocity.x, velocity.y].map(Double.init), forKey: .velocity)
        try c.encode(decelerationRate, forKey: .decelerationRate)
        try c.encode(pagingEnabled, forKey: .pagingEnabled)
        try c.encode(bounces, forKey: .bounces)
        try c.encode(alwaysBounceVertical, forKey: .alwaysBounceVertical)
        try c.encode(alwaysBounceHorizontal, forKey: .alwaysBounceHorizontal)
        try c.encode(fps, forKey: .fps)
        try c.encode(itemCounts, forKey: .itemCounts)
        try c.encode(orthogonalOffsets.sorted { $0.key < $1.key }.map { [Double($0.key), $0.value] }, forKey: .orthogonalOffsets)
        try c.encode(isTracking, forKey: .isTracking)
        try c.encode(isDragging, forKey: .isDragging)
        try c.encode(isDecelerating, forKey: .isDecelerating)
        try c.encode(rightToLeft, forKey: .rightToLeft)
        try c.encode(scrollEnabled, forKey: .scrollEnabled)
        try c.encode(insetAdjustment.rawValue, forKey: .insetAdjustment)
        try c.encode(displayScale, forKey: .displayScale)
    }

    package init(from decoder: Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: Key.self)
        func pair(_ key: Key) throws -> (CGFloat, CGFloat) {
            let v = try c.decode([Double].self, forKey: key)
            guard v.count == 2 else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "two numbers") }
            return (CGFloat(v[0]), CGFloat(v[1]))
        }
        func insets(_ key: Key) throws -> UIEdgeInsets {
            let v = try c.decode([Double].self, forKey: key)
            guard v.count == 4 else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "four numbers") }
            return UIEdgeInsets(top: CGFloat(v[0]), left: CGFloat(v[1]), bottom: CGFloat(v[2]), right: CGFloat(v[3]))
        }
        let s = try pair(.size), o = try pair(.contentOffset), cs = try pair(.contentSize), v = try pair(.velocity)
        size = CGSize(width: s.0, height: s.1)
        contentOffset = CGPoint(x: o.0, y: o.1)
        contentSize = CGSize(width: cs.0, height: cs.1)
        velocity = CGPoint(x: v.0, y: v.1)
        contentInset = try insets(.contentInset)
        layoutMargins = try insets(.layoutMargins)
        safeAreaInsets = try insets(.safeAreaInsets)
        decelerationRate = try c.decode(Double.self, forKey: .decelerationRate)
        pagingEnabled = try c.decode(Bool.self, forKey: .pagingEnabled)
        bounces = try c.decode(Bool.self, forKey: .bounces)
        alwaysBounceVertical = try c.decode(Bool.self, forKey: .alwaysBounceVertical)
        alwaysBounceHorizontal = try c.decode(Bool.self, forKey: .alwaysBounceHorizontal)
        fps = try c.decode(Int.self, forKey: .fps)
        itemCounts = try c.decode([Int].self, forKey: .itemCounts)
        for entry in try c.decode([[Double]].self, forKey: .orthogonalOffsets) where entry.count == 2 {
            orthogonalOffsets[Int(saturating: entry[0])] = entry[1]
        }
        isTracking = try c.decode(Bool.self, forKey: .isTracking)
        isDragging = try c.decode(Bool.self, forKey: .isDragging)
        isDecelerating = try c.decode(Bool.self, forKey: .isDecelerating)
        rightToLeft = try c.decode(Bool.self, forKey: .rightToLeft)
        scrollEnabled = try c.decode(Bool.self, forKey: .scrollEnabled)
        insetAdjustment = InsetAdjustment(rawValue: try c.decode(Int.self, forKey: .insetAdjustment)) ?? .automatic
        displayScale = try c.decode(Double.self, forKey: .displayScale)
    }
}
