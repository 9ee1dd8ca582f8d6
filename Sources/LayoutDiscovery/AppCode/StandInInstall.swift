import Foundation
/// The stand-ins `delegate=stand-in` puts in a layout the app's code made, in place of the
/// delegate that code gave it (`HorizontalFillFlowLayout(delegate: self)` gives it the owner,
/// whose answers may trap on what the app sets later): for each layout class of the folder, its
/// stored properties of a protocol of the folder get one stand-in answering from its defaults. A
/// private one (set only by an initialiser) loses its `private` in the build copy.
struct StandInInstall: Equatable {
    /// The layout class, by its simple name (as app code names it) and as code outside names it.
    var layoutClass: String
    var qualifiedName: String
    /// Its properties (its own and its superclasses') the stand-in is assigned to.
    var properties: [String]
    /// The `private` modifiers the build copy takes out so the entry can assign them.
    var exposing: [PrivateModifier]
    var standIn: DelegateStandIn
    /// How many of the folder's classes are above it: a subclass's install is tried first.
    var depth: Int

    /// The installs of every layout class of `index` with a delegate a stand-in can answer.
    static func all(index: SourceIndex) -> [StandInInstall] {
        let finder = LayoutFinder(index: index)
        let (enums, made) = DelegateStandIn.answers(index: index, finder: finder)
        var result: [StandInInstall] = []
        for info in index.types.values.sorted(by: { $0.name < $1.name })
        where info.kind == .class && !info.isGeneric && !info.isPrivate && LayoutFinder.uikitLayouts[info.name] == nil && finder.uikitAncestor(info.name) != nil
        {
            var properties: [String] = [], protocols: [String] = [], exposing: [PrivateModifier] = [], depth = 0
            var current: String? = info.name, visited: Set<String> = []
            while let name = current, let type = index.types[name], type.kind == .class, visited.insert(name).inserted {
                for property in type.properties
                where property.isStored && property.isWritable && !property.isStatic && !property.isLazy
                    && !properties.contains(property.name)
                {
                    guard let written = property.typeName else { continue }
                    var bare = written.trimmingCharacters(in: .init(charactersIn: "?!"))
                    if bare.hasPrefix("any ") { bare = String(bare.dropFirst(4)) }
                    bare = SourceIndex.simpleName(bare)
                    guard index.protocolDeclarations[bare] != nil else { continue }
                    if property.isPrivate {
                        // Made visible to the entry, unless another class of its chain has the name.
                        guard let modifier = property.privateModifier, !finder.declaredAbove(name, property.name),
                            !finder.redeclaredBelow(name, property.name)
                        else { continue }
                        exposing.append(modifier)
                    }
                    properties.append(property.name)
                    if !protocols.contains(bare) { protocols.append(bare) }
                }
                current = type.superclass.map(index.resolved)
                if current != nil, index.types[current!] != nil { depth += 1 }
            }
            guard let first = protocols.first else { continue }
            var standIn = DelegateStandIn(protocolName: first, property: properties.first)
            standIn.protocolNames = protocols
            standIn.properties = properties
            standIn.write(
                protocols.flatMap { DelegateStandIn.requirements(of: index.protocolDeclarations[$0]!, protocols: index.protocolDeclarations) },
                layoutType: info.qualifiedName, enums: enums, made: made, values: DefaultValues(index: index, finder: finder))
            guard standIn.declaration != nil else { continue }
            result.append(
                StandInInstall(
                    layoutClass: info.name, qualifiedName: info.qualifiedName, properties: properties,
                    exposing: exposing, standIn: standIn, depth: depth))
        }
        return result
    }

    /// A closure for AppCodeLayouts' `standIn:`: the first of `installs` whose class the layout
    /// is, its stand-in made and assigned; nil for a layout of none of them.
    static func closure(_ installs: [StandInInstall]) -> String {
        let tries = installs.sorted { ($0.depth, $0.layoutClass) > ($1.depth, $1.layoutClass) }.map { install in
            "if let layout = layout as? \(install.qualifiedName) { let standIn = \(install.standIn.className)(); "
                + install.properties.map { "layout.\($0) = standIn; " }.joined() + "return standIn }; "
        }
        return "{ layout in " + tries.joined() + "return nil }"
    }
}
