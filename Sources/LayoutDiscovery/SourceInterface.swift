import HostSupport
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
    /// A digest of `text`'s interface (one walk over the tree, bodies skipped).
    package static func fingerprint(of text: String) -> UInt64 {
        let hasher = InterfaceHasher(viewMode: .sourceAccurate)
        hasher.walk(ParsedSources.tree(of: text))
        return hasher.digest.value
    }
}

/// Hashes the tokens other files can see (FNV-1a, a space after each token).
private final class InterfaceHasher: SyntaxVisitor {
    private(set) var digest = FNV1a()
    /// Above zero inside a declaration whose bodies others may see.
    private var keeping = 0

    private func hash(_ text: String) {
        digest.add(text.utf8)
        digest.add(CollectionOfOne(0x20))
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        hash(token.text)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.keepsBody(node.attributes, returning: node.signature.returnClause?.type) { keeping += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if Self.keepsBody(node.attributes, returning: node.signature.returnClause?.type) { keeping -= 1 }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.keepsBody(node.attributes, returning: nil) { keeping += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        if Self.keepsBody(node.attributes, returning: nil) { keeping -= 1 }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.keeps(node) { keeping += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if Self.keeps(node) { keeping -= 1 }
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.keeps(node) { keeping += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: SubscriptDeclSyntax) {
        if Self.keeps(node) { keeping -= 1 }
    }

    /// A declaration's body: skipped (as an empty one) unless others may see it.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        guard keeping == 0, let parent = node.parent,
            parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(DeinitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
        else { return .visitChildren }
        hash("{")
        hash("}")
        return .skipChildren
    }

    /// A computed property's shorthand getter (`var x: Int { … }`): skipped the same way; the
    /// accessors' kinds (get, set, didSet) of a full block stay, their bodies go.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        guard keeping == 0, case .getter = node.accessors else { return .visitChildren }
        hash("{")
        hash("}")
        return .skipChildren
    }

    static func keeps(_ node: VariableDeclSyntax) -> Bool {
        node.bindings.contains { $0.typeAnnotation.map { isOpaque($0.type) } ?? false } || keepsBody(node.attributes, returning: nil)
    }

    static func keeps(_ node: SubscriptDeclSyntax) -> Bool {
        isOpaque(node.returnClause.type) || keepsBody(node.attributes, returning: nil)
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
