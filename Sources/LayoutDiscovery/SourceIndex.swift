import Foundation
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// What discovery needs to know of a plugin's sources, read with swift-syntax: the types with
/// their superclasses, initialisers, stored properties and layout-returning members (extensions
/// merged in), the top-level functions, and whether a hand-written entry point exists.
struct SourceIndex {
    struct Initializer {
        var callableWithoutArguments: Bool
        var isConvenience: Bool
        /// Each parameter without a default value: its label ("_" for none), its name inside the
        /// initialiser, and its type as written.
        var arguments: [(label: String, name: String, type: String)] = []
        /// `init?`, `init!`, `throws` or generic: never used to make a layout with arguments.
        var isPlain = true
        /// `init?(coder:)`, which a storyboard or nib makes the object with.
        var isCoder = false
        /// The body is a lone fatalError(…) or preconditionFailure(…).
        var onlyTraps = false
        /// How messages name it: `init(columns:)`.
        var signature = "init()"
        /// It calls `super.init(collectionViewLayout:)`: a collection view controller that makes
        /// its layout itself.
        var passesLayoutToSuper = false
    }

    struct Property {
        var name: String
        /// The annotated type, or the type its literal initial value gives.
        var typeName: String?
        var isStored: Bool
        var isWritable: Bool
        var isStatic: Bool
        var isPrivate: Bool
        var isLazy: Bool
        /// Declared with a value (`var controller: Controller = Impl()`): the class sets it itself.
        var hasInitialValue = false
        /// Its own `private`/`fileprivate` (not `private(set)`, not a private type's): what the
        /// build copy takes out to make it a parameter, as app layouts keep their knobs private.
        var privateModifier: PrivateModifier?
        /// A computed property that reads the collection view's layout (`collectionViewLayout as!
        /// MyLayout`): an accessor of an existing layout, never a factory of one.
        var readsExistingLayout = false
    }

    struct Function {
        var name: String
        /// Argument labels, "_" for none: `collectionView(_:heightForItemAt:)` → ["_", "heightForItemAt"].
        var labels: [String] = []
        var returnType: String?
        var callableWithoutArguments: Bool
        var isStatic: Bool
        var isPrivate: Bool
        /// The body is a lone fatalError(…): a method subclasses must override.
        var onlyTraps: Bool
        /// Each parameter without a default value: its label ("_" for none), name and type.
        var arguments: [(label: String, name: String, type: String)] = []
        var isGeneric = false
    }

    struct TypeInfo {
        enum Kind { case `class`, `struct`, `enum`, `protocol`, other }
        var name: String
        var kind: Kind
        /// How code outside the type names it: `AlignedLayout.Alignment` for a nested type.
        var qualifiedName: String
        var inherited: [String] = []
        var isPrivate = false
        var isGeneric = false
        var file = 0
        var summary = ""
        var initializers: [Initializer] = []
        var properties: [Property] = []
        var functions: [Function] = []
        var caseNames: [String] = []
        /// An enum with a case that carries values (`case ratio(CGFloat)`): never CaseIterable.
        var hasAssociatedValues = false
        /// The enum's cases that carry no values, in order.
        var plainCaseNames: [String] = []
        /// Types the collection view's delegate is cast to in the type's code (`delegate as? P`).
        var delegateCasts: [String] = []
        /// Names the type's own code assigns (`x = …`, `self.x += …`): state, not a knob.
        var assignedNames: Set<String> = []
        /// `@IBOutlet` properties: a storyboard fills them, so they are nil here.
        var outlets = 0
        /// Its superclass chain comes back to it (`class A: B` and `class B: A`): a compile
        /// error, so discovery treats it as a root class and every walk up a chain ends.
        var inCycle = false
        /// The superclass (a class's first inherited type), or nil.
        var superclass: String? { kind == .class && !inCycle ? inherited.first : nil }

