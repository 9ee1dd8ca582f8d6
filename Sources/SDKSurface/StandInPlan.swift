/// Where each missing declaration of the mirrored types is written (StandInWriter): members a
/// subclass may override, stored properties and protocol requirements into the type's own body;
/// a protocol's defaults, types the SDK lacks and the rest into an extension file of the owner;
/// Foundation's types (NSObject, NSValue) into an extension file, their properties kept beside
/// the object. What cannot be written is listed with its reason.
public struct StandInPlan: Sendable {
    /// Text for the body of a type the sources declare, by type path.
    public var bodies: [String: [String]] = [:]
    /// Text for an extension of each owner, by owner path.
    public var extensions: [String: [String]] = [:]
    /// Declarations not written, and why.
    public var skipped: [(fact: SurfaceDeclaration, reason: String)] = []

    public init(missing: [SurfaceDeclaration], known: [SurfaceDeclaration], sourceTypes: SourceTypeMap) {
        let knownKinds = Dictionary(known.filter(\.isType).map { ($0.path, $0) }) { first, _ in first }
        // The missing types that can be written (outermost first: a nested one needs its parent),
        // and a writer that knows them; a member of a type not written is not either.
        var writable: [SurfaceDeclaration] = []
        var newTypes: [String: (declaration: String, members: [String])] = [:]
        for fact in missing.filter(\.isType).sorted(by: { $0.path.split(separator: ".").count < $1.path.split(separator: ".").count }) {
            let parent = fact.owner
            if !parent.isEmpty, knownKinds[parent] == nil, newTypes[parent] == nil {
                skipped.append((fact, "its owner \(parent) is not written"))
                continue
            }
            let writer = StandInWriter(known: known + writable + [fact] + missing.filter { $0.owner == fact.path && !$0.isType })
            let cases = missing.filter { $0.kind == .case && $0.owner == fact.path }
            let isolated = sourceTypes.bodies[fact.owner]?.isMainActor ?? false
            switch writer.typeDeclaration(fact, caseFacts: cases, isMainActor: isolated) {
            case .success(let text):
                newTypes[fact.path] = (text, [])
                writable.append(fact)
            case .failure(let why):
                skipped.append((fact, why.reason))
            }
        }
        let writableMembers = missing.filter { !$0.isType && (newTypes[$0.owner] != nil || knownKinds[$0.owner] != nil || $0.owner.isEmpty) }
        // A new plain struct or class is made with its own `init()`.
        let newInits = writable.filter {
            ($0.kind == .struct && !$0.inherited.contains("OptionSet") && !$0.inherited.contains("RawRepresentable"))
                || $0.kind == .class
        }.map { SurfaceDeclaration(path: $0.path + ".init()", kind: .`init`) }
        let writer = StandInWriter(known: known + writable + writableMembers + newInits)
        // Who declares each member (`UIView.awakeFromNib()` → UIView), among the SDK's and the
        // members being written, for members a superclass or a subclass already has.
        let all = known + writableMembers
        var declarers: [String: Set<String>] = [:]
        for declaration in all where !declaration.isType && !declaration.owner.isEmpty {
            declarers[String(declaration.path.dropFirst(declaration.owner.count + 1)), default: []].insert(declaration.owner)
        }
        func superclasses(_ type: String) -> [String] {
            var chain: [String] = [], current = knownKinds[type]?.inherited.first, seen = Set<String>()
            while let name = current, seen.insert(name).inserted, knownKinds[name]?.kind == .class {
                chain.append(name)
                current = knownKinds[name]?.inherited.first
            }
            return chain
        }
        for fact in missing where !fact.isType {
            if fact.kind == .case, newTypes[fact.owner] != nil { continue }
            let owner = fact.owner
            let isNew = newTypes[owner] != nil
            if let new = missingTypeOwner(owner, missing), newTypes[new] == nil {
                skipped.append((fact, "its type \(new) is not written"))
                continue
            }
            // A new type's own declaration gives these.
            if isNew, ["init(rawValue:)", "rawValue", "init()"].contains(StandInWriter.memberName(fact) + (fact.kind == .`init` ? Self.labelText(fact) : "")) {
                continue
            }
            if Self.conformanceMembers.contains(StandInWriter.memberName(fact) + (fact.kind == .`init` ? Self.labelText(fact) : "")) {
                skipped.append((fact, "given by a conformance (Equatable, Hashable, Codable) the SDK's type declares or lacks"))
                continue
            }
            let ownerKind = newTypes[owner] != nil ? missing.first { $0.path == owner }?.kind : sourceTypes.bodies[owner]?.kind ?? knownKinds[owner]?.kind
            guard let ownerKind else {
                skipped.append((fact, "its owner \(owner.isEmpty ? "(the top level)" : owner) is not declared here"))
                continue
            }
            let inSources = sourceTypes.bodies[owner] != nil
            let ownerIsolated = sourceTypes.bodies[owner]?.isMainActor ?? missing.first { $0.path == owner }?.isMainActor ?? false

            func write(_ place: StandInWriter.Place) -> String? {
                switch writer.declaration(fact, at: place) {
                case .success(let text): return text
                case .failure(let why):
                    skipped.append((fact, why.reason))
                    return nil
                }
            }
            if ownerKind == .protocol {
                guard inSources || isNew else { skipped.append((fact, "a requirement of a protocol declared elsewhere")); continue }
                var requirement = fact
                requirement.traits.remove("optional")
                let text: String
                switch writer.declaration(requirement, at: .protocolBody) {
                case .success(let written): text = written
                case .failure(let why):
                    skipped.append((fact, why.reason))
                    continue
                }
                var defaultFact = fact
                defaultFact.traits.insert("optional")
                switch writer.declaration(defaultFact, at: .extension(ownerKind: .protocol, isMainActor: false)) {
                case .success(let defaultText):
                    if isNew { newTypes[owner]?.members.append(text) } else { bodies[owner, default: []].append(text) }
                    extensions[owner, default: []].append(defaultText)
                case .failure(let why):
                    skipped.append((fact, why.reason))
                }
                continue
            }
            let member = String(fact.path.dropFirst(owner.count + 1))
            if ownerKind == .class, let inherited = superclasses(owner).first(where: { declarers[member]?.contains($0) == true }) {
                skipped.append((fact, "inherited from \(inherited)"))
                continue
            }
            if ownerKind == .class, !inSources, !isNew,
                let subclass = declarers[member]?.first(where: { $0 != owner && superclasses($0).contains(owner) })
            {
                skipped.append(
                    (
                        fact,
                        "\(owner) is Foundation's class on Linux, whose extension members no subclass can override: "
                            + "UIKit's classes that subclasses override it in (\(subclass)) declare it"
                    ))
                continue
            }
            let overridable = ownerKind == .class && fact.access == "open" && fact.staticness != "static"
            let stored = fact.kind == .var && fact.isSettable && fact.staticness == nil
            let bodyPlace: StandInWriter.Place = ownerKind == .class ? .classBody(isMainActor: ownerIsolated) : .valueBody(isMainActor: ownerIsolated)
            if isNew {
                if let text = write(bodyPlace) { newTypes[owner]?.members.append(text) }
            } else if inSources, overridable || stored || fact.kind == .case {
                if let text = write(bodyPlace) { bodies[owner, default: []].append(text) }
            } else if let text = write(.extension(ownerKind: ownerKind, isMainActor: ownerIsolated && inSources)) {
                extensions[owner, default: []].append(text)
            }
        }
        // Each new type with its members goes into its parent if that is new too (innermost
        // first), else into an extension of its parent.
        for path in newTypes.keys.sorted(by: { $0.split(separator: ".").count > $1.split(separator: ".").count }) {
            guard let new = newTypes[path] else { continue }
            let text = new.members.isEmpty ? new.declaration : Self.filling(new.declaration, with: new.members)
            let parent = path.contains(".") ? String(path[..<path.lastIndex(of: ".")!]) : ""
            if newTypes[parent] != nil {
                newTypes[parent]?.members.append(text)
            } else {
                extensions[parent, default: []].append(text)
            }
            newTypes[path] = nil
        }
    }

