/// One place the package breaks a rule: where (path relative to the package root, 1-based line
/// and column), which rule, and what is wrong there in words that stay the same when lines move.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let column: Int
    public let rule: Rule
    public let message: String

    public init(path: String, line: Int, column: Int, rule: Rule, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.rule = rule
        self.message = message
    }

    /// `path:line: rule: message`, the baseline's line for this finding.
    public var description: String { "\(path):\(line): \(rule.rawValue): \(message)" }

    /// What identifies the finding when lines move: its path, rule and message.
    public var key: String { "\(path): \(rule.rawValue): \(message)" }

    /// Findings in reading order: by path, then position, then rule.
    static func inReadingOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.path, a.line, a.column, a.rule.rawValue, a.message) < (b.path, b.line, b.column, b.rule.rawValue, b.message)
    }
}
