import SwiftSyntax

/// An `@objc optional` requirement of a protocol in the sources. On Linux a protocol has no
/// optional requirements, so the build copy moves each into a protocol of its own that refines
/// the original; conformers that implement it are declared to conform to that one too, and a
/// call `delegate?.method?(…)` becomes `(delegate as? any Refinement)?.method(…)`: nil when
/// the conformer does not implement it, as on iOS.
struct OptionalRequirement: Equatable {
    var protocolName: String
    var name: String
    /// Argument labels of a method ("_" for none); nil for a property.
    var labels: [String]?
    /// The requirement as written, without its attributes and `optional`.
    var declaration: String
    var isPublic: Bool
    var file: Int

    /// The refining protocol's name.
    var refinement: String {
        let labelPart = (labels ?? []).map { $0 == "_" ? "" : $0 }.joined(separator: "_")
        return "LayoutbenchOptional_\(protocolName)_\(name)_\(labelPart)"
    }

    /// True for a member of a protocol marked `optional`.
    static func isOptional(_ member: MemberBlockItemSyntax) -> Bool {
        member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "optional" } == true
    }

    /// `type` adopts the protocol and declares the requirement (a method of the same name and
    /// labels, or a property of the same name).
    func isImplemented(by type: SourceIndex.TypeInfo) -> Bool {
        guard type.inherited.contains(protocolName) else { return false }
        guard let labels else { return type.properties.contains { $0.name == name } }
        return type.functions.contains { $0.name == name && $0.labels == labels }
    }

    /// The optional requirements of every protocol in the parsed files.
    static func all(in trees: [SourceFileSyntax]) -> [OptionalRequirement] {
        var found: [OptionalRequirement] = []
        for (index, tree) in trees.enumerated() {
            let visitor = Collector(file: index)
            visitor.walk(tree)
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
            for member in node.memberBlock.members where OptionalRequirement.isOptional(member) {
                let requirement: (name: String, labels: [String]?, declaration: String)
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    let plain = function.with(\.attributes, []).with(\.modifiers, Self.withoutOptional(function.modifiers))
                    requirement = (
                        function.name.text, function.signature.parameterClause.parameters.map(\.firstName.text),
                        plain.trimmedDescription
                    )
                } else if let variable = member.decl.as(VariableDeclSyntax.self),
                    let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
                {
                    let plain = variable.with(\.attributes, []).with(\.modifiers, Self.withoutOptional(variable.modifiers))
                    requirement = (identifier.identifier.text, nil, plain.trimmedDescription)
                } else {
                    continue
                }
                found.append(
                    OptionalRequirement(
                        protocolName: node.name.text, name: requirement.name, labels: requirement.labels,
                        declaration: requirement.declaration, isPublic: isPublic, file: file))
            }
            return .skipChildren
        }

        static func withoutOptional(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
            modifiers.filter { $0.name.text != "optional" }
        }
    }
}
