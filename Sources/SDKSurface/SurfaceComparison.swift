/// The SDK's declarations against iOS's (facts read from the iOS SDK's interface), by path: for
/// each fact of a type the SDK declares, whether `import UIKit` declares it (the SDK, or the
/// Foundation it re-exports, which on Linux holds CGRect's and NSIndexPath's own members), and
/// every way it differs that app code written against iOS would notice (it would not compile, or
/// an override would not override). Differences app code cannot notice (the SDK's `open` where
/// iOS says `public`, a setter iOS lacks, a default value iOS lacks) are not reported.
public struct SurfaceComparison: Sendable {
    public struct Finding: Sendable, Equatable {
        public var fact: SurfaceDeclaration
        public var ours: SurfaceDeclaration
        /// What differs, each said as `access: open in iOS, public here`.
        public var differences: [String]
    }

    /// Facts whose declaration the SDK has, at the same path.
    public var compared = 0
    public var findings: [Finding] = []
    /// Facts of types the SDK declares that it lacks.
    public var missing: [SurfaceDeclaration] = []

    /// `foundation`: the declarations of the Foundation the SDK re-exports (Linux's), consulted
    /// for a path the SDK does not declare.
    public init(facts: [SurfaceDeclaration], ours sdk: [SurfaceDeclaration], foundation: [SurfaceDeclaration] = []) {
        let sdkPaths = Set(sdk.map(\.path))
        let combined = sdk + foundation.filter { !sdkPaths.contains($0.path) }
        let byPath = Dictionary(grouping: combined, by: \.path)
        // A protocol requirement with a default in an extension is one an adopter may leave out:
        // optional, as an Objective-C requirement is on iOS. The default is optional too: it is
        // what callers reach when they leave out an argument it gives a default value (Swift's
        // requirements take none).
        let defaulted = Set(byPath.filter { $0.value.count > 1 && $0.value.contains { $0.traits.contains("requirement") } }.keys)
        let ours = combined.map { declaration in
            var declaration = declaration
            if defaulted.contains(declaration.path), !declaration.isType { declaration.traits.insert("optional") }
            return declaration
        }
        let byPathMarked = Dictionary(grouping: ours, by: \.path)
        let factsByPath = Dictionary(grouping: facts, by: \.path)
        let types = Dictionary(ours.filter(\.isType).map { ($0.path, $0) }) { first, _ in first }
        for fact in facts {
            // Overloads share a path (by type, or instance and type members): the declaration
            // that matches, else the one of the same staticness and parameters, else the first.
            // A class's member may be its superclass's (iOS redeclares overrides), and what a
            // conformance gives (`==` by Equatable) is the type's when it declares the conformance.
            var candidates = byPathMarked[fact.path] ?? []
            if candidates.isEmpty, !fact.owner.isEmpty {
                let member = String(fact.path.dropFirst(fact.owner.count + 1))
                var ancestor = types[fact.owner]?.inherited.first, seen = Set<String>()
                while candidates.isEmpty, let name = ancestor, seen.insert(name).inserted {
                    candidates = (byPathMarked[name + "." + member] ?? []).filter { !$0.traits.contains("requirement") }
                    ancestor = types[name]?.inherited.first
                }
                if candidates.isEmpty, let type = types[fact.owner], Self.givenByConformance(member, type) {
                    compared += 1
                    continue
                }
            }
            if candidates.contains(where: { SurfaceComparison.differences(fact, $0).isEmpty }) {
                compared += 1
                continue
            }
            let others = factsByPath[fact.path, default: []].filter { $0 != fact }
            // An overload iOS has beside one the SDK matches is one the SDK lacks.
            let matchedByAnother = candidates.contains { mine in others.contains { SurfaceComparison.differences($0, mine).isEmpty } }
            guard !matchedByAnother,
                let mine = candidates.first(where: { ($0.staticness == nil) == (fact.staticness == nil) && $0.parameters == fact.parameters })
                    ?? candidates.first(where: { ($0.staticness == nil) == (fact.staticness == nil) }) ?? candidates.first
            else {
                missing.append(fact)
                continue
            }
            compared += 1
            findings.append(Finding(fact: fact, ours: mine, differences: SurfaceComparison.differences(fact, mine)))
        }
    }

    /// Members a conformance declares, and the protocols that give each.
    static let conformanceMembers: [String: Set<String>] = [
        "==(lhs:rhs:)": ["Equatable", "Hashable", "OptionSet"], "==(a:b:)": ["Equatable", "Hashable", "OptionSet"],
        "!=(lhs:rhs:)": ["Equatable", "Hashable", "OptionSet"],
        "hash(into:)": ["Hashable"], "hashValue": ["Hashable"],
        "encode(to:)": ["Encodable", "Codable"], "init(from:)": ["Decodable", "Codable"],
        "init(rawValue:)": ["RawRepresentable", "OptionSet"], "rawValue": ["RawRepresentable", "OptionSet"],
        "<(left:right:)": ["Comparable"], "<=(left:right:)": ["Comparable"], ">(left:right:)": ["Comparable"], ">=(left:right:)": ["Comparable"],
        "<(lhs:rhs:)": ["Comparable"], "<=(lhs:rhs:)": ["Comparable"], ">(lhs:rhs:)": ["Comparable"], ">=(lhs:rhs:)": ["Comparable"],
        "customMirror": ["CustomReflectable"], "debugDescription": ["CustomDebugStringConvertible"],
        "description": ["CustomStringConvertible"]
    ]

