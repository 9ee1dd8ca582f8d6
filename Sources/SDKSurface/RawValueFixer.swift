import SwiftParser
import SwiftSyntax

/// Rewrites the raw values of an SDK source's enum cases to iOS's (`case notAnAttribute = 0`),
/// each written out, where a case's value (written or counted on) differs from the facts'.
public enum RawValueFixer {
    /// `text` with the cases at `values` (`NSLayoutConstraint.Attribute.left` → `1`) given those
    /// raw values; the others keep theirs, written out when an earlier case's change would move them.
    public static func fixing(_ text: String, values: [String: String]) -> String {
        let tree = Parser.parse(source: text)
        let rewriter = Rewriter(values: values)
        return rewriter.rewrite(tree).description
    }

    private final class Rewriter: SyntaxRewriter {
        let values: [String: String]
        private var scope: [String] = []

        init(values: [String: String]) {
            self.values = values
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
            scope.append(node.extendedType.trimmedDescription)
            defer { scope.removeLast() }
            return super.visit(node)
        }

        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
            scope.append(node.name.text)
            defer { scope.removeLast() }
            return super.visit(node)
        }

        override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
            scope.append(node.name.text)
            defer { scope.removeLast() }
            return super.visit(node)
        }

        override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
            scope.append(node.name.text)
            defer { scope.removeLast() }
            let path = scope.joined(separator: ".")
            guard values.keys.contains(where: { $0.hasPrefix(path + ".") }),
                let rawType = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, rawType != "String"
            else {
                return super.visit(node)
            }
            // Every case written out: the values iOS gives, else what Swift counted.
            var next = 0
            var enumDecl = node
            enumDecl.memberBlock.members = MemberBlockItemListSyntax(
                node.memberBlock.members.map { item in
                    guard var caseDecl = item.decl.as(EnumCaseDeclSyntax.self) else { return item }
                    caseDecl.elements = EnumCaseElementListSyntax(
                        caseDecl.elements.map { element in
                            var element = element
                            element.name = element.name.with(\.trailingTrivia, [])
                            let counted = element.rawValue.flatMap { Int($0.value.trimmedDescription) } ?? next
                            let value = values[path + "." + element.name.text].flatMap(Int.init) ?? counted
                            next = value + 1
                            element.rawValue = InitializerClauseSyntax(
                                equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space),
                                value: ExprSyntax(IntegerLiteralExprSyntax(literal: .integerLiteral(String(value)))))
                            if value < 0 {
                                element.rawValue = InitializerClauseSyntax(
                                    equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space),
                                    value: ExprSyntax(
                                        PrefixOperatorExprSyntax(
                                            operator: .prefixOperator("-"),
                                            expression: IntegerLiteralExprSyntax(literal: .integerLiteral(String(-value))))))
                            }
                            return element
                        })
                    var item = item
                    item.decl = DeclSyntax(caseDecl)
                    return item
                })
            return super.visit(enumDecl)
        }
    }
}
