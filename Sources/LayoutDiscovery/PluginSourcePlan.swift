import Foundation
import SwiftParser
import SwiftSyntax

/// What a plugin's build needs beyond the user's files: which files need a build copy (and
/// its text), and the generated entry point when the sources have none. Made from the
/// sources alone, without building; the files themselves are never changed.
package struct PluginSourcePlan: Sendable, Equatable {
    /// The layouts the generated entry exports (empty when a hand-written entry exists).
    package var layouts: [DiscoveredLayout]
    /// The ids `use` can name before a build: discovered, or a hand-written entry's literals.
    package var declaredIDs: [String]
    /// Build copies by the index of the user's file: the file's text rewritten (line for
    /// line, under `#sourceLocation` naming the user's file) with declarations appended.
    /// Files not listed are linked as they are. A copy is saved as `copyName(of:)`, so the
    /// user's name stays the `#sourceLocation`'s alone.
    package var buildCopies: [Int: String]
    /// The generated entry point's source, nil when a hand-written one exists.
    package var entrySource: String?
    /// Old Swift names migrated in each file's build copy (`NSFontAttributeName →
    /// NSAttributedString.Key.font`), by the index of the user's file.
    package var migrations: [Int: [String]] = [:]
    /// What marks a file as Swift 1 or 2 (OldSwiftMarkers), by the index of the user's file.
    package var oldSwift: [Int: [String]] = [:]
    /// Where each build copy's text came from in the user's file, by the index of the user's
    /// file (an editor is shown the copy and its positions mapped back: LanguageServer).
    package var sourceMaps: [Int: SourceMap] = [:]

    /// The build copy's file name: `Grid.swift` → `Grid.layoutbench.swift`.
    package static func copyName(of relative: String) -> String {
        relative.hasSuffix(".swift") ? String(relative.dropLast(6)) + ".layoutbench.swift" : relative + ".layoutbench.swift"
    }

    /// The ids the files declare, without planning their build (for `use` and completion).
    package static func declaredIDs(files: [SourceFile]) -> [String] {
        discovery(files: files).ids
    }

    /// The ids the files declare, and the layout classes discovery does not offer with why.
    package static func discovery(files: [SourceFile]) -> (ids: [String], skipped: [SkippedLayout]) {
        let trees = files.map { ParsedSources.tree(of: $0.text) }
        let index = SourceIndex(trees: trees)
        if index.hasEntryPoint { return (index.exportedIDs, []) }
        let found = layouts(index: index, trees: trees)
        var skipped = LayoutFinder(index: index).skipped()
        // A cycle is the compiler's error to report; discovery names it and goes on without it.
        for cycle in index.inheritanceCycles {
            let file = URL(fileURLWithPath: files[cycle.file].path).lastPathComponent
            skipped.append(
                SkippedLayout(
                    name: cycle.classes.joined(separator: ", "),
                    reason: "an inheritance cycle in \(file) (\((cycle.classes + [cycle.classes[0]]).joined(separator: " → "))), which Swift refuses"))
        }
        // A layout a delegate cannot be made for is left out (layouts(index:trees:)).
        let protocols = DelegateStandIn.protocols(in: trees)
        let foundIDs = Set(found.map(\.id))
        for layout in LayoutFinder(index: index).layouts() where !foundIDs.contains(layout.id) {
            var reason = "it needs a delegate the folder cannot give"
            if case .layoutClass(let name) = layout.origin,
                let unanswerable = DelegateStandIn.plan(for: name, index: index, protocols: protocols, initProtocol: layout.initProtocol)?.unanswerable
            {
                reason += " (a stand-in cannot answer: \(unanswerable))"
            }
            skipped.append(SkippedLayout(name: layout.title, reason: reason))
        }
        // A folder that offers nothing says what discovery saw, never nothing.
        if found.isEmpty, skipped.isEmpty {
            let types = index.types.values.filter { $0.kind == .class || $0.kind == .struct || $0.kind == .enum }.map(\.name).sorted()
            let functions = index.topLevelFunctions.count + index.types.values.reduce(0) { $0 + $1.functions.count }
            let shown = types.prefix(4).joined(separator: ", ") + (types.count > 4 ? ", …" : "")
            skipped.append(
                SkippedLayout(
                    name: "(the folder)",
                    reason: "no layout among its \(types.count) type\(types.count == 1 ? "" : "s")\(types.isEmpty ? "" : " (\(shown))") and \(functions) "
                        + "function\(functions == 1 ? "" : "s"): none descends from UICollectionViewLayout, answers a layout or a section, "
                        + "or makes a collection view with a layout"))
        }
        return (found.map(\.id), skipped)
    }

    /// The layouts discovery finds, each with the delegate the app would give it; one that must
    /// be made with a delegate none can be given for is left out.
    static func layouts(index: SourceIndex, trees: [SourceFileSyntax]) -> [DiscoveredLayout] {
        let protocols = DelegateStandIn.protocols(in: trees)
        let found = LayoutFinder(index: index).layouts()
        // Stand-ins for the delegates app code gives the layouts it makes (found once, if needed).
        let installs = found.contains { !$0.madeTypes.isEmpty } ? StandInInstall.all(index: index) : []
        return found.compactMap { layout in
            var layout = layout
            if case .layoutClass(let name) = layout.origin {
                layout.delegate = DelegateStandIn.plan(for: name, index: index, protocols: protocols, initProtocol: layout.initProtocol)
            }
            layout.standInInstalls = installs.filter { layout.madeTypes.contains($0.layoutClass) }
            if let needed = layout.initProtocol {
                guard let delegate = layout.delegate, delegate.protocolNames.contains(needed),
                    delegate.adopter != nil || delegate.declaration != nil
                else { return nil }
            }
            return layout
        }
    }

    /// Plans the build of plugin `name` from its Swift files (each parsed once); the files of
    /// `copying` get a build copy even when nothing in them is rewritten (their text is not the
    /// file's own: PartialSources cut it).
    package static func make(name: String, files: [SourceFile], copying: Set<Int> = []) -> PluginSourcePlan {
        let trees = files.map { ParsedSources.tree(of: $0.text) }
        let index = SourceIndex(trees: trees)
        let requirements = OptionalRequirement.all(in: trees)
        let finder = LayoutFinder(index: index)
        let layouts = index.hasEntryPoint ? [] : Self.layouts(index: index, trees: trees)
        var appendices = Appendices()
        appendices.addRefinements(requirements, index: index)
        let exports = layouts.enumerated().map { appendices.export($1, number: $0, index: index) }
        let standIns = Self.standIns(layouts: layouts, index: index, code: exports + appendices.byFile.values.joined())
        let standInEnums = layouts.flatMap { $0.delegate?.enums ?? [] } + standIns.flatMap(\.enums)
        appendices.addConformances(
            enums: finder.enumsNeedingConformance(layouts) + standInEnums.filter { !finder.enumsNeedingConformance(layouts).contains($0) },
            index: index)

        let propertyTypes = index.types.mapValues { info in
            Dictionary(info.properties.compactMap { property in property.typeName.map { (property.name, $0) } }) { first, _ in first }
        }
        let declared = BuildCopyEdits.declaredNames(in: trees)
        var migrations: [Int: [String]] = [:]
        var edits = trees.enumerated().map { number, tree in
            let (edits, migrated) = BuildCopyEdits.edits(for: tree, requirements: requirements, propertyTypes: propertyTypes, declared: declared)
            if !migrated.isEmpty { migrations[number] = migrated }
            return edits
        }
        // Overrides in extensions of the folder's classes move into the classes, those in
        // extensions of UIKit's get names of their own (ExtensionOverrides).
        let overrides = ExtensionOverrides(trees: trees)
        for exposed in overrides.exposed { edits[exposed.file].replace(exposed.modifier.lowerBound, exposed.modifier.upperBound, with: "") }
        // Private stored properties that are parameters lose their `private` (the entry sets them).
        let alreadyExposed = Set(overrides.exposed.map { PrivateModifier(file: $0.file, range: $0.modifier) })
        let exposing = layouts.flatMap { $0.parameters.compactMap(\.exposing) + $0.standInInstalls.flatMap(\.exposing) }
        for modifier in Set(exposing).subtracting(alreadyExposed) {
            edits[modifier.file].replace(modifier.range.lowerBound, modifier.range.upperBound, with: "")
        }
        for rename in overrides.renames {
            edits[rename.file].replace(rename.override.lowerBound, rename.override.upperBound, with: "")
            edits[rename.file].replace(rename.name.lowerBound, rename.name.upperBound, with: rename.text)
        }
        for move in overrides.moves {
            var moved = ""
            for member in move.members {
                var text = edits[member.file].applied(to: files[member.file].text, in: member.start..<member.end)
                if let access = member.access, let keyword = text.range(of: "override ") {
                    text.replaceSubrange(keyword, with: access + " override ")
                }
                edits[member.file].cut(member.start..<member.end)
                moved += "\n#sourceLocation(file: \(EntryPointWriter.literal(files[member.file].path)), line: \(member.line))\n" + text
            }
            edits[move.file].open(
                at: move.brace,
                moved + "\n#sourceLocation(file: \(EntryPointWriter.literal(files[move.file].path)), line: \(move.braceLine))\n")
        }

        var copies: [Int: String] = [:]
        var maps: [Int: SourceMap] = [:]
        for (number, file) in files.enumerated() {
            let edits = edits[number]
            let appendix = appendices.byFile[number] ?? []
            // A file that relies on the app's bridging header (or a pod's umbrella header) for
            // UIKit imports it itself in its copy.
            let implicitUIKit = BuildCopyEdits.needsUIKitImport(trees[number])
            let networking = BuildCopyEdits.needsNetworkingImport(trees[number])
            guard !edits.isEmpty || !appendix.isEmpty || implicitUIKit || networking || copying.contains(number) else { continue }
            let header =
                (implicitUIKit ? "import UIKit\n" : "") + (networking ? "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n" : "")
                + "#sourceLocation(file: \(EntryPointWriter.literal(file.path)), line: 1)\n"
            let (body, bodyMap) = edits.appliedWithMap(to: file.text)
            var map = SourceMap()
            map.append(user: 0..<0, copy: 0..<header.utf8.count, verbatim: false)
            var shifted = bodyMap
            shifted.shiftCopy(by: header.utf8.count)
            for segment in shifted.segments { map.append(user: segment.user, copy: segment.copy, verbatim: segment.isVerbatim) }
            var copy = header + body
            if !copy.hasSuffix("\n") { copy += "\n" }
            if !appendix.isEmpty {
                copy += "#sourceLocation()\n// Added by layoutbench to the build copy (the file itself is unchanged).\n"
                copy += "import CollectionLayout\n" + appendix.joined(separator: "\n") + "\n"
            }
            let end = file.text.utf8.count, written = (header + body).utf8.count
            map.append(user: end..<end, copy: written..<copy.utf8.count, verbatim: false)
            copies[number] = copy
            maps[number] = map
        }
        return PluginSourcePlan(
            layouts: layouts, declaredIDs: index.hasEntryPoint ? index.exportedIDs : layouts.map(\.id), buildCopies: copies,
            entrySource: index.hasEntryPoint
                ? nil
                : EntryPointWriter.entry(
                    plugin: name, exports: exports, standIns: standIns.compactMap(\.declaration)),
            migrations: migrations,
            oldSwift: Dictionary(
                uniqueKeysWithValues: trees.enumerated().compactMap { number, tree in
                    let markers = OldSwiftMarkers.markers(in: tree)
                    return markers.isEmpty ? nil : (number, markers)
                }),
            sourceMaps: maps)
    }

    /// The stand-ins the entry declares, each class once, in name order: the layouts' delegates'
    /// (those put in layouts app code makes too), and those standing in for a protocol as a value
    /// `code` (the exports and what the build copies add) passes (DelegateStandIn.valueStandIn).
    static func standIns(layouts: [DiscoveredLayout], index: SourceIndex, code: [String]) -> [DelegateStandIn] {
        var byClass: [String: DelegateStandIn] = [:]
        let planned = layouts.compactMap(\.delegate) + layouts.flatMap { $0.standInInstalls.map(\.standIn) }
        for standIn in planned where standIn.declaration != nil && byClass[standIn.className] == nil {
            byClass[standIn.className] = standIn
        }
        let text = code.joined(separator: "\n")
        for case let standIn? in index.chainAnswers.valueStandIns.values where byClass[standIn.className] == nil && text.contains(standIn.className + "()") {
            byClass[standIn.className] = standIn
        }
        return byClass.keys.sorted().map { byClass[$0]! }
    }

    /// Declarations added at the end of the build copies, by file.
    private struct Appendices {
        var byFile: [Int: [String]] = [:]

        /// Each optional requirement's refining protocol beside its protocol, and the
        /// conformance of every type that implements it beside the type.
        mutating func addRefinements(_ requirements: [OptionalRequirement], index: SourceIndex) {
            for requirement in requirements {
                let access = requirement.isPublic ? "public " : ""
                byFile[requirement.file, default: []].append(
                    "\(access)protocol \(requirement.refinement): \(requirement.protocolName) {\n    \(requirement.declaration)\n}")
            }
            for info in index.types.values.sorted(by: { $0.name < $1.name }) where [.class, .struct, .enum].contains(info.kind) {
                for requirement in requirements where requirement.isImplemented(by: info) {
                    byFile[info.file, default: []].append("extension \(info.qualifiedName): \(requirement.refinement) {}")
                }
            }
        }

        /// The conformances an enum needs to be a parameter's type.
        mutating func addConformances(enums: [String], index: SourceIndex) {
            for name in enums {
                guard let info = index.types[name] else { continue }
                let missing = ["CaseIterable", "LayoutParameterValue"].filter { !info.inherited.contains($0) }
                if !missing.isEmpty { byFile[info.file, default: []].append("extension \(info.qualifiedName): \(missing.joined(separator: ", ")) {}") }
            }
        }

        /// The entry's expression for `layout`: the `LayoutExport` itself, or for a private one
        /// a call of a function made in its own file, where private declarations are visible
        /// (in an extension of the type that declares a private member, else at the top).
        mutating func export(_ layout: DiscoveredLayout, number: Int, index: SourceIndex) -> String {
            let export = EntryPointWriter.export(layout)
            guard layout.isPrivate else { return export }
            let function = "layoutbenchExport\(number)"
            if case .factory(let name?, _) = layout.origin, let owner = index.types[name]?.qualifiedName, index.types[name]?.isPrivate == false {
                byFile[layout.file, default: []].append(
                    "extension \(owner) {\n    static func \(function)() -> LayoutExport {\n        \(export)\n    }\n}")
                return "\(owner).\(function)()"
            }
            byFile[layout.file, default: []].append("func \(function)() -> LayoutExport {\n    \(export)\n}")
            return "\(function)()"
        }
    }
}