    /// Whether `member` is one a conformance of `type` gives: a declared conformance, or, for
    /// an enum with a raw type, RawRepresentable's; an enum without payloads is Equatable and Hashable.
    static func givenByConformance(_ member: String, _ type: SurfaceDeclaration) -> Bool {
        guard let protocols = conformanceMembers[member] else { return false }
        var conformances = Set(type.inherited)
        if type.kind == .enum {
            conformances.formUnion(["Equatable", "Hashable"])
            if let raw = type.inherited.first, raw.first?.isUppercase == true, !raw.hasSuffix("able") { conformances.insert("RawRepresentable") }
        }
        if conformances.contains("Hashable") || conformances.contains("OptionSet") { conformances.insert("Equatable") }
        return !conformances.isDisjoint(with: protocols)
    }

    static func differences(_ fact: SurfaceDeclaration, _ ours: SurfaceDeclaration) -> [String] {
        var result: [String] = []
        func note(_ what: String, _ ios: String, _ here: String) { result.append("\(what): \(ios) in iOS, \(here) here") }
        if fact.kind != ours.kind { note("kind", fact.kind.rawValue, ours.kind.rawValue) }
        // Only an open class or member can be subclassed or overridden by app code.
        if fact.access == "open", ours.access != "open" { note("access", "open", ours.access) }
        if fact.staticness != ours.staticness { note("static", fact.staticness ?? "instance", ours.staticness ?? "instance") }
        if fact.isMainActor != ours.isMainActor {
            note("isolation", fact.isMainActor ? "@MainActor" : "nonisolated", ours.isMainActor ? "@MainActor" : "nonisolated")
        }
        if fact.isSettable, !ours.isSettable { note("setter", "settable", "read-only") }
        if let type = fact.type, type != ours.type { note("type", type, ours.type ?? "none") }
        if fact.parameters.count != ours.parameters.count {
            note("parameters", "(" + fact.parameters.joined(separator: ", ") + ")", "(" + ours.parameters.joined(separator: ", ") + ")")
        } else {
            for (ios, here) in zip(fact.parameters, ours.parameters) where ios != here {
                // A default here that iOS lacks changes no call written for iOS.
                if here.hasSuffix(" = default"), !ios.hasSuffix(" = default"), String(here.dropLast(10)) == ios { continue }
                note("parameter", ios, here)
            }
        }
        for trait in ["init?", "init!", "throws", "async"] where fact.traits.contains(trait) != ours.traits.contains(trait) {
            note(trait, fact.traits.contains(trait) ? trait : "not \(trait)", ours.traits.contains(trait) ? trait : "not \(trait)")
        }
        // A requirement optional here that iOS requires changes nothing an adopter or a caller writes.
        if fact.traits.contains("optional"), !ours.traits.contains("optional") { note("optional", "optional", "required") }
        // A subclass must write a required initialiser iOS does not require; a designated one
        // here that is a convenience one in iOS is still callable as iOS's is.
        // `init?(coder:)` is required through NSCoding, which iOS's interface does not print.
        if ours.traits.contains("required"), !fact.traits.contains("required"), !fact.path.hasSuffix(".init(coder:)") {
            note("required", "not required", "required")
        }
        if ours.traits.contains("convenience"), !fact.traits.contains("convenience"), fact.kind == .`init` {
            note("initialiser", "designated", "convenience")
        }
        if fact.kind == .class, let superclass = fact.inherited.first, superclass != "NSObject",
            ours.inherited.first != superclass, !fact.inherited.isEmpty
        {
            note("superclass", superclass, ours.inherited.first ?? "none")
        }
        return result
    }

    /// The comparison as a report: counts, then each finding, then the missing declarations by type.
    public func report(listingMissing: Bool = false) -> String {
        var lines = ["\(compared) declarations compared, \(findings.count) differ, \(missing.count) of the mirrored types' not declared"]
        for finding in findings.sorted(by: { $0.fact.path < $1.fact.path }) {
            lines.append("\(finding.fact.path): " + finding.differences.joined(separator: "; "))
        }
        if listingMissing {
            for fact in missing.sorted(by: { $0.path < $1.path }) { lines.append("missing: " + fact.factLine) }
        }
        return lines.joined(separator: "\n")
    }
}
