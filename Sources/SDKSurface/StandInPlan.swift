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
        let writer = StandInWriter(known: known + missing)
        let missingTypes = Dictionary(missing.filter(\.isType).map { ($0.path, $0) }) { first, _ in first }
        let knownKinds = Dictionary(known.filter(\.isType).map { ($0.path, $0) }) { first, _ in first }
        var typeBodies: [String: [String]] = [:]

        // Types first, outermost first: a nested missing type goes into its missing parent.
        for fact in missing.filter(\.isType).sorted(by: { $0.path.split(separator: ".").count < $1.path.split(separator: ".").count }) {
            let cases = missing.filter { $0.kind == .case && $0.owner == fact.path }
            let isolated = sourceTypes.bodies[fact.owner]?.isMainActor ?? false
            switch writer.typeDeclaration(fact, caseFacts: cases, isMainActor: isolated) {
            case .success(let text): typeBodies[fact.path] = [text]
            case .failure(let why): skipped.append((fact, why.reason))
            }
        }
        for fact in missing where !fact.isType {
            if fact.kind == .case, missingTypes[fact.owner] != nil { continue }
            let owner = fact.owner
            let ownerKind = missingTypes[owner]?.kind ?? sourceTypes.bodies[owner]?.kind ?? knownKinds[owner]?.kind
            guard let ownerKind else {
                skipped.append((fact, "its owner \(owner.isEmpty ? "(the top level)" : owner) is not declared here"))
                continue
            }
            let inSources = sourceTypes.bodies[owner] != nil
            let isNew = missingTypes[owner] != nil
            let ownerIsolated = sourceTypes.bodies[owner]?.isMainActor ?? missingTypes[owner]?.isMainActor ?? false

            func add(_ place: StandInWriter.Place, into target: inout [String: [String]]) -> Bool {
                switch writer.declaration(fact, at: place) {
                case .success(let text):
                    target[owner, default: []].append(text)
                    return true
                case .failure(let why):
                    skipped.append((fact, why.reason))
                    return false
                }
            }
            if ownerKind == .protocol {
                guard inSources || isNew else { skipped.append((fact, "a requirement of a protocol declared elsewhere")); continue }
                var requirement = fact
                requirement.traits.remove("optional")
                guard case .success(let text) = writer.declaration(requirement, at: .protocolBody) else {
                    skipped.append((fact, "a requirement that cannot be written"))
                    continue
                }
                var defaultFact = fact
                defaultFact.traits.insert("optional")
                defaultFact.isMainActor = fact.isMainActor
                guard case .success(let defaultText) = writer.declaration(defaultFact, at: .extension(ownerKind: .protocol, isMainActor: false)) else {
                    skipped.append((fact, "no default can be written (\(fact.type ?? "") has no empty value here)"))
                    continue
                }
                if isNew { typeBodies[owner, default: []].append(text) } else { bodies[owner, default: []].append(text) }
                extensions[owner, default: []].append(defaultText)
                continue
            }
            let overridable = ownerKind == .class && fact.access == "open" && fact.staticness != "static"
            let stored = fact.kind == .var && fact.isSettable && fact.staticness == nil
            let needsBody = overridable || stored || fact.kind == .case
            if isNew {
                let place: StandInWriter.Place = ownerKind == .class ? .classBody(isMainActor: ownerIsolated) : .valueBody(isMainActor: ownerIsolated)
                _ = add(place, into: &typeBodies)
            } else if inSources, needsBody {
                let place: StandInWriter.Place = ownerKind == .class ? .classBody(isMainActor: ownerIsolated) : .valueBody(isMainActor: ownerIsolated)
                _ = add(place, into: &bodies)
            } else {
                _ = add(.extension(ownerKind: ownerKind, isMainActor: ownerIsolated && inSources), into: &extensions)
            }
        }
        // Each new type's members go into its own declaration, which goes where its parent's
        // members go (a nested type of a new type inside it).
        for path in typeBodies.keys.sorted(by: { $0.split(separator: ".").count > $1.split(separator: ".").count }) {
            guard var lines = typeBodies[path], !lines.isEmpty else { continue }
            let declaration = lines.removeFirst()
            let text = lines.isEmpty ? declaration : Self.filling(declaration, with: lines)
            let parent = path.contains(".") ? String(path[..<path.lastIndex(of: ".")!]) : ""
            if typeBodies[parent] != nil {
                typeBodies[parent, default: []].append(text)
            } else {
                extensions[parent, default: []].append(text)
            }
            typeBodies[path] = nil
        }
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
