import Foundation
import LayoutDiscovery

/// When a folder as a whole does not compile, builds what its layouts need (LayoutClosure), so a
/// view controller, a cell or a helper that fails here cannot take every layout beside it down:
/// the declarations with errors are left out (a view or controller first loses only the members
/// no layout uses), each layout that needs one is not built, and the rest are built again, a
/// few rounds at most, until it links. The decisions are kept (LeftOutRecord) for later builds
/// and for `use`; a folder that builds whole again builds whole.
struct PartialBuild {
    /// Rounds of leaving out and building again before giving up.
    static let rounds = 8

    let source: PluginSource

    /// Builds `source` cut down after `failure` (the whole folder's build), with `build` (which
    /// syncs nothing); the successful result, or nil when no layout can be built.
    func run(after failure: PluginBuildResult, build: () -> PluginBuildResult) -> PluginBuildResult? {
        let relative = PluginPackage.swiftFiles(in: source.folder)
        guard failure.problem == nil, !failure.killed, let files = try? PluginPackage.read(relative, in: source.folder) else { return nil }
        var closure: LayoutClosure?
        var dropped = Set<String>()
        var firstErrors: [Int: String] = [:], reducedErrors: [String: String] = [:], errorsByNode: [Int: [String]] = [:]
        var memberErrors: [LayoutClosure.MemberKey: String] = [:]
        var last = failure
        var failing: [String] = [], failingNodes: [Int] = []
        for _ in 0..<PartialBuild.rounds {
            let errors = PartialBuild.errors(in: last.output, package: source.package, folder: source.folder, files: relative)
            if ProcessInfo.processInfo.environment["LAYOUTBENCH_DEBUG_PARTIAL"] == "1" {
                FileHandle.standardError.write(Data(("partial build round: " + errors.map(\.shown).joined(separator: "\n  ") + "\n").utf8))
            }
            var changed = false
            let partial = PartialSources.cut(files, droppedModules: dropped) { graph in
                var current = closure ?? LayoutClosure(graph: graph)
                let reducedBefore = current.reduced
                changed = current.absorb(errors.map(\.error), droppedModules: &dropped)
                // Each declaration's errors of the last round that had any.
                var roundErrors: [Int: [String]] = [:]
                for error in errors {
                    guard let node = graph.node(file: error.error.file, line: error.error.line) else { continue }
                    roundErrors[node, default: []].append(error.shown)
                    if let type = current.typeName(of: graph.nodes[node]), current.reduced.contains(type), !reducedBefore.contains(type) {
                        reducedErrors[type] = reducedErrors[type] ?? error.shown
                    } else if let member = graph.member(of: node, line: error.error.line),
                        current.excludedMembers.contains(LayoutClosure.MemberKey(node: node, member: member))
                    {
                        memberErrors[LayoutClosure.MemberKey(node: node, member: member)] =
                            memberErrors[LayoutClosure.MemberKey(node: node, member: member)] ?? error.shown
                    } else if current.excluded.contains(node) {
                        firstErrors[node] = firstErrors[node] ?? error.shown
                    }
                }
                errorsByNode.merge(roundErrors) { $1 }
                closure = current
                return current
            }
            // Nothing new to leave out (what fails is needed), or nothing left to build: the
            // last build's errors say why (the layouts' own, once what they need is cut out).
            guard changed, let closure, !partial.built.isEmpty else {
                failing = partial.failing.keys.sorted()
                failingNodes = Set(partial.failing.values.joined()).sorted()
                break
            }
            let graph = closure.graph
            let record = LeftOutRecord(
                sources: Dictionary(zip(relative, files.map { PluginPackage.hash($0.text) })) { $1 },
                sdk: source.package.sdk.libraryIdentity(source.configuration), reduced: closure.reduced.sorted(),
                excluded: closure.excluded.sorted().map { .init(file: relative[graph.nodes[$0].file], line: graph.nodes[$0].lines.lowerBound) },
                excludedMembers: closure.excludedMembers.sorted().map {
                    .init(file: relative[graph.nodes[$0.node].file], line: graph.nodes[$0.node].members[$0.member].lines.lowerBound)
                },
                droppedModules: dropped.sorted(),
                leftOut: leftOut(
                    closure, kept: partial.kept, relative: relative, firstErrors: firstErrors, reducedErrors: reducedErrors,
                    memberErrors: memberErrors)
                    + unneeded(closure, kept: partial.kept, relative: relative, errorsByNode: errorsByNode),
                failedLayouts: partial.failing.mapValues { nodes in Array(nodes.flatMap { errorsByNode[$0] ?? [] }.prefix(20)) })
            do {
                try record.save(for: source)
                try source.package.sync(source)
            } catch {
                break
            }
            last = build()
            if last.succeeded {
                last.notes.append("\(source.name): " + record.note)
                return last
            }
            if last.killed || last.problem != nil { break }
        }
        LeftOutRecord.remove(for: source)
        try? source.package.sync(source)
        guard !last.killed, last.problem == nil else { return nil }
        if last.output != failure.output { return PartialBuild.failure(last, layouts: failing, dropped: dropped) }
        // What the layouts need fails itself in the first round: its errors, not the folder's.
        let needed = failingNodes.flatMap { errorsByNode[$0] ?? [] }
        guard !needed.isEmpty else { return nil }
        return PartialBuild.focused(failure, layouts: failing, errors: needed, dropped: dropped)
    }

