/// One broken rule: where it first happened (a state to paste), what was seen there, and how
/// many times the sweep saw it break.
package struct CheckFinding: Codable, Sendable {
    package var rule: CheckRule
    package var layoutID: String
    package var state: CheckState
    /// What was seen, one line: "cell 0-3: rect query 0 300 390 100, layoutAttributesForItem 0 0 390 100".
    package var detail: String
    /// The command after the state that shows it (attrs, item 0 3, target, profile scaling).
    package var query: String
    package var occurrences = 1
    /// The `use` command for the layout with the parameters it was checked with: a reproduction
    /// makes the layout active after the data and size, as check does (a layout that caches what
    /// its first prepare() saw then caches the same).
    package var use: String?

    package var severity: CheckSeverity { rule.severity }
    package var reproduction: String { state.reproduction(query, use: use) }
}
