import Foundation

extension CGRect {
    /// Whether the two rectangles share any point, as `intersects(_:)` answers, but false for a
    /// rectangle with a NaN in it instead of trapping: swift-corelibs-foundation's
    /// `intersection(_:)` traps on NaN where Core Graphics returns the null rectangle, and the
    /// stock layouts must not crash where they would not on a device.
    @usableFromInline @inline(__always)
    func overlaps(_ other: CGRect) -> Bool {
        guard !isNull, !other.isNull else { return false }
        // Standardized (a negative width or height flips the origin), edge by edge, without an
        // array or a call a rect: the flow query asks this of every cell it passes.
        let (ax, aw) = Self.standardized(origin.x, size.width), (ay, ah) = Self.standardized(origin.y, size.height)
        let (bx, bw) = Self.standardized(other.origin.x, other.size.width), (by, bh) = Self.standardized(other.origin.y, other.size.height)
        // A NaN anywhere is no overlap (any comparison with it is false; say so before comparing).
        guard !(ax.isNaN || aw.isNaN || ay.isNaN || ah.isNaN || bx.isNaN || bw.isNaN || by.isNaN || bh.isNaN) else { return false }
        return ax <= bx + bw && bx <= ax + aw && ay <= by + bh && by <= ay + ah
    }

    /// An edge's start and length as `standardized` gives them.
    @usableFromInline @inline(__always)
    static func standardized(_ start: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
        length < 0 ? (start + length, -length) : (start, length)
    }
}
