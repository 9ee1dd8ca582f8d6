import SwiftSyntax

/// Every edit a file's build copy gets, line for line: Objective-C-only Swift made plain
/// (ObjectiveCRewriter), iOS-only conditions and submodule imports made to compile as iOS
/// would (ConditionalCompilationRewriter).
enum BuildCopyEdits {
    static func edits(for tree: SourceFileSyntax, requirements: [OptionalRequirement],
                      propertyTypes: [String: [String: String]] = [:]) -> SourceEdits {
        let objectiveC = ObjectiveCRewriter(requirements: requirements, propertyTypes: propertyTypes)
        objectiveC.walk(tree)
        let conditions = ConditionalCompilationRewriter(edits: objectiveC.edits)
        conditions.walk(tree)
        let linux = LinuxFoundationRewriter(edits: conditions.edits)
        linux.walk(tree)
        return linux.edits
    }

    /// The file names URLSession's types, which Linux's Foundation keeps in FoundationNetworking:
    /// its copy imports that module too.
    static func needsNetworkingImport(_ tree: SourceFileSyntax) -> Bool {
        let visitor = LinuxFoundationRewriter(edits: SourceEdits())
        visitor.walk(tree)
        return visitor.namesNetworking
    }

    /// The file imports neither UIKit nor the SDK itself: on iOS it saw UIKit through the app's
    /// bridging header or its pod's umbrella header, so its copy imports UIKit.
    static func needsUIKitImport(_ tree: SourceFileSyntax) -> Bool {
        final class Imports: SyntaxVisitor {
            var modules: Set<String> = []
            override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
                if let module = node.path.first?.name.text { modules.insert(module) }
                return .skipChildren
            }
        }
        let imports = Imports(viewMode: .sourceAccurate)
        imports.walk(tree)
        return imports.modules.isDisjoint(with: ["UIKit", "CollectionLayout"])
    }
}
