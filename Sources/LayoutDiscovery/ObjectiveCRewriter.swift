import Foundation
import SwiftSyntax

/// Finds the Objective-C-only Swift in one file that Swift on Linux rejects, as edits for its
/// build copy: `@objc` (any form), `@objcMembers`, `@IBOutlet`/`@IBAction`; `@objc optional`
/// protocol requirements (moved out, see OptionalRequirement); `#selector(…)`; and calls of
/// optional requirements, `delegate?.method?(…)`.
final class ObjectiveCRewriter: SyntaxVisitor {
    /// Attributes with no meaning without the Objective-C runtime.
    static let droppedAttributes: Set<String> = ["objc", "objcMembers", "IBOutlet", "IBAction", "IBSegueAction", "NSManaged", "GKInspectable"]

    private let requirements: [OptionalRequirement]
    private(set) var edits = SourceEdits()

    init(requirements: [OptionalRequirement]) {
        self.requirements = requirements
        super.init(viewMode: .sourceAccurate)
    }

    static func edits(for tree: SourceFileSyntax, requirements: [OptionalRequirement]) -> SourceEdits {
        let rewriter = ObjectiveCRewriter(requirements: requirements)
        rewriter.walk(tree)
        return rewriter.edits
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Self.droppedAttributes.contains(node.attributeName.trimmedDescription) {
            edits.replace(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset, with: "")
        }
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let wasObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        let inherited = node.inheritanceClause?.inheritedTypes.map { SourceIndex.simpleName($0.type.trimmedDescription) } ?? []
        let classBound = inherited.contains { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }
        if wasObjC, !classBound {
            // An @objc protocol is class-bound; `weak var delegate: P?` needs it to stay so.
            if let clause = node.inheritanceClause {
                edits.open(at: clause.endPositionBeforeTrailingTrivia.utf8Offset, ", AnyObject")
            } else {
                edits.open(at: node.name.endPositionBeforeTrailingTrivia.utf8Offset, ": AnyObject")
            }
        }
        for member in node.memberBlock.members where OptionalRequirement.isOptional(member) {
            edits.replace(member.positionAfterSkippingLeadingTrivia.utf8Offset, member.endPositionBeforeTrailingTrivia.utf8Offset, with: "")
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        let argument = node.arguments.trimmedDescription
            .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        edits.replace(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
                      with: "Selector(\"\(argument)\")")
        return .skipChildren
    }

    /// `base.method?(args)`: the `?` after the method dropped; for a requirement of a protocol
    /// in the sources, the base cast to the requirement's own protocol; for UIKit's (whose SDK
    /// methods have default implementations), the call wrapped so it answers nil when the
    /// default ran (`UIKitOptionalRequirement.answer`).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self), let base = member.base
        else { return .visitChildren }
        edits.replace(chained.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset,
                      chained.questionMark.endPositionBeforeTrailingTrivia.utf8Offset, with: "")
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let name = member.declName.baseName.text
        if let requirement = requirements.first(where: { $0.name == name && $0.labels == labels }) {
            edits.open(at: base.positionAfterSkippingLeadingTrivia.utf8Offset, "(")
            if let optionalBase = base.as(OptionalChainingExprSyntax.self) {
                edits.replace(optionalBase.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset,
                              optionalBase.questionMark.endPositionBeforeTrailingTrivia.utf8Offset,
                              with: " as? any \(requirement.refinement))?")
            } else {
                edits.close(at: base.endPositionBeforeTrailingTrivia.utf8Offset, " as? any \(requirement.refinement))?")
            }
        } else {
            edits.open(at: node.positionAfterSkippingLeadingTrivia.utf8Offset, "UIKitOptionalRequirement.answer { ")
            edits.close(at: node.endPositionBeforeTrailingTrivia.utf8Offset, " }")
        }
        return .visitChildren
    }
}
