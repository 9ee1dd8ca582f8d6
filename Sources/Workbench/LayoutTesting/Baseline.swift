import Foundation
import LayoutHost

/// What a layout test script printed, in a readable, diff-friendly text form kept beside the
/// script (`rows.lbs` → `rows.baseline`): one block per baselined command, headed by its line
/// and command, one line per element or value, numbers written a tenth of the script's
/// tolerance finer, so a comparison within the tolerance is not blurred by the rounding.
///
///     # layoutbench test baseline · tolerance 0.001
///     @ 5 attrs
///     cell 0-2 · frame 0 600 375 300 · center 187.5 750 · alpha 1 · zIndex 0 · hidden false
///     @ 7 state
///     contentOffset · 0 600
package struct Baseline: Equatable {
    package struct Block: Equatable {
        package var line: Int
        package var command: String
        package var lines: [String]
    }

    /// The tolerance numbers are compared within.
    package var precision: Double
    package var blocks: [Block]

    package init(precision: Double, blocks: [Block]) {
        self.precision = precision
        self.blocks = blocks
    }

    package static let header = "# layoutbench test baseline · tolerance "

    package var text: String {
        var out = [Self.header + Self.format(precision, precision: 1e-12)]
        for block in blocks {
            out.append("@ \(block.line) \(block.command)")
            out += block.lines
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Reads a baseline file; nil when it is not one.
    package static func parse(_ text: String) -> Baseline? {
        var lines = ScriptText.lines(text).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first, first.hasPrefix(header), let precision = Double(first.dropFirst(header.count)) else { return nil }
        var blocks: [Block] = []
        for line in lines.dropFirst() {
            if line.hasPrefix("@ ") {
                let parts = line.dropFirst(2).split(separator: " ", maxSplits: 1)
                guard let number = parts.first.flatMap({ Int($0) }) else { return nil }
                blocks.append(Block(line: number, command: parts.count > 1 ? String(parts[1]) : "", lines: []))
            } else {
                guard !blocks.isEmpty else { return nil }
                blocks[blocks.count - 1].lines.append(line)
            }
        }
        return Baseline(precision: precision, blocks: blocks)
    }

    /// A number rounded to `precision`, written without trailing zeros and without "-0".
    package static func format(_ value: Double, precision: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value / precision).rounded() * precision
        let decimals = max(0, min(12, Int((-log10(precision)).rounded(.up))))
        var text = String(format: "%.\(decimals)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
