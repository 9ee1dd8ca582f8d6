import Foundation
import LayoutHost
import CollectionLayout

/// A picture as an SVG document: one group per element in drawing order (data-index-path,
/// data-category, data-kind, data-z-index), its rect of `size` about the origin placed by the
/// full affine transform about its centre (`matrix(a b c d cx+tx cy+ty)`), opacity from alpha,
/// its index path as a label; the content's outline dashed grey and the visible bounds dashed red.
public enum SVGPicture {
    public static func document(_ picture: Picture, title: String) -> String {
        var svg = SVGStyle.header(picture.region, title: title)
        svg.reserveCapacity(svg.utf8.count + picture.shapes.count * 330)
        svg += SVGStyle.outline(picture.content, role: "content", stroke: SVGStyle.contentStroke, width: 1, dash: "6 4")
        for shape in picture.shapes {
            let t = shape.transform, n = SVGStyle.n as (CGFloat) -> String
            svg += "<g \(SVGStyle.dataAttributes(shape.key, zIndex: shape.zIndex))"
            if shape.alpha < 1 { svg += " opacity=\"\(SVGStyle.n(shape.alpha))\"" }
            svg += " transform=\"matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(shape.center.x + t.tx)) \(n(shape.center.y + t.ty)))\">"
            svg += SVGStyle.body(size: shape.size, category: shape.key.category, label: shape.label)
            svg += "</g>\n"
        }
        svg += SVGStyle.outline(picture.bounds, role: "bounds", stroke: SVGStyle.boundsStroke, width: 2, dash: "8 4")
        svg += "</svg>\n"
        return svg
    }
}