    /// A build of what the layouts need that still failed: its errors, said first that the rest
    /// of the folder was left out.
    static func failure(_ result: PluginBuildResult, layouts: [String], dropped: Set<String>) -> PluginBuildResult {
        var failed = result
        failed.succeeded = false
        failed.notes = []
        failed.diagnostics.insert(
            "note: the folder does not compile as a whole; built alone, what \(which(layouts)) does not either"
                + droppedNote(dropped) + ":", at: 0)
        return failed
    }

    /// The folder's build failed and so does what its layouts need: the errors of what they
    /// need, then how many more the folder has elsewhere (in what no layout needs).
    static func focused(_ result: PluginBuildResult, layouts: [String], errors: [String], dropped: Set<String>) -> PluginBuildResult {
        var failed = result
        failed.succeeded = false
        failed.notes = []
        let shown = UIKitShimMessages.oncePerSymbol(errors)
        // An error line's place, as `File.swift:12`, whichever path form it was written with.
        func place(_ line: String) -> (file: String, line: String)? {
            guard let match = line.range(of: #"[^/: ]+\.swift:\d+(?=:\d+: error: )"#, options: .regularExpression) else { return nil }
            let parts = line[match].split(separator: ":")
            return (String(parts[0]), String(parts[1]))
        }
        let shownPlaces = Set(shown.compactMap { place($0).map { $0.file + ":" + $0.line } })
        let elsewhere = result.diagnostics.compactMap(place).filter { !shownPlaces.contains($0.file + ":" + $0.line) }
        var files: [String] = []
        for error in elsewhere where !files.contains(error.file) { files.append(error.file) }
        var lines = ["note: the folder does not compile as a whole, and what \(which(layouts)) fails itself" + droppedNote(dropped) + ":"] + shown
        if !elsewhere.isEmpty {
            lines.append(
                "note: and \(elsewhere.count) error\(elsewhere.count == 1 ? "" : "s") in what no layout needs (\(files.prefix(3).joined(separator: ", "))\(files.count > 3 ? ", …" : "")), left out once these are fixed"
            )
        }
        failed.diagnostics = lines
        return failed
    }

    /// "grid-layout needs", "its layouts need".
    private static func which(_ layouts: [String]) -> String {
        layouts.isEmpty ? "its layouts need" : layouts.joined(separator: ", ") + (layouts.count == 1 ? " needs" : " need")
    }

    /// Says which imports were left out, where any were: what uses them fails for it.
    private static func droppedNote(_ dropped: Set<String>) -> String {
        dropped.isEmpty ? "" : " (without its imports of \(dropped.sorted().joined(separator: ", ")), modules the build lacks)"
    }

    /// The excluded declarations and reduced classes, each with its first error.
    private func leftOut(
        _ closure: LayoutClosure, kept: Set<Int>, relative: [String], firstErrors: [Int: String],
        reducedErrors: [String: String], memberErrors: [LayoutClosure.MemberKey: String]
    ) -> [LeftOutRecord.LeftOut] {
        var result: [LeftOutRecord.LeftOut] = []
        for key in closure.excludedMembers.sorted() {
            let node = closure.graph.nodes[key.node], member = node.members[key.member]
            result.append(
                .init(
                    title: (closure.typeName(of: node) ?? "") + "." + (member.fullName ?? member.name), file: relative[node.file],
                    line: member.lines.lowerBound, error: memberErrors[key] ?? "", membersOnly: false))
        }
        for node in closure.excluded.sorted() {
            let info = closure.graph.nodes[node]
            result.append(
                .init(
                    title: info.title, file: relative[info.file], line: info.lines.lowerBound,
                    error: firstErrors[node] ?? "", membersOnly: false))
        }
        for type in closure.reduced.sorted() {
            // A reduced class no layout keeps at all is said with the rest of what none needs.
            guard let node = closure.graph.typeNodes[type]?.first, kept.contains(node) else { continue }
            let info = closure.graph.nodes[node]
            if closure.excluded.contains(node) { continue }
            result.append(
                .init(
                    title: type, file: relative[info.file], line: info.lines.lowerBound,
                    error: reducedErrors[type] ?? "", membersOnly: true))
        }
        return result
    }

    /// Declarations no layout needs that had errors: their whole file when nothing of it is kept.
    private func unneeded(
        _ closure: LayoutClosure, kept: Set<Int>, relative: [String],
        errorsByNode: [Int: [String]]
    ) -> [LeftOutRecord.LeftOut] {
        let graph = closure.graph, excluded = closure.excluded
        var result: [LeftOutRecord.LeftOut] = []
        var namedFiles = Set<Int>()
        for node in errorsByNode.keys.sorted() where !kept.contains(node) && !excluded.contains(node) {
            let info = graph.nodes[node]
            let wholeFile = !graph.nodes.indices.contains { graph.nodes[$0].file == info.file && kept.contains($0) && graph.nodes[$0].kind != .import }
            if wholeFile {
                guard namedFiles.insert(info.file).inserted else { continue }
                result.append(
                    .init(
                        title: relative[info.file], file: relative[info.file], line: info.lines.lowerBound,
                        error: errorsByNode[node]?.first ?? "", membersOnly: false))
            } else {
                result.append(
                    .init(
                        title: info.title, file: relative[info.file], line: info.lines.lowerBound,
                        error: errorsByNode[node]?.first ?? "", membersOnly: false))
            }
        }
        return result
    }

    /// A compiler error in one of the folder's files: where, and as the user is shown it.
    struct LocatedError {
        var error: LayoutClosure.BuildError
        var shown: String
    }

    /// The errors of a build's output that name a line of one of `files` (relative to `folder`).
    static func errors(in output: String, package: PluginPackage, folder: String, files: [String]) -> [LocatedError] {
        var result: [LocatedError] = []
        let root = FilePaths.resolved(folder)
        let oldSwift = package.oldSwiftFiles()
        for line in output.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard let match = text.range(of: #"^[^|` ][^:]*:\d+:\d+: error: "#, options: .regularExpression) else { continue }
            let fields = text[match].split(separator: ":", maxSplits: 3)
            guard fields.count >= 3, let number = Int(fields[1]) else { continue }
            let path = FilePaths.resolved(package.userPath(String(fields[0])))
            guard path.hasPrefix(root + "/"), let file = files.firstIndex(of: String(path.dropFirst(root.count + 1))) else { continue }
            let message = String(text[match.upperBound...])
            let written = FilePaths.display(package.userPath(String(fields[0]))) + text.dropFirst(fields[0].count)
            let shown =
                oldSwift[package.userPath(String(fields[0]))].map { PluginBuilder.oldSwiftLine(package.userPath(String(fields[0])), markers: $0) }
                ?? UIKitShimMessages.rewrite([written]).first ?? written
            result.append(LocatedError(error: .init(file: file, line: number, message: message), shown: shown))
        }
        return result
    }
}
