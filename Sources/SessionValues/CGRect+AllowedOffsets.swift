package import Foundation

extension CGRect {
    /// The range of content offsets a scroll view allows, as a rect whose `minX...maxX` and
    /// `minY...maxY` are the smallest and largest offsets on each axis.
    ///
    /// Minimum is `-inset.left` (`-inset.top`); maximum is `contentSize + inset.right - bounds`
    /// (`+ inset.bottom`), never below the minimum, matching UIKit's adjusted content inset rules.
    package static func allowedContentOffsets(
        contentSize: CGSize,
        boundsSize: CGSize,
        top: CGFloat = 0,
        left: CGFloat = 0,
        bottom: CGFloat = 0,
        right: CGFloat = 0
    ) -> CGRect {
        let minX = -left
        let minY = -top
        let maxX = Swift.max(minX, contentSize.width + right - boundsSize.width)
        let maxY = Swift.max(minY, contentSize.height + bottom - boundsSize.height)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `point` with each coordinate clamped into this rect's closed `min...max` range.
    package func clamping(_ point: CGPoint) -> CGPoint {
        CGPoint(
            x: Swift.min(Swift.max(point.x, minX), maxX),
            y: Swift.min(Swift.max(point.y, minY), maxY)
        )
    }
}

extension CGRect {
    /// True when `point` lies in the rectangle or on its edges (zero-width ranges included).
    package func containsInclusive(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
