import SwiftSyntax

/// Every edit a file's build copy gets, line for line: Objective-C-only Swift made plain
/// (ObjectiveCEdits), iOS-only conditions and submodule imports made to compile as iOS would
/// (ConditionalCompilationEdits), Linux's Foundation told what iOS means (LinuxFoundationEdits).
enum BuildCopyEdits {
    static func edits(
        for tree: SourceFileSyntax, requirements: [OptionalRequirement],
        propertyTypes: [String: [String: String]] = [:]
    ) -> SourceEdits {
        edits(for: tree, requirements: requirements, propertyTypes: propertyTypes, declared: nil).edits
    }

    /// The edits and, with `declared` (the names the folder declares), old Swift names migrated
    /// (MigrationEdits), each said as `old → new`.
    static func edits(
        for tree: SourceFileSyntax, requirements: [OptionalRequirement], propertyTypes: [String: [String: String]],
        declared: Set<String>?
    ) -> (edits: SourceEdits, migrated: [String]) {
        let objectiveC = ObjectiveCEdits.edits(in: tree, requirements: requirements, propertyTypes: propertyTypes)
        let conditions = ConditionalCompilationEdits.edits(in: tree, adding: objectiveC)
        let foundation = PreviewEdits.edits(in: tree, adding: LinuxFoundationEdits.edits(in: tree, adding: conditions).edits)
        guard let declared else { return (foundation, []) }
        return MigrationEdits.edits(in: tree, adding: foundation, declared: declared)
    }

    /// Every name the files declare (types, functions, variables, parameters, cases): what the
    /// app's code means by that name is its own, never an old name of Apple's.
    static func declaredNames(in trees: [SourceFileSyntax]) -> Set<String> {
        final class Names: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.identifier.text)
                return .visitChildren
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.name.text)
                return .visitChildren
            }
            override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
                names.insert((node.secondName ?? node.firstName).text)
                return .visitChildren
            }
            override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.name.text)
                return .visitChildren
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        }
        let collector = Names(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        return collector.names
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
