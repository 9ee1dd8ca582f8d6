import SwiftSyntax

/// R5: ELF/GNU ld strings and Mach-O strings (LinkerString) appear only in
/// Sources/PluginBuild/Toolchain, where the plugin build plan is written per platform, and in the
/// system layer, which names what a loadable library is called on each (and in the lint's own
/// table of them). Only string literals are read.
final class LinkerStringsCheck: SyntaxVisitor {
    private let file: SwiftFile
    private(set) var findings: [Finding] = []

    static func findings(in file: SwiftFile) -> [Finding] {
        guard file.role != .toolchain, file.role != .hostSystem, file.role != .lint, !file.triggers.linkerStrings.isEmpty else { return [] }
        let check = LinkerStringsCheck(file: file)
        check.walk(file.tree)
        return check.findings
    }

    private init(file: SwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // The literal's text segments; an interpolation ends the one before it, and one at the
        // end leaves the literal without a last segment.
        var segments: [StringSegmentSyntax?] = node.segments.map { $0.as(StringSegmentSyntax.self) }
        if segments.isEmpty { segments = [nil] }
        for string in file.triggers.linkerStrings {
            let candidates = string.atEnd ? [segments.last!].compactMap { $0 } : segments.compactMap { $0 }
            for segment in candidates {
                guard let offset = string.offset(in: segment.content.text[...]) else { continue }
                let message = "`\(string.text)`, \(string.format.rawValue), outside Sources/PluginBuild/Toolchain and Sources/HostSystem"
                findings.append(file.finding(at: segment, utf8Offset: offset, rule: .r5, message: message))
                break
            }
        }
        return .visitChildren
    }
}
