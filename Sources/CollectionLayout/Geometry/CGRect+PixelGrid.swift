import Foundation

extension CGRect {
    /// Where the collection view puts a view with this frame on a `scale` screen: x, y, width and
    /// height each rounded to the nearest pixel (1/scale point), as UIKit lays out its cells, so a
    /// 37.48-point width is 37.5 at 2x and 37.33 at 3x.
    func alignedToPixels(scale: CGFloat) -> CGRect {
        guard scale > 0 else { return self }
        return CGRect(
            x: minX.alignedToPixels(scale: scale), y: minY.alignedToPixels(scale: scale),
            width: width.alignedToPixels(scale: scale), height: height.alignedToPixels(scale: scale))
    }
}

extension CGFloat {
    /// The nearest multiple of 1/scale (a pixel of a `scale` screen); huge values stay as they
    /// are. The host rounds content offsets with it, as UIScrollView does.
    @_spi(Host) public func alignedToPixels(scale: CGFloat) -> CGFloat {
        let scaled = self * scale
        return scaled.magnitude < 1e15 ? scaled.rounded() / scale : self
    }
}
