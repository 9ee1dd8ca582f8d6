/// The findings of one layout's check: the first time each rule broke, with how often it did.
struct FindingLog {
    private(set) var findings: [CheckFinding] = []
    private var index: [CheckRule: Int] = [:]

    /// Files `finding`; a rule already found only counts one more occurrence.
    mutating func add(_ finding: CheckFinding) {
        if let at = index[finding.rule] {
            findings[at].occurrences += finding.occurrences
        } else {
            index[finding.rule] = findings.count
            findings.append(finding)
        }
    }

    /// Files every finding of `findings` (a scenario's, a recorded step's), as `add` does.
    mutating func merge(_ findings: [CheckFinding]) {
        for finding in findings { add(finding) }
    }

    func has(_ rule: CheckRule) -> Bool { index[rule] != nil }
}
