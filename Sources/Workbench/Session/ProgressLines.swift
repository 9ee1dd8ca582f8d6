import Foundation
/// Which progress reports become lines where stderr is not a terminal (a pipe, a log, `-c` under
/// a script): a task's first report, one each tenth of the way and its last, rather than one a
/// step (a first SDK build has about 125). A task is named by the text before its first ": ".
struct ProgressLines {
    private var task = ""
    private var tenths = -1

    /// Whether `text` at `fraction` of its task's way should be printed as a line.
    mutating func shouldPrint(_ text: String, fraction: Double?) -> Bool {
        let name = text.range(of: ": ").map { String(text[..<$0.lowerBound]) } ?? text
        let reached = fraction.map { Int((max(0, min(1, $0)) * 10).rounded(.down)) }
        defer { task = name }
        guard name == task else {
            tenths = reached ?? -1
            return true
        }
        guard let reached else { return false }
        guard reached > tenths else { return false }
        tenths = reached
        return true
    }
}
