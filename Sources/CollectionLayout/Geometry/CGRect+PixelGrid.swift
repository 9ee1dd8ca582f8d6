import Foundation

extension CGRect {
    /// Where the collection view puts a view with this frame on a `scale` screen: x, y, width and
    /// height each rounded to the nearest pixel (1/scale point), as UIKit lays out its cells, so a
    /// 37.48-point width is 37.5 at 2x and 37.33 at 3x.
    func alignedToPixels(scale: CGFloat) -> CGRect {
        guard scale > 0 else { return self }
        func snap(_ value: CGFloat) -> CGFloat {
            let scaled = value * scale
            return scaled.magnitude < 1e15 ? scaled.rounded() / scale : value
        }
        return CGRect(x: snap(minX), y: snap(minY), width: snap(width), height: snap(height))
    }
}
