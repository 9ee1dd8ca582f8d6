import SwiftSyntax

/// Every edit a file's build copy gets, line for line: Objective-C-only Swift made plain
/// (ObjectiveCEdits), iOS-only conditions and submodule imports made to compile as iOS would
/// (ConditionalCompilationEdits), Linux's Foundation told what iOS means (LinuxFoundationEdits).
enum BuildCopyEdits {
    static func edits(for tree: SourceFileSyntax, requirements: [OptionalRequirement],
                      propertyTypes: [String: [String: String]] = [:]) -> SourceEdits {
        let objectiveC = ObjectiveCEdits.edits(in: tree, requirements: requirements, propertyTypes: propertyTypes)
        let conditions = ConditionalCompilationEdits.edits(in: tree, adding: objectiveC)
        return LinuxFoundationEdits.edits(in: tree, adding: conditions).edits
    }

    /// The file names URLSession's types, which Linux's Foundation keeps in FoundationNetworking:
    /// its copy imports that module too.
    static func needsNetworkingImport(_ tree: SourceFileSyntax) -> Bool {
        LinuxFoundationEdits.edits(in: tree).namesNetworking
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
