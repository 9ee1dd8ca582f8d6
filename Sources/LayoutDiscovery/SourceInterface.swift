import SwiftParser
import SwiftSyntax

/// What one Swift file shows the other files of its module: its tokens without the bodies of
/// functions, initialisers, deinitialisers, accessors and subscripts, and without comments or
/// spacing. Two versions with the same interface differ only inside bodies, so the other files'
/// objects stay valid and a reload recompiles the changed file alone. Kept conservatively: a
/// body whose declaration returns an opaque type (`some P`, its body decides the type) or is
/// @inlinable, @_transparent or @inline(__always), and every stored property's initialiser (its
/// type may be inferred from it).
package enum SourceInterface {
    /// A digest of `text`'s interface.
    package static func fingerprint(of text: String) -> UInt64 {
        let tree = BodyStripper(viewMode: .sourceAccurate).rewrite(Parser.parse(source: text))
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for byte in token.text.utf8 {
                value ^= UInt64(byte)
                value = value &* 0x100_0000_01b3
            }
            value ^= 0x20
            value = value &* 0x100_0000_01b3
        }
        return value
    }
}

/// Empties the bodies other files cannot see.
private final class BodyStripper: SyntaxRewriter {
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard node.body != nil, !BodyStripper.keepsBody(node.attributes, returning: node.signature.returnClause?.type) else {
            return super.visit(node)
        }
        return DeclSyntax(node.with(\.body, CodeBlockSyntax(statements: [])))
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        guard node.body != nil, !BodyStripper.keepsBody(node.attributes, returning: nil) else { return super.visit(node) }
        return DeclSyntax(node.with(\.body, CodeBlockSyntax(statements: [])))
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax {
        guard node.body != nil else { return super.visit(node) }
        return DeclSyntax(node.with(\.body, CodeBlockSyntax(statements: [])))
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        // Computed properties and observers: bodies emptied (get, set, didSet kept) unless the
        // type is opaque or the body inlinable.
        let opaque = node.bindings.contains { $0.typeAnnotation.map { BodyStripper.isOpaque($0.type) } ?? false }
        guard !opaque, !BodyStripper.keepsBody(node.attributes, returning: nil) else { return DeclSyntax(node) }
        return super.visit(node)
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        guard !BodyStripper.isOpaque(node.returnClause.type), !BodyStripper.keepsBody(node.attributes, returning: nil) else {
            return DeclSyntax(node)
        }
        return super.visit(node)
    }

    override func visit(_ node: AccessorBlockSyntax) -> AccessorBlockSyntax {
        if case .getter = node.accessors { return node.with(\.accessors, .getter([])) }
        return super.visit(node)
    }

    override func visit(_ node: AccessorDeclSyntax) -> DeclSyntax {
        guard node.body != nil else { return DeclSyntax(node) }
        return DeclSyntax(node.with(\.body, CodeBlockSyntax(statements: [])))
    }

    /// Whether other files may see the body: an opaque result, or an inlining attribute.
    static func keepsBody(_ attributes: AttributeListSyntax, returning type: TypeSyntax?) -> Bool {
        if let type, isOpaque(type) { return true }
        return attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "inlinable" || name == "_transparent" || name == "inline" || name == "usableFromInline"
        }
    }

    static func isOpaque(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.some) }
    }
}
