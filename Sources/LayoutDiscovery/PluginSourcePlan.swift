/// What a plugin's build needs beyond the user's files: which files need a build copy (and
/// its text), and the generated entry point when the sources have none. Made from the
/// sources alone, without building; the files themselves are never changed.
public struct PluginSourcePlan: Sendable, Equatable {
    /// The layouts the generated entry exports (empty when a hand-written entry exists).
    public var layouts: [DiscoveredLayout]
    /// The ids `use` can name before a build: discovered, or a hand-written entry's literals.
    public var declaredIDs: [String]
    public var hasHandWrittenEntry: Bool
    /// Build copies by the index of the user's file: the file's text rewritten (line for
    /// line, under `#sourceLocation` naming the user's file) with declarations appended.
    /// Files not listed are linked as they are. A copy is saved as `copyName(of:)`, so the
    /// user's name stays the `#sourceLocation`'s alone.
    public var buildCopies: [Int: String]
    /// The generated entry point's source, nil when a hand-written one exists.
    public var entrySource: String?

    /// The build copy's file name: `Grid.swift` → `Grid.layoutbench.swift`.
    public static func copyName(of relative: String) -> String {
        relative.hasSuffix(".swift") ? String(relative.dropLast(6)) + ".layoutbench.swift" : relative + ".layoutbench.swift"
    }

    /// Plans the build of plugin `name` from its Swift files.
    public static func make(name: String, files: [SourceFile]) -> PluginSourcePlan {
        let index = SourceIndex(files: files)
        let requirements = OptionalRequirement.all(in: files)
        let finder = LayoutFinder(index: index)
        let layouts = index.hasEntryPoint ? [] : finder.layouts()
        var appendices: [Int: [String]] = [:]

        for requirement in requirements {
            let access = requirement.isPublic ? "public " : ""
            appendices[requirement.file, default: []].append(
                "\(access)protocol \(requirement.refinement): \(requirement.protocolName) {\n    \(requirement.declaration)\n}")
        }
        for info in index.types.values.sorted(by: { $0.name < $1.name }) where info.kind == .class || info.kind == .struct || info.kind == .enum {
            for requirement in requirements where info.inherited.contains(requirement.protocolName)
                && info.functions.contains(where: { $0.name == requirement.name && $0.labels == requirement.labels })
                || info.inherited.contains(requirement.protocolName) && requirement.labels.isEmpty
                && info.properties.contains(where: { $0.name == requirement.name }) {
                appendices[info.file, default: []].append("extension \(info.name): \(requirement.refinement) {}")
            }
        }
        for name in finder.enumsNeedingConformance(layouts) {
            guard let info = index.types[name] else { continue }
            let missing = ["CaseIterable", "LayoutParameterValue"].filter { !info.inherited.contains($0) }
            if !missing.isEmpty {
                appendices[info.file, default: []].append("extension \(name): \(missing.joined(separator: ", ")) {}")
            }
        }
        var exports: [String] = []
        for (number, layout) in layouts.enumerated() {
            let export = EntryPointWriter.export(layout)
            if layout.isPrivate {
                // Made in its own file, where private declarations are visible: in an
                // extension of the type that declares a private member, else at the top.
                let function = "layoutbenchExport\(number)"
                if case .factory(let owner?, _) = layout.origin, index.types[owner]?.isPrivate == false {
                    appendices[layout.file, default: []].append(
                        "extension \(owner) {\n    static func \(function)() -> LayoutExport {\n        \(export)\n    }\n}")
                    exports.append("\(owner).\(function)()")
                } else {
                    appendices[layout.file, default: []].append("func \(function)() -> LayoutExport {\n    \(export)\n}")
                    exports.append("\(function)()")
                }
            } else {
                exports.append(export)
            }
        }

        var copies: [Int: String] = [:]
        for (number, file) in files.enumerated() {
            let edits = ObjectiveCRewriter.edits(for: file.text, requirements: requirements)
            let appendix = appendices[number] ?? []
            guard !edits.isEmpty || !appendix.isEmpty else { continue }
            var copy = "#sourceLocation(file: \(EntryPointWriter.literal(file.path)), line: 1)\n" + edits.applied(to: file.text)
            if !copy.hasSuffix("\n") { copy += "\n" }
            if !appendix.isEmpty {
                copy += "#sourceLocation()\n// Added by layoutbench to the build copy (the file itself is unchanged).\n"
                copy += "import CollectionLayout\n" + appendix.joined(separator: "\n") + "\n"
            }
            copies[number] = copy
        }
        return PluginSourcePlan(
            layouts: layouts, declaredIDs: index.hasEntryPoint ? index.exportedIDs : layouts.map(\.id),
            hasHandWrittenEntry: index.hasEntryPoint, buildCopies: copies,
            entrySource: index.hasEntryPoint ? nil : EntryPointWriter.entry(plugin: name, exports: exports))
    }
}
