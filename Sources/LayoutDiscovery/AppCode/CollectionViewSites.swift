import SwiftSyntax

/// Where a type of the sources makes a collection view with a layout, or gives one a layout:
/// `UICollectionView(frame: .zero, collectionViewLayout: layout)` in a `lazy var`, in
/// `viewDidLoad()`, in a view's `init`, `super.init(frame:collectionViewLayout:)` in a collection
/// view subclass, `collectionView.collectionViewLayout = layout`. The layout such code builds is
/// the app's layout: discovery offers it under the type's name (LayoutFinder), made by running
/// that code as UIKit would.
struct CollectionViewSites {
    /// One type's sites.
    struct TypeSites: Equatable {
        /// How many places make or configure a collection view's layout.
        var count = 0
        /// Lazy properties (and `= { … }()` closures of non-lazy ones need nothing) whose
        /// initialiser makes one: read so that code runs.
        var lazyProperties: [String] = []
        /// A lazy property that is private: read from code added to the type's own file.
        var hasPrivateLazyProperty = false
        /// The layout given is a call of one of these (`createLayout()`): offered already.
        var factoryCalls: Set<String> = []
    }

    private(set) var byType: [String: TypeSites] = [:]

    init(trees: [SourceFileSyntax]) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        for tree in trees { visitor.walk(tree) }
        byType = visitor.byType
    }

    private final class Visitor: SyntaxVisitor {
        var byType: [String: TypeSites] = [:]
        private var stack: [String] = []

        private func enter(_ name: String) -> SyntaxVisitorContinueKind {
            stack.append(name)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(SourceIndex.simpleName(node.extendedType.trimmedDescription))
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// A member's code: each site in it counted for its type; a lazy property's noted.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = stack.last else { return .skipChildren }
            let sites = Self.sites(in: node)
            guard sites.count > 0 else { return .skipChildren }
            byType[owner, default: TypeSites()].count += sites.count
            byType[owner, default: TypeSites()].factoryCalls.formUnion(sites.factories)
            let isLazy = node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            if isLazy, let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                byType[owner, default: TypeSites()].lazyProperties.append(name)
                if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }) {
                    byType[owner, default: TypeSites()].hasPrivateLazyProperty = true
                }
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { count(node, parameters: node.signature.parameterClause) }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { count(node, parameters: node.signature.parameterClause) }

        private func count(_ node: some SyntaxProtocol, parameters: FunctionParameterClauseSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = stack.last else { return .skipChildren }
            let names = Set(parameters.parameters.map { ($0.secondName ?? $0.firstName).text })
            let sites = Self.sites(in: node, passedIn: names)
            if sites.count > 0 {
                byType[owner, default: TypeSites()].count += sites.count
                byType[owner, default: TypeSites()].factoryCalls.formUnion(sites.factories)
            }
            return .skipChildren
        }

        /// The sites in `node`: calls with a `collectionViewLayout:` argument of a type's
        /// initialiser (`UICollectionView(…)`, a subclass's, `super.init(…)`), assignments to a
        /// `collectionViewLayout`, and `setCollectionViewLayout(_:animated:)` calls.
        /// A layout that is one of `passedIn` (the member's parameters) is the caller's, passed on
        /// (`super.init(frame: frame, collectionViewLayout: layout)`): no site of this type's.
        static func sites(in node: some SyntaxProtocol, passedIn: Set<String> = []) -> (count: Int, factories: Set<String>) {
            let finder = SiteFinder(viewMode: .sourceAccurate)
            finder.passedIn = passedIn
            finder.walk(node)
            return (finder.count, finder.factories)
        }
    }
}

/// The sites in one member's code (CollectionViewSites).
private final class SiteFinder: SyntaxVisitor {
    var count = 0
    var factories: Set<String> = []
    /// The enclosing member's parameters.
    var passedIn: Set<String> = []
    func given(_ expression: ExprSyntax) {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if let callee { factories.insert(callee) }
        }
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let layout = node.arguments.first(where: { $0.label?.text == "collectionViewLayout" }) {
            let isTypeInit = name?.first?.isUppercase == true
            let isSuperInit = callee.as(MemberAccessExprSyntax.self).map { $0.base?.is(SuperExprSyntax.self) == true && $0.declName.baseName.text == "init" } ?? false
            // A collection view controller's `super.init(collectionViewLayout:)` is LayoutFinder's own case.
            let passedOn = layout.expression.as(DeclReferenceExprSyntax.self).map { passedIn.contains($0.baseName.text) } ?? false
            if (isTypeInit || (isSuperInit && node.arguments.first?.label?.text == "frame")) && !passedOn {
                count += 1
                given(layout.expression)
            }
        } else if name == "setCollectionViewLayout", let first = node.arguments.first {
            count += 1
            given(first.expression)
        }
        return .visitChildren
    }
    /// `collectionView.collectionViewLayout = layout` (unfolded: the target, `=`, the value).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast() where elements[index].is(AssignmentExprSyntax.self) {
            if elements[index - 1].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "collectionViewLayout" {
                count += 1
                given(elements[index + 1])
            }
        }
        return .visitChildren
    }
}
