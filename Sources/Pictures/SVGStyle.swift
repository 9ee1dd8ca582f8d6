package import Foundation
package import LayoutHost
import HostSupport

/// The look every SVG picture shares: colours by category, the bounds and content outlines,
/// labels; and the escaping and number format of the markup. 1 SVG unit is 1 point.
package enum SVGStyle {
    static let background = "#ffffff"
    package static let label = "#202124"
    package static let boundsStroke = "#d93025"
    static let contentStroke = "#9aa0a6"

    package static func fill(_ category: LayoutElement.Category) -> String {
        switch category {
        case .cell: return "#8ab4f8"
        case .supplementary: return "#fdd663"
        case .decoration: return "#dadce0"
        }
    }

    package static func stroke(_ category: LayoutElement.Category) -> String {
        switch category {
        case .cell: return "#1a73e8"
        case .supplementary: return "#e37400"
        case .decoration: return "#5f6368"
        }
    }

    /// A number as the markup writes it: at most two decimals, no trailing zeros (as
    /// NumberText.short writes it, without a format string: a picture writes tens of thousands).
    package static func n(_ value: CGFloat) -> String { n(Double(value)) }
    package static func n(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else { return NumberText.short(value) }
        let count = Int64(hundredths)
        if count == 0 { return "0" }
        let magnitude = count.magnitude, whole = magnitude / 100, fraction = magnitude % 100
        var text = count < 0 ? "-" + String(whole) : String(whole)
        if fraction != 0 {
            text += fraction < 10 ? ".0" + String(fraction) : "." + String(fraction % 10 == 0 ? fraction / 10 : fraction)
        }
        return text
    }

    /// Text for an attribute value or character data.
    package static func escaped(_ text: String) -> String { XMLText.escaped(text) }

    /// The opening tag of an SVG document showing `region`.
    package static func header(_ region: CGRect, title: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(region.width))" height="\(n(region.height))" \
        viewBox="\(n(region.minX)) \(n(region.minY)) \(n(region.width)) \(n(region.height))" \
        font-family="Menlo, DejaVu Sans Mono, monospace">
        <title>\(escaped(title))</title>
        <rect data-role="background" x="\(n(region.minX))" y="\(n(region.minY))" width="\(n(region.width))" height="\(n(region.height))" fill="\(background)"/>

        """
    }

    /// The element's rect about its centre, with its label where it fits.
    package static func body(size: CGSize, category: LayoutElement.Category, label: String) -> String {
        let (w, h) = (size.width, size.height)
        var text =
            "<rect x=\"\(n(-w / 2))\" y=\"\(n(-h / 2))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"\(fill(category))\" "
            + "stroke=\"\(stroke(category))\" stroke-width=\"1\"/>"
        if let fontSize = labelFontSize(size: size, length: label.count) {
            text +=
                "<text font-size=\"\(n(fontSize))\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"\(SVGStyle.label)\">\(escaped(label))</text>"
        }
        return text
    }

    /// The label's font size in an element of `size` for a label of `length` characters: as
    /// large as fits (12 at most), nil under 3 points, where no label is drawn.
    package static func labelFontSize(size: CGSize, length: Int) -> CGFloat? {
        let fontSize = min(12, size.height * 0.6, size.width / (0.62 * CGFloat(max(length, 1)) + 0.4))
        return fontSize >= 3 ? fontSize : nil
    }

    /// Data attributes that name an element.
    static func dataAttributes(_ key: LayoutElement.Key, zIndex: Int) -> String {
        "data-index-path=\"\(key.pathText)\" data-category=\"\(key.category.rawValue)\" "
            + "data-kind=\"\(escaped(key.kind ?? ""))\" data-z-index=\"\(zIndex)\""
    }

    static func outline(_ rect: CGRect, role: String, stroke: String, width: CGFloat, dash: String) -> String {
        "<rect data-role=\"\(role)\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" "
            + "fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\" stroke-dasharray=\"\(dash)\"/>\n"
    }
}
