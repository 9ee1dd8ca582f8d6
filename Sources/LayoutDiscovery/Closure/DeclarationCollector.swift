import Foundation
import SwiftIfConfig
import SwiftSyntax

/// Makes DeclarationGraph's nodes of one file: each top-level declaration in the active `#if`
/// clauses, its members, the names it declares and the names its code uses.
struct DeclarationCollector {
    let file: Int
    let converter: SourceLocationConverter
    var nodes: [DeclarationGraph.Node] = []

    init(file: Int, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
    }

    mutating func collect(_ items: CodeBlockItemListSyntax) {
        for item in items {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            if let conditional = decl.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = conditional.activeClause(in: IOSPlatform.configuration).clause?.elements {
                    collect(inner)
                }
                continue
            }
            nodes.append(node(decl))
        }
    }

    private func lines(_ syntax: some SyntaxProtocol) -> ClosedRange<Int> {
        let first = syntax.startLocation(converter: converter, afterLeadingTrivia: true).line
        let last = syntax.endLocation(converter: converter, afterTrailingTrivia: false).line
        return first...max(first, last)
    }

    private func node(_ decl: DeclSyntax) -> DeclarationGraph.Node {
        var kind = DeclarationGraph.Kind.other
        var title = decl.trimmedDescription.prefix { $0 != "\n" && $0 != "{" }.trimmingCharacters(in: .whitespaces)
        var declared: Set<String> = []
        var extended: String?
        var inherited: [String] = []
        var memberBlock: MemberBlockSyntax?
        var module: String?
        var clause: Range<Int>?
        if let type = decl.asProtocol(NamedDeclSyntax.self), let group = decl.asProtocol(DeclGroupSyntax.self) {
            let typeKind: DeclarationGraph.TypeKind? =
                switch decl.kind {
                case .classDecl: .class
                case .structDecl: .struct
                case .enumDecl: .enum
                case .protocolDecl: .protocol
                case .actorDecl: .actor
                default: nil
                }
            if let typeKind {
                kind = .type(typeKind)
                title = "\(Self.keyword(typeKind)) \(type.name.text)"
                declared = [type.name.text]
                inherited = group.inheritanceClause?.inheritedTypes.map { SourceIndex.simpleName($0.type.trimmedDescription) } ?? []
                clause = group.inheritanceClause.map { $0.trimmedOffsets }
                memberBlock = group.memberBlock
            }
        }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            kind = .extension
            extended = SourceIndex.simpleName(ext.extendedType.trimmedDescription)
            title = "extension \(ext.extendedType.trimmedDescription)"
            inherited = ext.inheritanceClause?.inheritedTypes.map { SourceIndex.simpleName($0.type.trimmedDescription) } ?? []
            memberBlock = ext.memberBlock
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            kind = .function
            title = "func \(function.name.text)(\(function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))"
            declared = [function.name.text]
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            kind = .variable
            declared = Set(variable.bindings.flatMap { Self.names(in: $0.pattern) })
            title = "\(variable.bindingSpecifier.text) \(declared.sorted().joined(separator: ", "))"
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            declared = [alias.name.text]
            title = "typealias \(alias.name.text)"
        } else if let operation = decl.as(OperatorDeclSyntax.self) {
            declared = [operation.name.text]
            title = "operator \(operation.name.text)"
        } else if let group = decl.as(PrecedenceGroupDeclSyntax.self) {
            declared = [group.name.text]
            title = "precedencegroup \(group.name.text)"
        } else if let macro = decl.as(MacroDeclSyntax.self) {
            declared = [macro.name.text]
            title = "macro \(macro.name.text)"
        } else if let imported = decl.as(ImportDeclSyntax.self) {
            kind = .import
            module = imported.path.first?.name.text
            title = "import \(imported.path.trimmedDescription)"
        }
        let members = memberBlock.map { self.members(of: $0.members) } ?? []
        var references = ReferenceCollector.names(in: Syntax(decl))
        references.subtract(declared)
        references.subtract(members.map(\.name))
        return DeclarationGraph.Node(
            file: file, kind: kind, lines: lines(decl), start: decl.trimmedOffsets.lowerBound,
            end: decl.trimmedOffsets.upperBound, title: title, declared: declared, extended: extended,
            inherited: inherited, inheritanceClause: clause, members: members, references: references, module: module)
    }

    private func members(of list: MemberBlockItemListSyntax) -> [DeclarationGraph.Member] {
        var result: [DeclarationGraph.Member] = []
        for item in list {
            if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = conditional.activeClause(in: IOSPlatform.configuration).clause?.elements {
                    result += members(of: inner)
                }
                continue
            }
            let decl = item.decl
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            let isOverride = modifiers?.contains { $0.name.tokenKind == .keyword(.override) } == true
            var makesType = decl.is(InitializerDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self)
            var names: [String] = []
            if let variable = decl.as(VariableDeclSyntax.self) {
                names = variable.bindings.flatMap { Self.names(in: $0.pattern) }
                let isStatic = modifiers?.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) } == true
                let isStored = variable.bindings.allSatisfy { binding in
                    switch binding.accessorBlock?.accessors {
                    case nil: true
                    case .getter?: false
                    case .accessors(let list)?: !list.contains { [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind) }
                    }
                }
                // A stored property with a value (or nil: an optional) is needed only when code
                // that is needed names it; one without is set by every initialiser, so it stays.
                let hasValue =
                    variable.bindings.allSatisfy { binding in
                        binding.initializer != nil
                            || binding.typeAnnotation.map { ["?", "!"].contains($0.type.trimmedDescription.last.map(String.init) ?? "") } == true
                    } || modifiers?.contains { $0.name.tokenKind == .keyword(.lazy) } == true
                makesType = isStored && !isStatic && !hasValue
            } else if let named = decl.asProtocol(NamedDeclSyntax.self) {
                names = [named.name.text]
            } else if decl.is(InitializerDeclSyntax.self) {
                names = ["init"]
            } else if decl.is(SubscriptDeclSyntax.self) {
                names = ["subscript"]
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                names = cases.elements.map(\.name.text)
                makesType = true
            } else if decl.is(DeinitializerDeclSyntax.self) {
                names = ["deinit"]
            }
            let references = ReferenceCollector.names(in: Syntax(decl))
            let span = lines(decl)
            let fullName = decl.as(FunctionDeclSyntax.self).map { function in
                ReferenceCollector.callName(function.name.text, labels: function.signature.parameterClause.parameters.map(\.firstName.text))
            }
            for name in names.isEmpty ? [""] : names {
                result.append(
                    DeclarationGraph.Member(
                        name: name, lines: span, start: decl.trimmedOffsets.lowerBound,
                        end: decl.trimmedOffsets.upperBound, isOverride: isOverride, makesType: makesType,
                        references: references, fullName: fullName))
            }
        }
        return result
    }

    static func keyword(_ kind: DeclarationGraph.TypeKind) -> String {
        switch kind {
        case .class: "class"
        case .struct: "struct"
        case .enum: "enum"
        case .protocol: "protocol"
        case .actor: "actor"
        }
    }

    /// The names a binding pattern declares: `x`, or `(a, b)`.
    static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        return []
    }
}

