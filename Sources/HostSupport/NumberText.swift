public import Foundation

/// Numbers as people read them in tables and messages: at most two decimals, no trailing zeros.
public enum NumberText {
    /// "12", "0.5", "-3.25", "inf"; magnitudes from 1e15 in full.
    public static func short(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        if abs(value) >= 1e15 { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    public static func short(_ value: CGFloat) -> String { short(Double(value)) }
}