    /// Members a conformance gives (`==` by Equatable, `init(from:)` by Decodable): not written
    /// as members; the comparison counts them when the SDK's type declares the conformance.
    static let conformanceMembers: Set<String> = [
        "==", "!=", "hash", "hashValue", "encode", "init(from:)", "customMirror",
        "customPlaygroundQuickLook", "debugDescription", "description"
    ]

    static func labelText(_ fact: SurfaceDeclaration) -> String {
        guard let open = fact.path.firstIndex(of: "(") else { return "" }
        return String(fact.path[open...])
    }

    /// The outermost missing type `owner` is or is inside, if any.
    private func missingTypeOwner(_ owner: String, _ missing: [SurfaceDeclaration]) -> String? {
        var parts = owner.split(separator: ".").map(String.init)
        var found: String?
        while !parts.isEmpty {
            let path = parts.joined(separator: ".")
            if missing.contains(where: { $0.path == path && $0.isType }) { found = path }
            parts.removeLast()
        }
        return found
    }

    /// `declaration` (ending in `}`) with `members` added inside its braces, one level in.
    static func filling(_ declaration: String, with members: [String]) -> String {
        var text = declaration
        guard text.hasSuffix("}") else { return text }
        text.removeLast()
        if text.hasSuffix("{") { text += "\n" } else if !text.hasSuffix("\n") { text += "\n" }
        let indented = members.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        return text + indented + "\n}"
    }
}
