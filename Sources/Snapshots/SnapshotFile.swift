public import Foundation
package import HostSupport

/// The layoutbench snapshot file format, pretty-printed JSON with a fixed key order:
/// `{"format":"layoutbench-snapshot","version":1,"sections":[{"id":"S0","items":["a","b"]}],"sizes":{"a":[100,44]}}`.
///
/// Sections and items keep their order; sizes are sorted by item identifier; self-sized
/// supplementary views, when there are some, follow as `"viewSizes":{"S0":{"KIND":[390,80]}}`.
/// Reload marks are transient and not stored.
public enum SnapshotFile {
    /// The value of the `format` field.
    public static let formatName = "layoutbench-snapshot"
    /// The newest format version this code reads and the one it writes.
    public static let currentVersion = 1

    /// The file contents for `snapshot`.
    public static func encode(_ snapshot: DataSnapshot) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(64 + snapshot.numberOfItems * 16)
        func text(_ string: String) { out.append(contentsOf: string.utf8) }
        text("{\n  \"format\": ")
        appendQuoted(formatName, to: &out)
        text(",\n  \"version\": \(currentVersion),\n  \"sections\": [")
        for (section, id) in snapshot.sectionIdentifiers.enumerated() {
            text(section == 0 ? "\n    {\n      \"id\": " : ",\n    {\n      \"id\": ")
            appendQuoted(id, to: &out)
            let items = snapshot.itemIdentifiers(inSectionAt: section)
            text(",\n      \"items\": [")
            for (index, item) in items.enumerated() {
                text(index == 0 ? "\n        " : ",\n        ")
                appendQuoted(item, to: &out)
            }
            text(items.isEmpty ? "]\n    }" : "\n      ]\n    }")
        }
        text(snapshot.numberOfSections == 0 ? "],\n  \"sizes\": {" : "\n  ],\n  \"sizes\": {")
        let sized = snapshot.preferredSizes.keys.sorted()
        for (index, item) in sized.enumerated() {
            let size = snapshot.preferredSizes[item] ?? .zero
            text(index == 0 ? "\n    " : ",\n    ")
            appendQuoted(item, to: &out)
            text(": " + sizeText(size))
        }
        text(sized.isEmpty ? "}" : "\n  }")
        // Self-sized supplementary views, by section and kind; the key only when there are some.
        let sections = snapshot.preferredSupplementarySizes.sorted { $0.key < $1.key }
        if !sections.isEmpty {
            text(",\n  \"viewSizes\": {")
            for (index, (section, kinds)) in sections.enumerated() {
                text(index == 0 ? "\n    " : ",\n    ")
                appendQuoted(section, to: &out)
                text(": {")
                for (k, (kind, size)) in kinds.sorted(by: { $0.key < $1.key }).enumerated() {
                    text(k == 0 ? "" : ", ")
                    appendQuoted(kind, to: &out)
                    text(": " + sizeText(size))
                }
                text("}")
            }
            text("\n  }")
        }
        text("\n}\n")
        return Data(out)
    }

    /// Parses file contents, refusing malformed JSON (with line and column), a wrong format name,
    /// a newer version, and anything that would not be a valid snapshot.
    public static func decode(_ data: Data) throws -> DataSnapshot {
        let root = try JSONParser.parse(data)
        guard case .object(let members) = root.value else { throw invalid("the top level must be an object", at: root) }
        let fields = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
        guard let format = fields["format"] else { throw SnapshotFileError.wrongFormat(found: nil) }
        guard case .string(let name) = format.value else { throw invalid("\"format\" must be a string", at: format) }
        guard name == formatName else { throw SnapshotFileError.wrongFormat(found: name) }
        guard let versionNode = fields["version"] else { throw invalid("missing \"version\"", at: root) }
        guard case .number(let number) = versionNode.value, let version = Int(exactly: number) else {
            throw invalid("\"version\" must be an integer", at: versionNode)
        }
        guard version <= currentVersion else {
            throw SnapshotFileError.unsupportedVersion(found: version, supported: currentVersion)
        }
        guard version >= 1 else { throw invalid("invalid version \(version)", at: versionNode) }
        try refuseUnknownKeys(members, allowed: ["format", "version", "sections", "sizes", "viewSizes"])
        guard let sectionsNode = fields["sections"] else { throw invalid("missing \"sections\"", at: root) }
        guard case .array(let sections) = sectionsNode.value else { throw invalid("\"sections\" must be an array", at: sectionsNode) }
        var snapshot: DataSnapshot
        do {
            // In one pass; only a duplicate or too many is found by adding them one by one,
            // which names the place in the file.
            snapshot = try DataSnapshot(sections: sections.map(sectionContents))
        } catch is SnapshotError {
            snapshot = DataSnapshot()
            for section in sections { try decodeSection(section, into: &snapshot) }
        }
        if let sizesNode = fields["sizes"] {
            guard case .object(let sizes) = sizesNode.value else { throw invalid("\"sizes\" must be an object", at: sizesNode) }
            for member in sizes { try decodeSize(member, into: &snapshot) }
        }
        if let viewSizesNode = fields["viewSizes"] {
            guard case .object(let sections) = viewSizesNode.value else { throw invalid("\"viewSizes\" must be an object", at: viewSizesNode) }
            for section in sections {
                guard case .object(let kinds) = section.value.value else {
                    throw invalid("the view sizes of section '\(section.key)' must be an object of kinds", at: section.value)
                }
                for kind in kinds {
                    let size = try sizeValue(kind.value, what: "'\(kind.key)' in '\(section.key)'")
                    do {
                        try snapshot.setPreferredSupplementarySize(size, kind: kind.key, inSection: section.key)
                    } catch let error as SnapshotError {
                        throw invalid(error.errorDescription ?? "\(error)", at: kind.value)
                    }
                }
            }
        }
        return snapshot
    }

    /// Writes `snapshot` to `path` through the one output path (OutputFile: written beside it,
    /// flushed, renamed into place, so a kill leaves the old file whole); `policy` says what may
    /// be replaced there.
    package static func save(_ snapshot: DataSnapshot, to path: String, policy: OutputFile.Policy) throws {
        try OutputFile.write(encode(snapshot), to: path, policy: policy, suggestedName: "snapshot.json")
    }

    /// Reads and decodes the file at `url`.
    public static func load(from url: URL) throws -> DataSnapshot {
        try decode(InputFile.read(url.path))
    }

    /// A section's identifier and items, its form checked, with the nodes errors point at.
    private static func sectionNodes(_ node: JSONParser.Node) throws
        -> (id: String, items: [String], idNode: JSONParser.Node, itemNodes: [JSONParser.Node])
    {
        guard case .object(let members) = node.value else { throw invalid("a section must be an object", at: node) }
        try refuseUnknownKeys(members, allowed: ["id", "items"])
        let fields = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
        guard let idNode = fields["id"] else { throw invalid("a section needs an \"id\"", at: node) }
        guard case .string(let id) = idNode.value else { throw invalid("a section \"id\" must be a string", at: idNode) }
        guard let itemsNode = fields["items"] else { throw invalid("section '\(id)' needs \"items\"", at: node) }
        guard case .array(let itemNodes) = itemsNode.value else { throw invalid("\"items\" must be an array", at: itemsNode) }
        let items = try itemNodes.map { item in
            guard case .string(let string) = item.value else { throw invalid("an item identifier must be a string", at: item) }
            return string
        }
        return (id, items, idNode, itemNodes)
    }

    /// A section's identifier and items, its form checked.
    private static func sectionContents(_ node: JSONParser.Node) throws -> (id: String, items: [String]) {
        let section = try sectionNodes(node)
        return (section.id, section.items)
    }

    private static func decodeSection(_ node: JSONParser.Node, into snapshot: inout DataSnapshot) throws {
        let (id, items, idNode, itemNodes) = try sectionNodes(node)
        do {
            try snapshot.appendSections([id])
        } catch let error as SnapshotError {
            throw invalid(error.errorDescription ?? "\(error)", at: idNode)
        }
        do {
            try snapshot.appendItems(items, toSection: id)
        } catch SnapshotError.duplicateItem(let duplicate) {
            let occurrences = itemNodes.indices.filter { items[$0] == duplicate }
            let culprit = snapshot.containsItem(duplicate) ? occurrences[0] : occurrences[1]
            throw invalid(SnapshotError.duplicateItem(duplicate).errorDescription ?? duplicate, at: itemNodes[culprit])
        }
    }

    /// A `[width, height]` array; `what` names it in the error.
    private static func sizeValue(_ node: JSONParser.Node, what: String) throws -> CGSize {
        guard case .array(let values) = node.value, values.count == 2,
            case .number(let width) = values[0].value, case .number(let height) = values[1].value
        else {
            throw invalid("the size of \(what) must be [width, height]", at: node)
        }
        return CGSize(width: width, height: height)
    }

    private static func decodeSize(_ member: JSONParser.Member, into snapshot: inout DataSnapshot) throws {
        let size = try sizeValue(member.value, what: "'\(member.key)'")
        guard snapshot.containsItem(member.key) else {
            throw SnapshotFileError.invalid(
                message: "size given for unknown item '\(member.key)'",
                line: member.line, column: member.column)
        }
        do {
            try snapshot.setPreferredSize(size, forItem: member.key)
        } catch let error as SnapshotError {
            throw invalid(error.errorDescription ?? "\(error)", at: member.value)
        }
    }

    private static func refuseUnknownKeys(_ members: [JSONParser.Member], allowed: Set<String>) throws {
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            throw SnapshotFileError.invalid(message: "unknown key \"\(unknown.key)\"", line: unknown.line, column: unknown.column)
        }
    }

    private static func invalid(_ message: String, at node: JSONParser.Node) -> SnapshotFileError {
        .invalid(message: message, line: node.line, column: node.column)
    }

    /// A size as the file writes it: `[width, height]`.
    private static func sizeText(_ size: CGSize) -> String {
        "[\(formatNumber(Double(size.width))), \(formatNumber(Double(size.height)))]"
    }

    private static func formatNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    private static func appendQuoted(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var string = string
        // Most identifiers need no escape: their bytes are copied at once.
        let plain = string.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if plain {
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case 0x0A: out.append(contentsOf: #"\n"#.utf8)
            case 0x0D: out.append(contentsOf: #"\r"#.utf8)
            case 0x09: out.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                out.append(contentsOf: ("\\u00" + (hex.count == 1 ? "0" : "") + hex).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
