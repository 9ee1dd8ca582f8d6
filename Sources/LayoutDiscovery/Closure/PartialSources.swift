import SwiftParser
import SwiftSyntax

/// A folder cut down to what the layouts that can still be built need (LayoutClosure): every
/// other declaration's text is taken out, line breaks kept, so the compiler's lines still name
/// the user's lines; imports of modules the build lacks are dropped. Made when the whole folder
/// does not compile, so one file a layout does not need cannot stop it.
package struct PartialSources: Sendable {
    /// The files as the build sees them, nil for a file nothing is kept of.
    package var files: [SourceFile?]
    /// The layouts kept, by id.
    package var built: [String]
    /// The layouts that need an excluded declaration, by id, with the nodes they need that fail.
    package var failing: [String: [Int]]
    /// The declarations kept, by node.
    package var kept: Set<Int>

    /// Cuts `files` down for `closure`, whose graph was read from them; `layouts` is discovery's
    /// list on the whole folder.
    package init(files: [SourceFile], closure: LayoutClosure, layouts: [DiscoveredLayout], droppedModules: Set<String>) {
        let graph = closure.graph
        var kept = Set<Int>(), uses: [Int: LayoutClosure.Reach] = [:], rootsByNode: [Int: LayoutClosure.Roots] = [:]
        built = []
        failing = [:]
        for layout in layouts {
            let roots = closure.roots(of: layout)
            let reach = closure.reach(roots)
            let broken = reach.nodes.intersection(closure.excluded)
            let brokenMembers = closure.neededExcludedMembers(reach, roots: roots)
            if !broken.isEmpty || !brokenMembers.isEmpty || roots.nodes.isEmpty {
                failing[layout.id] = (broken.union(brokenMembers.map(\.node))).sorted()
                continue
            }
            built.append(layout.id)
            kept.formUnion(reach.nodes)
            for node in reach.nodes {
                uses[node, default: LayoutClosure.Reach(nodes: [], references: [])].merge(reach)
                for (type, members) in roots.members {
                    rootsByNode[node, default: .init(nodes: [], members: [:])].members[type, default: []].formUnion(members)
                }
                rootsByNode[node, default: .init(nodes: [], members: [:])].delegates.formUnion(roots.delegates)
            }
        }
        self.kept = kept
        var edits = Array(repeating: SourceEdits(), count: files.count)
        var hasContent = Array(repeating: false, count: files.count)
        for (index, node) in graph.nodes.enumerated() {
            if node.kind == .import {
                if let module = node.module, droppedModules.contains(module) { edits[node.file].replace(node.start, node.end, with: "") }
                continue
            }
            guard kept.contains(index) else {
                edits[node.file].replace(node.start, node.end, with: "")
                continue
            }
            hasContent[node.file] = true
            if let clause = node.inheritanceClause,
                let inherited = closure.keptInheritance(
                    of: index, uses: uses[index] ?? LayoutClosure.Reach(nodes: [], references: []),
                    roots: rootsByNode[index] ?? .init(nodes: [], members: [:]))
            {
                edits[node.file].replace(clause.lowerBound, clause.upperBound, with: inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", "))
            }
            let keep = Set(
                closure.keptMembers(
                    of: index, uses: uses[index] ?? LayoutClosure.Reach(nodes: [], references: []),
                    roots: rootsByNode[index] ?? .init(nodes: [], members: [:])))
            var cut = Set<Int>()
            for (number, member) in node.members.enumerated() where !keep.contains(number) && cut.insert(member.start).inserted {
                // A declaration of several names (`var a, b`) is one text: kept when any is.
                let sameText = node.members.indices.filter { node.members[$0].start == member.start }
                if sameText.contains(where: keep.contains) { continue }
                edits[node.file].replace(member.start, member.end, with: "")
            }
        }
        self.files = files.enumerated().map { number, file in
            hasContent[number] ? SourceFile(path: file.path, text: edits[number].applied(to: file.text)) : nil
        }
    }
}

extension PartialSources {
    /// Cuts the whole folder's `files` with the closure `decide` makes of their graph (nothing
    /// for a folder with a hand-written entry, which discovery does not read).
    package static func cut(
        _ files: [SourceFile], droppedModules: Set<String>,
        decide: (DeclarationGraph) -> LayoutClosure
    ) -> PartialSources {
        let trees = files.map { ParsedSources.tree(of: $0.text) }
        let index = SourceIndex(trees: trees)
        let layouts = index.hasEntryPoint ? [] : PluginSourcePlan.layouts(index: index, trees: trees)
        return PartialSources(
            files: files, closure: decide(DeclarationGraph(trees: trees)), layouts: layouts,
            droppedModules: droppedModules)
    }
}
