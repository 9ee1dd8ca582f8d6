import SwiftSyntax

/// Where a type of the sources makes a collection view with a layout, or gives one a layout:
/// `UICollectionView(frame: .zero, collectionViewLayout: layout)` (or `.init(…)`) in a `lazy var`,
/// in `viewDidLoad()`, in a view's `init`, `super.init(frame:collectionViewLayout:)` (or
/// `self.init`) in a collection view subclass, `collectionView.collectionViewLayout = layout`. The
/// layout such code builds is the app's layout: discovery offers it under the type's name
/// (LayoutFinder), made by running that code as UIKit would, so only the sites that code reaches
/// count (TypeSites.reached).
struct CollectionViewSites {
    /// A member of a type: where sites are, and what it calls, so the sites the workbench's run
    /// of the type reaches can be told from those only the app's later calls reach.
    struct Member: Equatable {
        enum Kind: Equatable {
            /// `coder`: `init?(coder:)`, which only a storyboard or nib runs.
            case initializer(coder: Bool)
            case function
            case lazyProperty
            /// A stored property's initial value: run when the type is made.
            case storedProperty
            case computedProperty
        }

        /// As messages name it: `init(frame:)`, `setupCollectionView()`, `collectionView`.
        var title: String
        /// What code calls it by: `setupCollectionView`, `collectionView`.
        var name: String
        var kind: Kind
        var sites = 0
        /// Names its code uses (calls `setup()`, `self.setup()`; reads `collectionView`).
        var uses: Set<String> = []
        var isPrivate = false
    }

    /// One type's sites.
    struct TypeSites: Equatable {
        /// Its members with code: where the sites are, and the way to them.
        var members: [Member] = []
        /// The layout given is a call of one of these (`createLayout()`): offered already.
        var factoryCalls: Set<String> = []
        /// Types its code makes (`HorizontalFillFlowLayout(delegate: self)`), by simple name.
        var madeTypes: Set<String> = []

        /// How many places make or configure a collection view's layout.
        var count: Int { members.reduce(0) { $0 + $1.sites } }
        /// Lazy properties whose initialiser makes one: read so that code runs.
        var lazyProperties: [String] { members.filter { $0.kind == .lazyProperty && $0.sites > 0 }.map(\.name) }
        /// A lazy property that is private: read from code added to the type's own file.
        var hasPrivateLazyProperty: Bool { members.contains { $0.kind == .lazyProperty && $0.sites > 0 && $0.isPrivate } }

        /// The sites the workbench's run of the type reaches, and the members holding the others.
        /// It makes the type (its initialisers, or `init?(coder:)` then `awakeFromNib()` when
        /// `nib`), loads a controller's view (`loadView()`, `viewDidLoad()`) when `loadsView`, and
        /// reads the lazy properties; whatever these call of the type's own code runs too.
        func reached(nib: Bool, loadsView: Bool) -> (count: Int, unreached: [Member]) {
            var reached = Set<Int>(), queue: [Int] = []
            for (number, member) in members.enumerated() {
                let root: Bool
                switch member.kind {
                case .initializer(let coder): root = coder == nib
                case .storedProperty, .lazyProperty: root = true
                case .function: root = (nib && member.name == "awakeFromNib") || (loadsView && ["loadView", "viewDidLoad"].contains(member.name))
                case .computedProperty: root = false
                }
                if root, reached.insert(number).inserted { queue.append(number) }
            }
            // What code can call or read by name: methods, computed and lazy properties.
            var callable: [String: [Int]] = [:]
            for (number, member) in members.enumerated() where [.function, .computedProperty, .lazyProperty].contains(member.kind) {
                callable[member.name, default: []].append(number)
            }
            while let next = queue.popLast() {
                for name in members[next].uses {
                    for number in callable[name] ?? [] where reached.insert(number).inserted { queue.append(number) }
                }
            }
            let count = reached.reduce(0) { $0 + members[$1].sites }
            return (count, members.indices.filter { !reached.contains($0) && members[$0].sites > 0 }.map { members[$0] })
        }
    }

    private(set) var byType: [String: TypeSites] = [:]

    init(trees: [SourceFileSyntax]) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        for tree in trees { visitor.walk(tree) }
        byType = visitor.byType.filter { $0.value.count > 0 }
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

