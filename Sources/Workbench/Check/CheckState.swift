package import CollectionLayout
import HostSupport

/// Where the sweep of `check` is: the view size, the data, the updates applied since and the
/// offset. It reads back as the REPL commands that make the same state, so a finding can be
/// pasted: `items 5 0 12; size 844x390; use grid; offset 0 1200; attrs`.
package struct CheckState: Equatable, Codable, Sendable {
    package var size: CGSize
    package var counts: [Int]
    /// REPL commands run after the data was set (a rotation, snapshot edits and their apply).
    package var steps: [String] = []
    package var offset: CGPoint = .zero

    package init(size: CGSize, counts: [Int]) {
        self.size = size
        self.counts = counts
    }

    /// The commands that make this state and then `query` (default: the attribute table), with
    /// `use` (the layout made active) after the data and size.
    package func reproduction(_ query: String = "attrs", use: String? = nil) -> String {
        let short = NumberText.short as (CGFloat) -> String
        var commands = [
            counts.isEmpty ? "items none" : "items " + counts.map(String.init).joined(separator: " "),
            "size \(short(size.width))x\(short(size.height))"
        ]
        if let use { commands.append(use) }
        commands += steps
        commands.append("offset \(short(offset.x)) \(short(offset.y))")
        commands.append(query)
        return commands.joined(separator: "; ")
    }

    /// The state in words for progress lines: "844x390, items 5 0 12, offset 0 1200".
    package var description: String {
        let short = NumberText.short as (CGFloat) -> String
        let data = counts.isEmpty ? "no sections" : "items " + counts.map(String.init).joined(separator: " ")
        return "\(short(size.width))x\(short(size.height)), \(data)" + (steps.isEmpty ? "" : ", after " + steps.joined(separator: "; "))
            + ", offset \(short(offset.x)) \(short(offset.y))"
    }
}
