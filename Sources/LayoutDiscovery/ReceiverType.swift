import Foundation
import SwiftSyntax

/// The protocol a call's receiver is declared as, read from the sources without type-checking:
/// a cast (`(delegate as? P)?`), a property of the enclosing type (`delegate`, `self.delegate`),
/// or a local bound from a cast or with a type (`guard let delegate = … as? P`, `let d: P? = …`).
/// Nil when the sources do not say.
enum ReceiverType {
    static func protocolName(of base: ExprSyntax, enclosing: [String], propertyTypes: [String: [String: String]]) -> String? {
        var expression = base
        while true {
            if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression; continue }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression; continue }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
                continue
            }
            break
        }
        if let cast = castType(expression) { return cast }
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let local = localType(of: name, before: Syntax(base)) { return local }
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        for type in enclosing.reversed() {
            if let written = propertyTypes[type]?[name] { return bare(written) }
        }
        return nil
    }

    /// `x as? P` (unfolded by the parser: operand, `as?`, type): P.
    static func castType(_ expression: ExprSyntax) -> String? {
        if let cast = expression.as(AsExprSyntax.self) { return bare(cast.type.trimmedDescription) }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[elements.count - 2].is(UnresolvedAsExprSyntax.self),
            let type = elements.last?.as(TypeExprSyntax.self)?.type
        else { return nil }
        return bare(type.trimmedDescription)
    }

    /// The type a local `name` is bound with in a block enclosing `node`, before it.
    static func localType(of name: String, before node: Syntax) -> String? {
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= child.position { break }
                    if let found = bound(name, in: Syntax(item.item)) { return found }
                }
            }
            if let conditions = parent.as(ConditionElementListSyntax.self) {
                for condition in conditions where condition.position < child.position {
                    if let found = bound(name, in: Syntax(condition)) { return found }
                }
            }
            // The conditions of an `if` or `guard` around the call's block bind for it.
            if let ifExpression = parent.as(IfExprSyntax.self), let found = bound(name, in: Syntax(ifExpression.conditions)) { return found }
            current = parent
        }
        return nil
    }

    /// The type `name` gets in a declaration or condition: its annotation, or its value's cast.
    private static func bound(_ name: String, in syntax: Syntax) -> String? {
        if let variable = syntax.as(VariableDeclSyntax.self) {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let annotation = binding.typeAnnotation { return bare(annotation.type.trimmedDescription) }
                if let value = binding.initializer?.value { return castType(value) }
            }
        }
        if let guardStatement = syntax.as(GuardStmtSyntax.self) { return bound(name, in: Syntax(guardStatement.conditions)) }
        if let conditions = syntax.as(ConditionElementListSyntax.self) {
            for condition in conditions {
                if let found = bound(name, in: Syntax(condition)) { return found }
            }
        }
        if let condition = syntax.as(ConditionElementSyntax.self), case .optionalBinding(let binding) = condition.condition,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        {
            if let annotation = binding.typeAnnotation { return bare(annotation.type.trimmedDescription) }
            if let value = binding.initializer?.value { return castType(value) }
        }
        return nil
    }

    /// `any P?` → `P`.
    static func bare(_ written: String) -> String {
        var text = written.trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
        if text.hasPrefix("any ") { text.removeFirst(4) }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return SourceIndex.simpleName(text.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")))
    }
}
