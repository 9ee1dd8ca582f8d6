/// Carries every document and position a message names across the mirror: an editor's
/// message to the server names the copies (`toMirror`), the server's answer names the user's files
/// (`toUser`). Ranges and positions are found by their shape (`{start, end}`, `{line,
/// character}`), documents by `uri` and `targetUri`, workspace edits by their keys; anything
/// else passes as it is. A position without a document of its own belongs to the request's.
struct PositionRewriter {
    enum Direction { case toMirror, toUser }

    let direction: Direction
    /// The document an editor's URI (toMirror) or a server's URI (toUser) names, when it is mirrored.
    let document: (String) -> DocumentPositions?

    func rewrite(_ value: JSONValue, in context: DocumentPositions?) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map { rewrite($0, in: context) })
        case .object(let object): return rewrite(object: object, in: context)
        default: return value
        }
    }

    private func uri(_ document: DocumentPositions) -> String { direction == .toMirror ? document.mirrorURI : document.userURI }

    private func range(_ value: JSONValue, _ document: DocumentPositions?) -> JSONValue {
        guard let document else { return value }
        return direction == .toMirror ? document.rangeToMirror(value) : document.rangeToUser(value)
    }

    private func position(_ value: JSONValue, _ document: DocumentPositions?) -> JSONValue {
        guard let document else { return value }
        return direction == .toMirror ? document.toMirror(value) : document.toUser(value)
    }

    static func isPosition(_ object: [String: JSONValue]) -> Bool {
        object.count == 2 && object["line"]?.int != nil && object["character"]?.int != nil
    }

    static func isRange(_ object: [String: JSONValue]) -> Bool {
        object.count == 2 && object["start"]?.object.map(isPosition) == true && object["end"]?.object.map(isPosition) == true
    }

    private func rewrite(object: [String: JSONValue], in context: DocumentPositions?) -> JSONValue {
        if Self.isRange(object) { return range(.object(object), context) }
        if Self.isPosition(object) { return position(.object(object), context) }
        var result = object
        // The object's own document, and a link's target.
        let own = object["uri"]?.string.flatMap(document)
        let target = object["targetUri"]?.string.flatMap(document)
        if let own { result["uri"] = .string(uri(own)) }
        if let target { result["targetUri"] = .string(uri(target)) }
        // A TextDocumentEdit's edits belong to its document.
        let edited = object["textDocument"]?["uri"]?.string.flatMap(document)
        let inner = own ?? edited ?? context
        for (key, value) in object where key != "uri" && key != "targetUri" {
            switch key {
            case "targetRange", "targetSelectionRange": result[key] = rewrite(value, in: target ?? context)
            case "originSelectionRange": result[key] = rewrite(value, in: context)
            case "changes", "relatedDocuments":
                // Workspace edits and diagnostic reports keyed by document.
                guard case .object(let byDocument) = value else { result[key] = rewrite(value, in: inner); break }
                var mapped: [String: JSONValue] = [:]
                for (name, entries) in byDocument {
                    let keyed = document(name)
                    mapped[keyed.map(uri) ?? name] = rewrite(entries, in: keyed)
                }
                result[key] = .object(mapped)
            case "startLine", "endLine":
                // A folding range's lines.
                if let line = value.int, let document = inner {
                    let moved = position(.object(["line": .number(Double(line)), "character": .number(0)]), document)
                    result[key] = moved["line"] ?? value
                }
            default:
                result[key] = rewrite(value, in: inner)
            }
        }
        return .object(result)
    }
}