/// The names a piece of code uses: types as written, declarations referred to (bare or after
/// a dot), operators and macros. Inactive `#if` clauses are not read. A method called with its
/// labels known is also named in full (`collectionView(_:numberOfItemsInSection:)`, callName),
/// and any other use of a declaration's name is also marked bare (`=name`, bareName), so a class
/// member can be told needed by its full name where base names collide (a `collectionView`
/// property and every `collectionView(_:…)` delegate method).
final class ReferenceCollector: ActiveSyntaxVisitor {
    private(set) var names: Set<String> = []
    /// References that are the callee of a call whose labels are known.
    private var called: Set<SyntaxIdentifier> = []

    static func callName(_ base: String, labels: [String]) -> String { base + "(" + labels.map { $0 + ":" }.joined() + ")" }
    static func bareName(_ base: String) -> String { "=" + base }
    /// A name in `#selector(name)`: a method of any labels.
    static func selectorName(_ base: String) -> String { "~" + base }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.macroName.text)
        if node.macroName.text == "selector", let selected = node.arguments.first?.expression {
            let reference = selected.as(DeclReferenceExprSyntax.self) ?? selected.as(MemberAccessExprSyntax.self)?.declName
            if let reference, reference.argumentNames == nil { names.insert(Self.selectorName(reference.baseName.text)) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // Trailing closures hide their labels: such a call is named by its base name alone.
        guard node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty else { return .visitChildren }
        let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        if let reference {
            called.insert(reference.id)
            names.insert(Self.callName(reference.baseName.text, labels: node.arguments.map { $0.label?.text ?? "_" }))
        }
        return .visitChildren
    }

    static func names(in syntax: Syntax) -> Set<String> {
        let collector = ReferenceCollector(viewMode: .sourceAccurate, configuration: IOSPlatform.configuration)
        collector.walk(syntax)
        return collector.names
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        if let written = node.argumentNames {
            names.insert(Self.callName(node.baseName.text, labels: written.arguments.map(\.name.text)))
        } else if !called.contains(node.id) {
            names.insert(Self.bareName(node.baseName.text))
        }
        return .visitChildren
    }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.operator.text)
        return .visitChildren
    }

    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.operator.text)
        return .visitChildren
    }

    override func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.operator.text)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.macroName.text)
        return .visitChildren
    }
}
