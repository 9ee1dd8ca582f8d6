/// What a layout needs of its folder, as a linker keeps what is reached: from its class (or the
/// function, or the view controller's method, that makes it) every declaration of a name its
/// code uses, every extension of a type it reaches, and the extensions of UIKit's types whose
/// members it calls, transitively.
///
/// A view or view controller class of the folder that fails to compile is *reduced*: only what
/// makes it (stored properties, initialisers) and the members the layout's code names stay; its
/// lifecycle overrides never run here (UIKit's stand-ins never call them), so leaving them out
/// changes nothing a layout computes. A layout class, its attributes and its helpers are never
/// reduced: when they fail, the layout fails with the compiler's lines.
package struct LayoutClosure: Sendable {
    package let graph: DeclarationGraph
    /// Classes kept with only the members that are needed.
    package var reduced: Set<String> = []
    /// Declarations left out because they fail to compile.
    package var excluded: Set<Int> = []
    /// Members of reduced classes left out because they fail to compile (a controller's factory
    /// that needs what the app has, beside one that does not): a layout that needs one fails.
    package var excludedMembers: Set<MemberKey> = []

    /// A member, by its node and its index among the node's members.
    package struct MemberKey: Hashable, Sendable, Comparable {
        package var node: Int
        package var member: Int

        package init(node: Int, member: Int) {
            self.node = node
            self.member = member
        }

        package static func < (a: MemberKey, b: MemberKey) -> Bool { (a.node, a.member) < (b.node, b.member) }
    }

    /// Each class's family (`family(of:)`), found for all in one pass over their chains.
    private let families: [String: String]

    package init(graph: DeclarationGraph) {
        self.graph = graph
        families = Self.families(in: graph)
    }

    /// A layout's starting points: the nodes that declare it (or its owner), and the member
    /// that makes it, by its owner type.
    package struct Roots: Sendable, Equatable {
        package var nodes: [Int]
        package var members: [String: Set<String>]
        /// Types that are the collection view's delegate beside the layout (its owner, the app's
        /// adopter): UIKit's layout delegate methods they implement are needed, as UIKit calls them.
        package var delegates: Set<String> = []
    }

    /// The methods of UIKit's delegate protocols a layout asks for its metrics and offsets
    /// (UICollectionViewDelegateFlowLayout's sizes, insets and spacings, a target offset, a
    /// transition layout): the layout's code never names them, UIKit's calls them.
    static let layoutDelegateMethods: Set<String> = [
        "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView(_:layout:referenceSizeForFooterInSection:)",
        "collectionView(_:targetContentOffsetForProposedContentOffset:)", "collectionView(_:transitionLayoutForOldLayout:newLayout:)"
    ]
    /// The protocols those methods belong to, which a delegate's declaration keeps.
    static let layoutDelegateProtocols: Set<String> = ["UICollectionViewDelegateFlowLayout", "UICollectionViewDelegate", "UIScrollViewDelegate"]
    /// UICollectionViewDataSource's methods: what a class that makes itself its collection view's
    /// data source (`collectionView.dataSource = self` in needed code) must keep to adopt it.
    static let dataSourceMethods: Set<String> = [
        "collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)", "numberOfSections(in:)",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)"
    ]

    /// The UIKit roles a reduced type keeps, as its needed code (its family's) gives them to
    /// itself (`collectionView.delegate = self`, `.dataSource = self`) or the layout has it as
    /// its delegate: the protocols to keep adopting, and the methods that witness them.
    private func roles(of type: String, uses: Reach, roots: Roots) -> (protocols: Set<String>, methods: Set<String>) {
        let names = uses.familyReferences[family(of: type)] ?? []
        var protocols: Set<String> = [], methods: Set<String> = []
        if roots.delegates.contains(type) || names.contains("delegate") {
            protocols.formUnion(Self.layoutDelegateProtocols)
            methods.formUnion(Self.layoutDelegateMethods)
        }
        if names.contains("dataSource") {
            protocols.insert("UICollectionViewDataSource")
            methods.formUnion(Self.dataSourceMethods)
        }
        return (protocols, methods)
    }

    /// What a set of roots reaches: the nodes needed, the names their code uses, and the names
    /// the code of each class family uses (by its topmost class in the folder).
    package struct Reach: Sendable, Equatable {
        package var nodes: Set<Int>
        package var references: Set<String>
        package var familyReferences: [String: Set<String>] = [:]

        /// Both of `other`'s added.
        package mutating func merge(_ other: Reach) {
            nodes.formUnion(other.nodes)
            references.formUnion(other.references)
            familyReferences.merge(other.familyReferences) { $0.union($1) }
        }
    }

    /// A compiler error, by the index of the user's file and the line it names.
    package struct BuildError: Sendable, Equatable {
        package var file: Int
        package var line: Int
        package var message: String

        package init(file: Int, line: Int, message: String) {
            self.file = file
            self.line = line
            self.message = message
        }
    }

    /// Takes a build's errors in: an import of a module the build lacks is dropped, a view or view
    /// controller class with an error is reduced (once), any other declaration with an error is
    /// excluded. False when none of them changes what the next build would be.
    package mutating func absorb(_ errors: [BuildError], droppedModules: inout Set<String>) -> Bool {
        let reducedBefore = reduced, excludedBefore = excluded, droppedBefore = droppedModules, membersBefore = excludedMembers
        for error in errors {
            guard let index = graph.node(file: error.file, line: error.line) else { continue }
            let node = graph.nodes[index]
            if node.kind == .import {
                // The compiler stops at the first module it lacks: every import of a module the
                // build does not have goes at once.
                if error.message.contains("no such module") {
                    for other in graph.nodes where other.kind == .import {
                        if let module = other.module, !IOSPlatform.buildModules.contains(module) { droppedModules.insert(module) }
                    }
                    if let module = node.module { droppedModules.insert(module) }
                }
                continue
            }
            if let type = typeName(of: node), !reducedBefore.contains(type), isReducible(type) {
                reduced.insert(type)
            } else if let type = typeName(of: node), reducedBefore.contains(type), let member = graph.member(of: index, line: error.line),
                !node.members[member].makesType
            {
                // A member of a reduced class: it goes, and so does each layout that needs it.
                excludedMembers.insert(MemberKey(node: index, member: member))
            } else {
                excluded.insert(index)
            }
        }
        return reduced != reducedBefore || excluded != excludedBefore || droppedModules != droppedBefore || excludedMembers != membersBefore
    }

    /// The roots of `layout`, and of `adopter` (the class the generated entry makes its delegate).
    package func roots(of layout: DiscoveredLayout) -> Roots {
        let types = graph.typeNodes
        var roots = Roots(nodes: [], members: [:])
        switch layout.origin {
        case .layoutClass(let name):
            roots.nodes = types[name] ?? []
        case .factory(let owner?, let member):
            // A factory in an extension of UIKit's type (`extension UICollectionViewLayout`): the
            // extensions of it that declare the member.
            roots.nodes =
                types[owner]
                ?? graph.nodes.indices.filter {
                    graph.nodes[$0].kind == .extension && graph.nodes[$0].extended == owner && graph.nodes[$0].members.contains { $0.name == member }
                }
            roots.members[owner] = [member]
        case .factory(nil, let member):
            roots.nodes = graph.nodes.indices.filter { graph.nodes[$0].kind == .function && graph.nodes[$0].declared.contains(member) }
        }
        if let adopter = layout.delegate?.adopter.map(SourceIndex.simpleName), let nodes = types[adopter] {
            roots.nodes += nodes.filter { !excluded.contains($0) }
            roots.delegates.insert(adopter)
        }
        // The owner the collection view's delegate is (its view controller): UIKit asks it.
        if layout.companionIsDelegate, case .factory(let owner?, _) = layout.origin { roots.delegates.insert(owner) }
        return roots
    }

    /// Everything `roots` reaches, excluded declarations included (so a layout that needs one is known).
    package func reach(_ roots: Roots) -> Reach {
        let types = graph.typeNodes
        var needed = Set(roots.nodes)
        var uses = Reach(nodes: [], references: [])
        while true {
            let before = (needed.count, uses.references.count, uses.familyReferences.values.map(\.count).reduce(0, +))
            for index in needed {
                let contributed = contribution(of: index, uses: uses, roots: roots)
                uses.references.formUnion(contributed)
                if let type = typeName(of: graph.nodes[index]), types[type] != nil {
                    uses.familyReferences[family(of: type), default: []].formUnion(contributed)
                }
            }
            let references = uses.references
            let neededTypes = Set(
                needed.flatMap { index -> Set<String> in
                    if case .type = graph.nodes[index].kind { return graph.nodes[index].declared }
                    return []
                })
            for (index, node) in graph.nodes.enumerated() where !needed.contains(index) {
                switch node.kind {
                case .import:
                    continue
                case .extension:
                    guard let type = node.extended else { continue }
                    if types[type] != nil {
                        guard neededTypes.contains(type) else { continue }
                        if !reduced.contains(type) || keepsWhole(node, references: references) || hasNeededMember(node, of: type, uses: uses, roots: roots) {
                            needed.insert(index)
                        }
                    } else if !Set(node.members.map(\.name)).isDisjoint(with: references)
                        || ((!node.inherited.isEmpty || node.members.contains { $0.name == "init" }) && references.contains(type))
                        || changesMeaning(node)
                    {
                        // An extension of UIKit's or Foundation's type: one whose members the code
                        // calls, or that adds an initialiser or a conformance to a type it names.
                        needed.insert(index)
                    }
                default:
                    if !node.declared.isDisjoint(with: references) || changesMeaning(node) { needed.insert(index) }
                }
            }
            if (needed.count, uses.references.count, uses.familyReferences.values.map(\.count).reduce(0, +)) == before { break }
        }
        uses.nodes = needed
        return uses
    }

    /// Whether a declaration changes what other code means without being named by it, so a
    /// build from less than the folder keeps it whatever the layout names: an operator (a
    /// `case 0...5:` calls a module's `~=`), string interpolation (`appendInterpolation`), and a
    /// conformance added to a type the folder does not declare (`extension Bool: Flag {}`, which a
    /// generic call's overload depends on; the ExpressibleBy… literals among them).
    func changesMeaning(_ node: DeclarationGraph.Node) -> Bool {
        switch node.kind {
        case .function, .other:
            return node.declared.contains { name in name.first.map { !($0.isLetter || $0 == "_") } ?? false }
        case .extension:
            guard let type = node.extended, graph.typeNodes[type] == nil else { return false }
            return !node.inherited.isEmpty || node.members.contains { $0.name == "appendInterpolation" }
        default:
            return false
        }
    }

    /// The requirements of the folder's protocols that `type`'s declarations adopt and needed code
    /// names: a reduced class keeps its witnesses (a layout calling `delegate?.height?(…)` gets
    /// the method, not nil).
    private func keptRequirements(of type: String, uses: Reach) -> Set<String> {
        let types = graph.typeNodes
        var names = Set<String>()
        for index in graph.nodes.indices where typeName(of: graph.nodes[index]) == type {
            for adopted in graph.nodes[index].inherited where uses.references.contains(adopted) {
                for protocolNode in types[adopted] ?? [] where graph.nodes[protocolNode].kind == .type(.protocol) {
                    names.formUnion(graph.nodes[protocolNode].members.map(\.name))
                }
            }
        }
        return names
    }

    /// The topmost class of `type`'s superclasses in the folder: its family, whose code may call
    /// an override of the family's members.
    package func family(of type: String) -> String { families[type] ?? type }

    /// The topmost class in the folder above each class, each chain walked once (a cycle, which
    /// the compiler refuses, ends where it closes).
    private static func families(in graph: DeclarationGraph) -> [String: String] {
        let types = graph.typeNodes
        var found: [String: String] = [:]
        for start in types.keys where found[start] == nil {
            var path: [String] = [], onPath: Set<String> = [], current = start
            while found[current] == nil, onPath.insert(current).inserted {
                path.append(current)
                guard let node = types[current]?.first.map({ graph.nodes[$0] }), node.kind == .type(.class),
                    let parent = node.inherited.first, types[parent] != nil
                else { break }
                current = parent
            }
            let top = found[current] ?? path.last!
            for name in path { found[name] = top }
        }
        return found
    }

    /// The superclass and protocols a reduced class's declaration (or an extension of it) keeps:
    /// its superclass, the protocols needed code names (a controller's UIKit roles, a page view
    /// controller's data source, are none of a layout's), and its collection view roles (roles(of:));
    /// nil to keep its clause as written.
    package func keptInheritance(of index: Int, uses: Reach, roots: Roots) -> [String]? {
        let node = graph.nodes[index]
        guard node.kind == .type(.class) || node.kind == .extension, let type = typeName(of: node), reduced.contains(type), !node.inherited.isEmpty
        else { return nil }
        let superclass = node.kind == .type(.class) ? Array(node.inherited.prefix(1)) : []
        let kept =
            superclass
            + node.inherited.dropFirst(superclass.count).filter {
                uses.references.contains($0) || roles(of: type, uses: uses, roots: roots).protocols.contains($0)
            }
        return kept.count == node.inherited.count ? nil : kept
    }

    /// The members of `node` a build keeps: all, unless its type is reduced.
    package func keptMembers(of index: Int, uses: Reach, roots: Roots) -> [Int] {
        let node = graph.nodes[index]
        guard let type = typeName(of: node), reduced.contains(type) else { return Array(node.members.indices) }
        // Kept whole: every member but those that fail to compile.
        guard !keepsWhole(node, references: uses.references) else {
            return node.members.indices.filter { !excludedMembers.contains(MemberKey(node: index, member: $0)) }
        }
        return node.members.indices.filter {
            !excludedMembers.contains(MemberKey(node: index, member: $0)) && isNeeded(node.members[$0], of: type, uses: uses, roots: roots)
        }
    }

    /// The excluded members a layout with `roots`, reaching `uses`, needs.
    package func neededExcludedMembers(_ uses: Reach, roots: Roots) -> [MemberKey] {
        excludedMembers.sorted().filter { key in
            guard uses.nodes.contains(key.node), let type = typeName(of: graph.nodes[key.node]) else { return false }
            return isNeeded(graph.nodes[key.node].members[key.member], of: type, uses: uses, roots: roots)
        }
    }

    /// The type a type declaration or extension is of.
    package func typeName(of node: DeclarationGraph.Node) -> String? {
        switch node.kind {
        case .type: node.declared.first
        case .extension: node.extended
        default: nil
        }
    }

    /// Whether a class the folder declares is a view or view controller (its first ancestor not in
    /// the folder is UIKit's, and no layout, attributes or dynamics class): a class to reduce.
    package func isReducible(_ type: String) -> Bool {
        let types = graph.typeNodes
        var current = type, visited: Set<String> = []
        while visited.insert(current).inserted {
            guard let nodes = types[current] else {
                return current.hasPrefix("UI") && !current.contains("Layout") && !current.contains("Dynamic")
                    && !current.hasSuffix("Behavior") && current != type
            }
            guard let declaration = nodes.first.map({ graph.nodes[$0] }), declaration.kind == .type(.class),
                let parent = declaration.inherited.first
            else { return false }
            current = parent
        }
        return false
    }

    /// What a needed node adds to the names used: all its code, or for a reduced type only its
    /// needed members' code and its inheritance clause.
    private func contribution(of index: Int, uses: Reach, roots: Roots) -> Set<String> {
        let node = graph.nodes[index]
        guard let type = typeName(of: node), reduced.contains(type), !keepsWhole(node, references: uses.references) else {
            return node.references.union(node.declared)
        }
        // Its superclass; its protocols, and an extension's, only as needed code names them
        // (keptInheritance): an extension kept for one member adopts nothing by that alone.
        var result = Set(node.inherited.prefix(node.kind == .type(.class) ? 1 : 0)).union(node.declared)
        for member in node.members where isNeeded(member, of: type, uses: uses, roots: roots) {
            result.formUnion(member.references)
        }
        return result
    }

    /// A member of a reduced class is needed when it makes the class, makes the layout, or is
    /// named by needed code; an override only by its own family's code (a view controller's
    /// lifecycle is called by UIKit, or by `super` in another class's, never by a layout).
    private func isNeeded(_ member: DeclarationGraph.Member, of type: String, uses: Reach, roots: Roots) -> Bool {
        if member.makesType || roots.members[type]?.contains(member.name) == true { return true }
        if let fullName = member.fullName, roles(of: type, uses: uses, roots: roots).methods.contains(fullName) { return true }
        if !member.isOverride, keptRequirements(of: type, uses: uses).contains(member.name) { return true }
        if member.isOverride { return member.isUsed(by: uses.familyReferences[family(of: type)] ?? []) }
        return member.isUsed(by: uses.references)
    }

    private func hasNeededMember(_ node: DeclarationGraph.Node, of type: String, uses: Reach, roots: Roots) -> Bool {
        node.members.contains { !$0.makesType && isNeeded($0, of: type, uses: uses, roots: roots) }
    }

    /// An extension of a reduced type that adopts a protocol the layout's code names keeps all
    /// its members (its witnesses).
    private func keepsWhole(_ node: DeclarationGraph.Node, references: Set<String>) -> Bool {
        node.kind == .extension && !node.inherited.isEmpty && !Set(node.inherited).isDisjoint(with: references)
    }
}
