import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// One Swift source file, parsed once for the rules that read Swift (R1, R2, R5): its path and
/// role, its tree, which hosts compile each part of it, and positions as lines and columns.
final class SwiftFile {
    let path: String
    let role: FileRole
    let tree: SourceFileSyntax
    /// What the text holds that the rules look for.
    let triggers: RuleTriggers
    /// `#if` evaluated under each host (HostConfiguration.all), or nil when the file has no `#if`
    /// (all of it is active everywhere).
    private let regions: [(os: HostOS, regions: ConfiguredRegions)]?
    private lazy var converter = SourceLocationConverter(fileName: path, tree: tree)

    init(path: String, text: String, role: FileRole, triggers: RuleTriggers) {
        self.path = path
        self.role = role
        self.triggers = triggers
        let tree = Parser.parse(source: text)
        self.tree = tree
        regions =
            triggers.hasConditionals
            ? HostConfiguration.all.map { ($0.os, tree.configuredRegions(in: $0)) }
            : nil
    }

    /// The hosts whose build compiles `node`.
    func activeHosts(_ node: some SyntaxProtocol) -> Set<HostOS> {
        guard let regions else { return [.macOS, .linux] }
        return Set(regions.filter { $0.regions.isActive(node) == .active }.map(\.os))
    }

    /// A finding at `node` (its first token, trivia skipped), or `utf8Offset` bytes further.
    func finding(at node: some SyntaxProtocol, utf8Offset: Int = 0, rule: Rule, message: String) -> Finding {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia.advanced(by: utf8Offset))
        return Finding(path: path, line: location.line, column: location.column, rule: rule, message: message)
    }
}
