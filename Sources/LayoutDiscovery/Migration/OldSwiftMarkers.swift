import SwiftSyntax
import Foundation

/// What marks a file as Swift 1 or 2 (before Swift 3 renamed UIKit's API and changed the
/// language): `x++`, C-style `for` loops, `var` parameters, `println`, overrides under
/// Swift 2's names (`prepareLayout()`). No migration reaches such a file; a failed build says so
/// in one line instead of a hundred errors.
enum OldSwiftMarkers {
    /// Up to three markers of `tree`, as written (`i++`, `override func prepareLayout()`), or none.
    static func markers(in tree: SourceFileSyntax, renames: SwiftRenames = .shared) -> [String] {
        let finder = Finder(renames: renames)
        finder.walk(tree)
        for line in tree.description.split(separator: "\n") where finder.found.count < 3 {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.range(of: #"^for\s*\(?\s*(var|let)?\s*\w+\s*=[^;{]*;[^;{]*;"#, options: .regularExpression) != nil {
                finder.add("a C-style for loop")
            }
        }
        return Array(finder.found.prefix(3))
    }

    private final class Finder: SyntaxVisitor {
        let renames: SwiftRenames
        var found: [String] = []

        init(renames: SwiftRenames) {
            self.renames = renames
            super.init(viewMode: .sourceAccurate)
        }

        func add(_ marker: String) {
            if !found.contains(marker) { found.append(marker) }
        }

        override func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if ["++", "--"].contains(node.operator.text) { add(node.trimmedDescription) }
            return .visitChildren
        }

        override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if ["++", "--"].contains(node.operator.text) { add(node.trimmedDescription) }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "println" { add("println(…)") }
            return .visitChildren
        }

        /// `func f(var x: Int)`: Swift 2's variable parameters.
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            if node.firstName.text == "var" || node.unexpectedBetweenModifiersAndFirstName?.trimmedDescription == "var" {
                add("a var parameter")
            }
            return .visitChildren
        }

        /// An override under a name Swift 3 renamed (`layoutAttributesForElementsInRect`).
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.modifiers.contains(where: { $0.name.text == "override" }) else { return .visitChildren }
            let name = node.name.text
            if renames.renamedMemberNames.contains(name) { add("override func \(name)(…)") }
            return .visitChildren
        }
    }
}