        /// Adds what `other` (an extension, or the declaration met after its extensions) says
        /// of the same type: a declaration brings its kind, file, summary and scope.
        mutating func absorb(_ other: TypeInfo) {
            if other.kind != .other {
                (kind, qualifiedName, file, summary) = (other.kind, other.qualifiedName, other.file, other.summary)
                (isGeneric, isPrivate) = (other.isGeneric, other.isPrivate)
            }
            inherited += other.inherited.filter { !inherited.contains($0) }
            initializers += other.initializers
            properties += other.properties
            functions += other.functions
            caseNames += other.caseNames
            hasAssociatedValues = hasAssociatedValues || other.hasAssociatedValues
            plainCaseNames += other.plainCaseNames
            delegateCasts += other.delegateCasts.filter { !delegateCasts.contains($0) }
            assignedNames.formUnion(other.assignedNames)
            outlets += other.outlets
        }
    }

    /// By simple name; a nested type also by its simple name (the last wins on a clash).
    var types: [String: TypeInfo] = [:]
    /// Type aliases by name, to the simple name they stand for (`CollectionViewFlowLayout` →
    /// `UICollectionViewFlowLayout`, as libraries that also build for macOS write).
    var aliases: [String: String] = [:]
    var topLevelFunctions: [(function: Function, file: Int)] = []
    var hasEntryPoint = false
    /// `LayoutExport("id", …)` string literals of a hand-written entry.
    var exportedIDs: [String] = []
    /// The inheritance cycles of the sources, each from its first class in name order to the one
    /// whose superclass closes it, with the file of the first.
    var inheritanceCycles: [(classes: [String], file: Int)] = []
    /// The UIKit layout class each class descends from through classes in the sources, found for
    /// every class in one pass (a chain of 10,000 classes is walked once, not once a class).
    private(set) var layoutAncestors: [String: String] = [:]
    /// How many classes declare each member name (properties and functions): a private knob's
    /// name declared by one class alone needs no walk up or down its chain.
    private(set) var memberDeclarers: [String: Int] = [:]
    /// Answers about a class that depend on its whole chain, kept once found (LayoutFinder).
    let chainAnswers = ChainAnswers()
    /// Where each type's code makes a collection view with a layout (CollectionViewSites).
    private(set) var collectionViewSites: [String: CollectionViewSites.TypeSites] = [:]
    /// The protocols of the sources, by name, as iOS compiles them (DelegateStandIn.protocols).
    private(set) var protocolDeclarations: [String: ProtocolDeclSyntax] = [:]

    /// What discovery has found about classes' chains, shared by every LayoutFinder of an index.
    final class ChainAnswers {
        var constructible: [String: Bool] = [:]
        var parameters: [String: [DiscoveredParameter]] = [:]
        var delegateNotes: [String: [DelegateStandIn.Note]] = [:]
        var delegateCasts: [String: [String]] = [:]
        /// Stand-ins for protocols as values an initialiser takes (DelegateStandIn.valueStandIn),
        /// nil where none can be written; being written while `nil` is kept and not yet settled.
        var valueStandIns: [String: DelegateStandIn?] = [:]
        var valueStandInsUnderWay: Set<String> = []
    }

    /// An answer about `name` made from its own declaration and its superclass's answer, for
    /// every class up its chain in the sources, each found once and kept in `memo`.
    func chainAnswer<T>(
        _ name: String, _ memo: ReferenceWritableKeyPath<ChainAnswers, [String: T]>, root: T,
        combine: (TypeInfo, T) -> T
    ) -> T {
        var path: [String] = [], current: String? = name
        while let type = current, chainAnswers[keyPath: memo][type] == nil, path.count <= types.count, let info = types[type] {
            path.append(type)
            current = info.superclass
        }
        var answer = current.flatMap { chainAnswers[keyPath: memo][$0] } ?? root
        for type in path.reversed() {
            answer = combine(types[type]!, answer)
            chainAnswers[keyPath: memo][type] = answer
        }
        return answer
    }