        /// A property: a lazy one's sites run when it is read, a stored one's when the type is
        /// made, a computed one's when code reads it.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = stack.last,
                !node.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) })
            else { return .skipChildren }
            let isLazy = node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            let isPrivate = node.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let computed: Bool
                switch binding.accessorBlock?.accessors {
                case .getter?: computed = true
                case .accessors(let list)?: computed = list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
                case nil: computed = false
                }
                let kind: Member.Kind = computed ? .computedProperty : isLazy ? .lazyProperty : .storedProperty
                let code: Syntax? = computed ? binding.accessorBlock.map(Syntax.init) : binding.initializer.map(Syntax.init)
                guard let code else { continue }
                add(Member(title: name, name: name, kind: kind, isPrivate: isPrivate), code: code, owner: owner)
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = stack.last, let body = node.body else { return .skipChildren }
            let parameters = node.signature.parameterClause.parameters
            let title = node.name.text + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
            add(
                Member(title: title, name: node.name.text, kind: .function), code: Syntax(body), owner: owner,
                passedIn: Set(parameters.map { ($0.secondName ?? $0.firstName).text }))
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = stack.last, let body = node.body else { return .skipChildren }
            let parameters = node.signature.parameterClause.parameters
            let coder = parameters.count == 1 && parameters.first?.firstName.text == "coder"
            let title = "init(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
            add(
                Member(title: title, name: "init", kind: .initializer(coder: coder)), code: Syntax(body), owner: owner,
                passedIn: Set(parameters.map { ($0.secondName ?? $0.firstName).text }))
            return .skipChildren
        }

        /// Records `member` of `owner` with the sites and uses of `code`. A layout that is one of
        /// `passedIn` (the member's parameters) is the caller's, passed on
        /// (`super.init(frame: frame, collectionViewLayout: layout)`): no site of this type's.
        private func add(_ member: Member, code: Syntax, owner: String, passedIn: Set<String> = []) {
            let finder = SiteFinder(viewMode: .sourceAccurate)
            finder.passedIn = passedIn
            finder.walk(code)
            var member = member
            member.sites = finder.count
            member.uses = finder.uses
            byType[owner, default: TypeSites()].members.append(member)
            if member.sites > 0 { byType[owner, default: TypeSites()].factoryCalls.formUnion(finder.factories) }
            byType[owner, default: TypeSites()].madeTypes.formUnion(finder.madeTypes)
        }
    }
}

/// The sites in one member's code (CollectionViewSites), and the names it uses.
private final class SiteFinder: SyntaxVisitor {
    var count = 0
    var factories: Set<String> = []
    var uses: Set<String> = []
    var madeTypes: Set<String> = []
    /// The enclosing member's parameters.
    var passedIn: Set<String> = []

    func given(_ expression: ExprSyntax) {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee =
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if let callee { factories.insert(callee) }
        }
    }

    /// A bare name (`setUp()`, `grid`); a member of another value (`grid.reloadData()`) is not the type's.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id { uses.insert(node.baseName.text) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.is(DeclReferenceExprSyntax.self) == true, node.base?.trimmedDescription == "self" { uses.insert(node.declName.baseName.text) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let member = callee.as(MemberAccessExprSyntax.self)
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? member?.declName.baseName.text
        if let name, name.first?.isUppercase == true { madeTypes.insert(name) }
        if let member, member.declName.baseName.text == "init", let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            base.first?.isUppercase == true
        {
            madeTypes.insert(base)
        }
        if let layout = node.arguments.first(where: { $0.label?.text == "collectionViewLayout" }) {
            // `UICollectionView(…)`, `UICollectionView.init(…)`, `.init(…)` (the type the context
            // gives: `let view: UICollectionView = .init(…)`), a subclass's.
            let isTypeInit =
                name?.first?.isUppercase == true
                || (name == "init" && (member?.base == nil || member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true))
            // `super.init(frame:collectionViewLayout:)` in a collection view subclass, or `self.init(…)`
            // in its convenience initialiser. A collection view controller's `super.init(collectionViewLayout:)`
            // is LayoutFinder's own case.
            let isOwnInit =
                member.map { ($0.base?.is(SuperExprSyntax.self) == true || $0.base?.trimmedDescription == "self") && $0.declName.baseName.text == "init" }
                ?? false
            let passedOn = layout.expression.as(DeclReferenceExprSyntax.self).map { passedIn.contains($0.baseName.text) } ?? false
            if (isTypeInit || (isOwnInit && node.arguments.first?.label?.text == "frame")) && !passedOn {
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
