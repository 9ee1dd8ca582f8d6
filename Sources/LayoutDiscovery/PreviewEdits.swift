import SwiftSyntax

/// Xcode's previews taken out of the build copy, line breaks kept: `#Preview { … }` and types
/// adopting `PreviewProvider`. They are SwiftUI canvas code for Xcode, never part of the app's
/// layout, and no build here has SwiftUI.
enum PreviewEdits {
    static func edits(in tree: SourceFileSyntax, adding edits: SourceEdits) -> SourceEdits {
        var edits = edits
        func visit(_ items: some Sequence<CodeBlockItemSyntax>) {
            for item in items {
                if let expansion = item.item.as(MacroExpansionDeclSyntax.self), expansion.macroName.text == "Preview" {
                    edits.cut(item.trimmedOffsets)
                } else if let expansion = item.item.as(MacroExpansionExprSyntax.self), expansion.macroName.text == "Preview" {
                    edits.cut(item.trimmedOffsets)
                } else if let decl = item.item.as(DeclSyntax.self), isPreviewProvider(decl) {
                    edits.cut(item.trimmedOffsets)
                } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let inner)? = clause.elements { visit(inner) }
                    }
                }
            }
        }
        visit(tree.statements)
        return edits
    }

    static func isPreviewProvider(_ decl: DeclSyntax) -> Bool {
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return false }
        return group.inheritanceClause?.inheritedTypes.contains { SourceIndex.simpleName($0.type.trimmedDescription) == "PreviewProvider" } ?? false
    }
}