    /// Indexes the parsed files (`trees[i]` is file i).
    init(trees: [SourceFileSyntax]) {
        for (index, tree) in trees.enumerated() {
            let visitor = IndexVisitor(file: index)
            visitor.walk(tree)
            for (name, info) in visitor.types {
                if var existing = types[name], existing.kind == info.kind || info.kind == .other || existing.kind == .other {
                    existing.absorb(info)
                    types[name] = existing
                } else {
                    types[name] = info  // new, or a different type of the same name: the last wins
                }
            }
            aliases.merge(visitor.aliases) { $1 }
            topLevelFunctions += visitor.functions.map { ($0, index) }
            hasEntryPoint = hasEntryPoint || visitor.hasEntryPoint
            exportedIDs += visitor.exportedIDs.filter { !exportedIDs.contains($0) }
        }
        collectionViewSites = CollectionViewSites(trees: trees).byType
        protocolDeclarations = DelegateStandIn.protocols(in: trees)
        breakInheritanceCycles()
        layoutAncestors = ancestors(among: Set(LayoutFinder.uikitLayouts.keys))
        for info in types.values where info.kind == .class {
            for name in Set(info.properties.map(\.name) + info.functions.map(\.name)) { memberDeclarers[name, default: 0] += 1 }
        }
    }

    /// Marks the classes of every inheritance cycle (each class is visited once: linear in the
    /// number of classes, whatever their chains' lengths).
    private mutating func breakInheritanceCycles() {
        enum Mark { case onPath, done }
        var marks: [String: Mark] = [:]
        for start in types.keys.sorted() where types[start]?.kind == .class && marks[start] == nil {
            var path: [String] = [], current = start, closed = false
            while let info = types[current], info.kind == .class {
                if marks[current] != nil {
                    closed = marks[current] == .onPath
                    break
                }
                marks[current] = .onPath
                path.append(current)
                guard let parent = info.superclass else { break }
                current = resolved(parent)
            }
            if closed, let first = path.firstIndex(of: current) {
                let cycle = Array(path[first...])
                for name in cycle { types[name]?.inCycle = true }
                let head = cycle.min()!
                let rotated = Array(cycle[cycle.firstIndex(of: head)!...] + cycle[..<cycle.firstIndex(of: head)!])
                inheritanceCycles.append((rotated, types[head]?.file ?? 0))
            }
            for name in path { marks[name] = .done }
        }
    }

    /// For every class, the first of `roots` up its superclass chain through the sources' classes
    /// (memoised along each chain, so each class is walked once).
    func ancestors(among roots: Set<String>) -> [String: String] {
        var found: [String: String] = [:], settled: Set<String> = []
        for start in types.keys where types[start]?.kind == .class && !settled.contains(start) {
            var path: [String] = [], current = start, answer: String?
            while true {
                if roots.contains(current) { answer = current; break }
                if settled.contains(current) { answer = found[current]; break }
                guard let info = types[current], info.kind == .class, let parent = info.superclass else { break }
                path.append(current)
                current = resolved(parent)
            }
            for name in path {
                settled.insert(name)
                found[name] = answer
            }
            settled.insert(current)
        }
        return found
    }

    /// `name` with type aliases followed to what they stand for.
    func resolved(_ name: String) -> String {
        var current = name, seen: Set<String> = []
        while let target = aliases[current], seen.insert(current).inserted { current = target }
        return current
    }

    /// The last component of a type's written name: `UIKit.UICollectionViewLayout` →
    /// `UICollectionViewLayout`; generic arguments dropped.
    static func simpleName(_ written: String) -> String {
        let base = written.split(separator: "<").first.map(String.init) ?? written
        return base.split(separator: ".").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? base
    }
}

