import Foundation
import SwiftParser
import SwiftSyntax

/// Where each type of a folder of Swift sources is declared (swift-syntax): its file, the
/// offset of its body's closing brace and its indentation, by path (`UIButton.Configuration`,
/// nested in a type or in an extension of it). For writing members into a type's own body.
public struct SourceTypeMap: Sendable {
    public struct Body: Sendable, Equatable {
        public var file: String
        /// UTF-8 offset of the closing brace of the type's member block.
        public var closingBrace: Int
        /// The indentation of the type's declaration line.
        public var indentation: String
        public var kind: SurfaceDeclaration.Kind
        public var isMainActor: Bool
    }

    public private(set) var bodies: [String: Body] = [:]

    public init(folder: String) throws {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder) else { return }
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let path = folder + "/" + relative
            let text = try String(contentsOfFile: path, encoding: .utf8)
            read(text, file: path)
        }
    }

    public init(text: String, file: String) {
        read(text, file: file)
    }

    private mutating func read(_ text: String, file: String) {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        func indentation(of node: some SyntaxProtocol) -> String {
            let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
            return String(lineText.prefix { $0 == " " })
        }
        func visit(_ decls: [DeclSyntax], owner: String) {
            for decl in decls {
                if let conditional = decl.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .decls(let inner)? = clause.elements { visit(inner.map(\.decl), owner: owner) }
                    }
                    continue
                }
                if let ext = decl.as(ExtensionDeclSyntax.self) {
                    visit(ext.memberBlock.members.map(\.decl), owner: ext.extendedType.trimmedDescription)
                    continue
                }
                guard let group = decl.asProtocol(DeclGroupSyntax.self), let named = decl.asProtocol(NamedDeclSyntax.self) else { continue }
                let kind: SurfaceDeclaration.Kind? =
                    switch decl.kind {
                    case .classDecl: .class
                    case .structDecl: .struct
                    case .enumDecl: .enum
                    case .protocolDecl: .protocol
                    default: nil
                    }
                guard let kind else { continue }
                let path = owner.isEmpty ? named.name.text : owner + "." + named.name.text
                let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
                let isMainActor = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
                if bodies[path] == nil {
                    bodies[path] = Body(
                        file: file, closingBrace: group.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
                        indentation: indentation(of: decl), kind: kind, isMainActor: isMainActor)
                }
                visit(group.memberBlock.members.map(\.decl), owner: path)
            }
        }
        visit(tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, owner: "")
    }

    /// `text` with each insertion placed before its body's closing brace (each line indented one
    /// level deeper than the type), later offsets first so earlier ones stay valid.
    public static func inserting(_ insertions: [(closingBrace: Int, indentation: String, lines: String)], into text: String) -> String {
        var bytes = Array(text.utf8)
        for insertion in insertions.sorted(by: { $0.closingBrace > $1.closingBrace }) {
            let inner = insertion.indentation + "    "
            let indented = insertion.lines.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : inner + $0 }.joined(separator: "\n")
            // Before the brace's own line (a blank line after the members before); a brace that
            // shares its line (`{}`) gets a line of its own.
            var lineStart = insertion.closingBrace
            while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") { lineStart -= 1 }
            if lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: "\n") {
                bytes.insert(contentsOf: Array(("\n\n" + indented).utf8), at: lineStart - 1)
            } else {
                bytes.insert(contentsOf: Array(("\n" + indented + "\n" + insertion.indentation).utf8), at: insertion.closingBrace)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
