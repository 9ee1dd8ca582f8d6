import SwiftSyntax

/// Collects the edits that make a build copy compile as iOS would (IOSPlatform): in every `#if`/`#elseif` condition,
/// `os(…)`, `canImport(…)` and `targetEnvironment(…)` that the platform table decides become
/// `true` or `false` (`#if os(tvOS) … #elseif os(iOS)` keeps the iOS branch); `import UIKit.X`
/// and the like import the SDK module whole (its submodules are not separate here).
final class ConditionalCompilationEdits: SyntaxVisitor {
    private(set) var edits: SourceEdits

    /// `edits` with those `tree` needs added.
    static func edits(in tree: some SyntaxProtocol, adding edits: SourceEdits = SourceEdits()) -> SourceEdits {
        let collector = ConditionalCompilationEdits(edits: edits)
        collector.walk(tree)
        return collector.edits
    }

    private init(edits: SourceEdits) {
        self.edits = edits
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition { replaceConditions(in: Syntax(condition)) }
        return .visitChildren
    }

    private func replaceConditions(in node: Syntax) {
        if let call = node.as(FunctionCallExprSyntax.self), let value = IOSPlatform.value(of: call) {
            edits.replace(call, with: value ? "true" : "false")
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { replaceConditions(in: child) }
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // `import ObjectiveC`: its runtime API the SDK stands in for (associated objects, selectors).
        if node.path.first?.name.text == "ObjectiveC", node.importKindSpecifier == nil {
            edits.replace(node.path, with: "UIKit")
            return .skipChildren
        }
        guard node.path.count > 1, let module = node.path.first?.name.text, IOSPlatform.sdkModules.contains(module),
            let first = node.path.first
        else { return .skipChildren }
        // `import UIKit.UIGestureRecognizerSubclass` → `import UIKit`; a kind (`import struct …`) goes too.
        edits.remove(after: first.name, through: node.path)
        if let kind = node.importKindSpecifier {
            edits.remove(from: kind, upTo: first)
        }
        return .skipChildren
    }
}
