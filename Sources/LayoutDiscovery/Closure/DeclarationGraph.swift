import SwiftParser
package import SwiftSyntax

/// A plugin folder's declarations as a graph of names, read with swift-syntax: what each
/// top-level declaration (a type, an extension, a function, a variable, an import) declares and
/// which names its code uses, and the same for each member of a type or extension. From it,
/// LayoutClosure keeps what a layout reaches, as a linker keeps only what is reached, so a file
/// the layout does not need cannot stop its build.
package struct DeclarationGraph: Sendable {
    /// A member of a type or an extension.
    package struct Member: Sendable, Equatable {
        /// Its base name (`collectionView` for `collectionView(_:cellForItemAt:)`), or the nested type's.
        package var name: String
        package var lines: ClosedRange<Int>
        /// UTF-8 offsets of its text, attributes included, leading comments not.
        var start: Int, end: Int
        var isOverride: Bool
        /// An initialiser, a deinitialiser, an enum case or a stored property without a value:
        /// part of making the type.
        var makesType: Bool
        var references: Set<String>
        /// A method's full name (`collectionView(_:numberOfItemsInSection:)`), nil for other members.
        package var fullName: String? = nil

        /// Whether `names` (ReferenceCollector's) use this member: a method by its full name, by
        /// `#selector(name)`, or (without parameters) by a bare use of its name; anything else by name.
        func isUsed(by names: Set<String>) -> Bool {
            guard let fullName else { return names.contains(name) }
            return names.contains(fullName) || names.contains(ReferenceCollector.selectorName(name))
                || (fullName.hasSuffix("()") && names.contains(ReferenceCollector.bareName(name)))
        }
    }

    package enum Kind: Sendable, Equatable {
        case type(TypeKind), `extension`, function, variable, `import`, other
    }

    package enum TypeKind: Sendable, Equatable {
        case `class`, `struct`, `enum`, `protocol`, actor
    }

    /// A declaration at the top of a file (inside the active clauses of `#if` too).
    package struct Node: Sendable, Equatable {
        package var file: Int
        package var kind: Kind
        package var lines: ClosedRange<Int>
        var start: Int, end: Int
        /// How messages name it: `class GridViewController`, `extension Cell`, `func makeLayout()`.
        package var title: String
        /// The names it declares at the top level (nested types are reached through their outer one).
        var declared: Set<String>
        /// An extension's type, by its simple name.
        var extended: String?
        /// The type's or extension's superclass and protocols, by simple name.
        var inherited: [String]
        /// The inheritance clause's UTF-8 range (`: A, B`), nil without one.
        var inheritanceClause: Range<Int>?
        package var members: [Member]
        /// The names its code uses, less those it declares itself.
        var references: Set<String>
        /// An import's module.
        var module: String?
    }

    package let nodes: [Node]
    package let fileCount: Int
    /// The type declarations of the folder, by simple name (a name declared twice has both).
    package let typeNodes: [String: [Int]]

    /// Reads the files (`trees[i]` is file i) as iOS compiles them: only the active `#if` clauses.
    package init(trees: [SourceFileSyntax]) {
        fileCount = trees.count
        var nodes: [Node] = []
        for (file, tree) in trees.enumerated() {
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            var collector = DeclarationCollector(file: file, converter: converter)
            collector.collect(tree.statements)
            nodes += collector.nodes
        }
        var typeNodes: [String: [Int]] = [:]
        for (index, node) in nodes.enumerated() {
            if case .type = node.kind { for name in node.declared { typeNodes[name, default: []].append(index) } }
        }
        self.nodes = nodes
        self.typeNodes = typeNodes
    }

    /// The top-level declaration holding `line` of `file`, if any.
    package func node(file: Int, line: Int) -> Int? {
        nodes.indices.first { nodes[$0].file == file && nodes[$0].lines.contains(line) }
    }

    /// The member of node `node` holding `line`, if any.
    package func member(of node: Int, line: Int) -> Int? {
        nodes[node].members.indices.first { nodes[node].members[$0].lines.contains(line) }
    }

}
