import Foundation
import SwiftParser
import SwiftSyntax

/// An `@objc optional` requirement of a protocol in the sources. On Linux a protocol has no
/// optional requirements, so the build copy moves each into a protocol of its own that refines
/// the original; conformers that implement it are declared to conform to that one too, and a
/// call `delegate?.method?(…)` becomes `(delegate as? any Refinement)?.method(…)`: nil when
/// the conformer does not implement it, as on iOS.
struct OptionalRequirement: Equatable {
    var protocolName: String
    var name: String
    var labels: [String]
    /// The requirement as written, without `@objc` and `optional`.
    var declaration: String
    var isPublic: Bool
    var file: Int

    /// The refining protocol's name.
    var refinement: String {
        let labelPart = labels.map { $0 == "_" ? "" : $0 }.joined(separator: "_")
        return "LayoutbenchOptional_\(protocolName)_\(name)_\(labelPart)"
    }

    /// The optional requirements of every protocol in `files`.
    static func all(in files: [SourceFile]) -> [OptionalRequirement] {
        var found: [OptionalRequirement] = []
        for (index, file) in files.enumerated() {
            let visitor = Collector(file: index)
            visitor.walk(Parser.parse(source: file.text))
            found += visitor.found
        }
        return found
    }

    private final class Collector: SyntaxVisitor {
        let file: Int
        var found: [OptionalRequirement] = []

        init(file: Int) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let isPublic = node.modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
            for member in node.memberBlock.members {
                guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                    modifiers.contains(where: { $0.name.text == "optional" })
                else { continue }
                var name = "", labels: [String] = []
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    name = function.name.text
                    labels = function.signature.parameterClause.parameters.map(\.firstName.text)
                } else if let variable = member.decl.as(VariableDeclSyntax.self),
                    let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
                    name = identifier.identifier.text
                } else {
                    continue
                }
                found.append(OptionalRequirement(
                    protocolName: node.name.text, name: name, labels: labels,
                    declaration: Self.declarationText(member.decl), isPublic: isPublic, file: file))
            }
            return .skipChildren
        }

        /// The member's text without its attributes and the `optional` modifier.
        static func declarationText(_ decl: DeclSyntax) -> String {
            var text = decl.trimmedDescription
            for attribute in decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? [] {
                text = text.replacingOccurrences(of: attribute.trimmedDescription, with: "")
            }
            let words = text.split(separator: " ", omittingEmptySubsequences: true)
            return words.filter { $0 != "optional" }.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