/// Walks one file, as iOS compiles it (only the active `#if` clauses, IOSPlatform); types met
/// through extensions are recorded with kind `.other` and merged.
private final class IndexVisitor: ActiveSyntaxVisitor {
    let file: Int
    var types: [String: SourceIndex.TypeInfo] = [:]
    var aliases: [String: String] = [:]
    var functions: [SourceIndex.Function] = []
    var hasEntryPoint = false
    var exportedIDs: [String] = []
    private var stack: [String] = []
    private var privateDepth = 0

    init(file: Int) {
        self.file = file
        super.init(viewMode: .sourceAccurate, configuration: IOSPlatform.configuration)
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if isDeclarationLevel(node) { aliases[node.name.text] = SourceIndex.simpleName(node.initializer.value.trimmedDescription) }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .class, node.inheritanceClause, node.modifiers, Syntax(node), generic: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: ClassDeclSyntax) { close(node.modifiers) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .struct, node.inheritanceClause, node.modifiers, Syntax(node), generic: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: StructDeclSyntax) { close(node.modifiers) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .enum, node.inheritanceClause, node.modifiers, Syntax(node), generic: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: EnumDeclSyntax) { close(node.modifiers) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, .protocol, node.inheritanceClause, node.modifiers, Syntax(node), generic: false)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { close(node.modifiers) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let written = node.extendedType.trimmedDescription
        return open(
            SourceIndex.simpleName(written), .other, node.inheritanceClause, node.modifiers, Syntax(node), generic: false,
            qualifiedName: written)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { close(node.modifiers) }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = stack.last {
            types[owner]?.caseNames += node.elements.map(\.name.text)
            if node.elements.contains(where: { $0.parameterClause != nil }) { types[owner]?.hasAssociatedValues = true }
            types[owner]?.plainCaseNames += node.elements.filter { $0.parameterClause == nil }.map(\.name.text)
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = stack.last else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters
        let initializer = SourceIndex.Initializer(
            callableWithoutArguments: node.optionalMark == nil && parameters.allSatisfy { $0.defaultValue != nil },
            isConvenience: node.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) },
            arguments: parameters.filter { $0.defaultValue == nil }.map {
                ($0.firstName.text, ($0.secondName ?? $0.firstName).text, $0.type.trimmedDescription)
            },
            isPlain: node.optionalMark == nil && node.signature.effectSpecifiers == nil && node.genericParameterClause == nil
                && !node.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) },
            isCoder: parameters.count == 1 && parameters.first?.firstName.text == "coder",
            onlyTraps: Self.onlyTraps(node.body?.statements),
            signature: "init(" + parameters.map { $0.firstName.text + ":" }.joined() + ")",
            passesLayoutToSuper: node.body.map(Self.passesLayoutToSuper) ?? false)
        types[owner]?.initializers.append(initializer)
        return .skipChildren
    }

    /// Whether `body` calls `super.init(collectionViewLayout:)`.
    static func passesLayoutToSuper(_ body: CodeBlockSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "init",
                    callee.base?.is(SuperExprSyntax.self) == true, node.arguments.first?.label?.text == "collectionViewLayout"
                {
                    found = true
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    /// A member of a type, or a declaration at the top of the file (not a local in a body).
    /// `#if` clauses around a declaration do not change its level.
    private func isDeclarationLevel(_ node: some SyntaxProtocol) -> Bool {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return true }
        guard node.parent?.is(CodeBlockItemSyntax.self) == true, var list = node.parent?.parent else { return false }
        while let clause = list.parent?.as(IfConfigClauseSyntax.self), let item = clause.parent?.parent?.parent, item.is(CodeBlockItemSyntax.self),
            let outer = item.parent
        {
            list = outer
        }
        return list.parent?.is(SourceFileSyntax.self) == true
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isDeclarationLevel(node) else { return .skipChildren }
        if node.name.text == "layoutbenchPluginEntry"
            || node.attributes.contains(where: { $0.trimmedDescription.contains("layoutbench_plugin_entry") })
        {
            hasEntryPoint = true
        }
        let parameters = node.signature.parameterClause.parameters
        let onlyTraps = Self.onlyTraps(node.body?.statements)
        let function = SourceIndex.Function(
            name: node.name.text, labels: parameters.map(\.firstName.text), returnType: node.signature.returnClause.map { $0.type.trimmedDescription },
            callableWithoutArguments: parameters.allSatisfy { $0.defaultValue != nil } && node.genericParameterClause == nil,
            isStatic: node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) },
            isPrivate: privateDepth > 0 || Self.isPrivate(node.modifiers), onlyTraps: onlyTraps,
            arguments: parameters.filter { $0.defaultValue == nil }.map {
                ($0.firstName.text, ($0.secondName ?? $0.firstName).text, $0.type.trimmedDescription)
            },
            isGeneric: node.genericParameterClause != nil)
        if let owner = stack.last { types[owner]?.functions.append(function) } else { functions.append(function) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A local (`let delegate = collectionView?.delegate as! P`) is no member, but its value may cast.
        guard let owner = stack.last, isDeclarationLevel(node) else { return .visitChildren }
        let isStatic = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        let isPrivate =
            privateDepth > 0
            || node.modifiers.contains { modifier in
                [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind)
            }
        let isLazy = node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }) {
            types[owner]?.outlets += 1
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var isComputed = false, hasSetter = false
            switch binding.accessorBlock?.accessors {
            case .getter?: isComputed = true
            case .accessors(let list)?:
                let kinds = list.map(\.accessorSpecifier.tokenKind)
                isComputed = kinds.contains(.keyword(.get))
                hasSetter = kinds.contains(.keyword(.set))
            case nil: break
            }
            let typeName =
                binding.typeAnnotation.map { $0.type.trimmedDescription }
                ?? binding.initializer.flatMap { Self.literalType($0.value) }
            var property = SourceIndex.Property(
                name: name, typeName: typeName, isStored: !isComputed,
                isWritable: node.bindingSpecifier.tokenKind == .keyword(.var) && (!isComputed || hasSetter)
                    && !Self.setterIsPrivate(node.modifiers),
                isStatic: isStatic, isPrivate: isPrivate, isLazy: isLazy)
            property.readsExistingLayout = isComputed && binding.accessorBlock?.trimmedDescription.contains("collectionViewLayout") == true
            property.hasInitialValue = binding.initializer != nil
            if privateDepth == 0,
                let modifier = node.modifiers.first(where: { modifier in
                    [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) && modifier.detail == nil
                })
            {
                property.privateModifier = PrivateModifier(file: file, range: modifier.offsetsThroughTrailingTrivia)
            }
            types[owner]?.properties.append(property)
        }
        return .skipChildren
    }

    /// `… .delegate as? P` (the parser leaves `as` unfolded in a sequence: operand, `as?`, type).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        // `x = …`, `self.x += …`: what the type's code assigns.
        if let owner = stack.last {
            for index in elements.indices.dropFirst()
            where elements[index].is(AssignmentExprSyntax.self)
                || (elements[index].as(BinaryOperatorExprSyntax.self).map {
                    $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains($0.operator.text)
                } ?? false)
            {
                let target = elements[index - 1]
                if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    types[owner]?.assignedNames.insert(name)
                } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
                    member.base?.trimmedDescription == "self"
                {
                    types[owner]?.assignedNames.insert(member.declName.baseName.text)
                }
            }
        }
        for index in elements.indices.dropFirst().dropLast() where elements[index].is(UnresolvedAsExprSyntax.self) {
            guard let owner = stack.last, elements[index - 1].trimmedDescription.hasSuffix("delegate"),
                let type = elements[index + 1].as(TypeExprSyntax.self)?.type
            else { continue }
            let cast = SourceIndex.simpleName(type.trimmedDescription)
            if types[owner]?.delegateCasts.contains(cast) == false { types[owner]?.delegateCasts.append(cast) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "LayoutExport",
            let first = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            first.segments.count == 1, let segment = first.segments.first?.as(StringSegmentSyntax.self)
        {
            let id = segment.content.text
            if !id.isEmpty, !exportedIDs.contains(id) { exportedIDs.append(id) }
        }
        return .visitChildren
    }

    // MARK: - Helpers

    /// A type's declaration (or, kind `.other`, an extension of it) opens its scope.
    private func open(
        _ name: String, _ kind: SourceIndex.TypeInfo.Kind, _ clause: InheritanceClauseSyntax?,
        _ modifiers: DeclModifierListSyntax, _ node: Syntax, generic: Bool,
        qualifiedName: String? = nil
    ) -> SyntaxVisitorContinueKind {
        if Self.isPrivate(modifiers) { privateDepth += 1 }
        let qualified = qualifiedName ?? ((stack.last.flatMap { types[$0]?.qualifiedName }).map { $0 + "." } ?? "") + name
        var fragment = SourceIndex.TypeInfo(name: name, kind: kind, qualifiedName: qualified, file: file)
        fragment.inherited = clause?.inheritedTypes.map { SourceIndex.simpleName($0.type.trimmedDescription) } ?? []
        if kind != .other {
            fragment.isPrivate = privateDepth > 0
            fragment.isGeneric = generic || stack.last.flatMap { types[$0]?.isGeneric } == true
            fragment.summary = Self.summary(node.leadingTrivia)
        }
        types[name, default: SourceIndex.TypeInfo(name: name, kind: .other, qualifiedName: qualified, file: file)].absorb(fragment)
        stack.append(name)
        return .visitChildren
    }

    private func close(_ modifiers: DeclModifierListSyntax) {
        stack.removeLast()
        if Self.isPrivate(modifiers) { privateDepth -= 1 }
    }

    static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { modifier in
            [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) && modifier.detail == nil
        }
    }

    /// A body that only traps: `fatalError(…)`, `preconditionFailure(…)`, or a call of a function
    /// named `abstract…` / `mustOverride…` (a method subclasses must override).
    static func onlyTraps(_ statements: CodeBlockItemListSyntax?) -> Bool {
        guard let statements, statements.count == 1, let first = statements.first else { return false }
        var expression = first.item.as(ExprSyntax.self)
        if let returned = first.item.as(ReturnStmtSyntax.self) { expression = returned.expression }
        guard let called = expression?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription else { return false }
        return ["fatalError", "preconditionFailure"].contains(called) || called.hasPrefix("abstract") || called.hasPrefix("mustOverride")
    }

    /// `private(set)` and `fileprivate(set)`: readable, not writable from elsewhere.
    static func setterIsPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.detail?.detail.text == "set" && [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    /// The type a literal initial value gives a property: `3` Int, `0.5` Double, `true` Bool,
    /// `CGSize(…)` CGSize, `-2` Int.
    static func literalType(_ value: ExprSyntax) -> String? {
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return literalType(prefix.expression)
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression.trimmedDescription
            if ["CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGFloat", "Double", "Int"].contains(called) {
                return called
            }
            // `let layout = UICollectionViewFlowLayout()`: a layout the type makes and keeps.
            if called.hasSuffix("Layout"), called.first?.isUppercase == true, !called.contains("(") { return called }
        }
        return nil
    }

    /// The first paragraph of a `///` or `/** */` doc comment, on one line.
    static func summary(_ trivia: Trivia) -> String {
        var lines: [String] = []
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                lines.append(String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces))
            case .docBlockComment(let text):
                lines += text.dropFirst(3).dropLast(2).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "*")) }
                    .map { $0.trimmingCharacters(in: .whitespaces) }
            default: break
            }
        }
        let paragraph = lines.drop { $0.isEmpty }.prefix { !$0.isEmpty }
        return paragraph.joined(separator: " ")
    }
}
