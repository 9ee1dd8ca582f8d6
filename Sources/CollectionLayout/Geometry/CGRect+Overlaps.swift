import Foundation

extension CGRect {
    /// Whether the two rectangles share any point, as `intersects(_:)` answers, but false for a
    /// rectangle with a NaN in it instead of trapping: swift-corelibs-foundation's
    /// `intersection(_:)` traps on NaN where Core Graphics returns the null rectangle, and the
    /// stock layouts must not crash where they would not on a device.
    @usableFromInline
    func overlaps(_ other: CGRect) -> Bool {
        guard !isNull, !other.isNull,
            ![origin.x, origin.y, size.width, size.height, other.origin.x, other.origin.y, other.size.width, other.size.height]
                .contains(where: \.isNaN)
        else { return false }
        let a = standardized, b = other.standardized
        return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }
}
