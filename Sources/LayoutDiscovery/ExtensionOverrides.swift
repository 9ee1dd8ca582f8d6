import SwiftSyntax

/// Overrides declared in extensions of the folder's own classes (`extension MyLayout {
/// override func prepare() … }`, `override var debugDescription`): iOS dispatches them through
/// the Objective-C runtime; Swift on Linux does not allow them. Each build copy moves them into
/// their class's body, under `#sourceLocation` naming the extension's file and lines, so they
/// override as on iOS and diagnostics still name the user's line; the extension keeps the rest.
struct ExtensionOverrides {
    /// A member taken out of an extension: its byte range in its file, and its first line.
    struct Member {
        var file: Int
        var start: Int
        var end: Int
        var line: Int
        /// The extension's access (`public extension X`), which the member had from it and keeps
        /// in the class when it declares none of its own.
        var access: String?
        /// The names its code uses.
        var references: Set<String> = []
    }

    /// Members to move, by the file and offset of the closing brace of their class's body
    /// (and that brace's line).
    var moves: [(file: Int, brace: Int, braceLine: Int, members: [Member])] = []
    /// Overriding methods and properties in extensions of UIKit's classes (`extension UICollectionViewCell {
    /// override func hitTest … }`), which no Swift can override outside the class: each keeps
    /// its body under a name of its own (`layoutbench_hitTest`), its `override` dropped, so the
    /// file compiles; views are not hit-tested or drawn here, so nothing calls it.
    var renames: [(file: Int, override: Range<Int>, name: Range<Int>, text: String)] = []
    /// `private`/`fileprivate` modifiers to take out (by file and byte range): declarations of a
    /// file a moved member uses, which the class's body in another file could not see.
    var exposed: [(file: Int, modifier: Range<Int>)] = []

    init(trees: [SourceFileSyntax]) {
        var classes: [String: (file: Int, brace: Int, braceLine: Int)] = [:]
        var overrides: [String: [Member]] = [:]
        for (file, tree) in trees.enumerated() {
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(tree)
            for node in finder.classes {
                let brace = node.memberBlock.rightBrace
                classes[node.name.text] = (
                    file, brace.trimmedOffsets.lowerBound,
                    brace.startLocation(converter: converter).line
                )
            }
            for node in finder.extensions {
                let name = SourceIndex.simpleName(node.extendedType.trimmedDescription)
                let accessKinds: [Keyword] = [.public, .open, .internal, .fileprivate, .private]
                let access = node.modifiers.first { modifier in accessKinds.contains { modifier.name.tokenKind == .keyword($0) } }?.name.text
                for item in node.memberBlock.members where Self.isOverride(item.decl) {
                    let own =
                        item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { modifier in
                            accessKinds.contains { modifier.name.tokenKind == .keyword($0) }
                        } == true
                    overrides[name, default: []].append(
                        Member(
                            file: file, start: item.trimmedOffsets.lowerBound,
                            end: item.trimmedOffsets.upperBound,
                            line: item.startLocation(converter: converter, afterLeadingTrivia: true).line,
                            access: own ? nil : access.map { $0 == "open" ? "public" : $0 },
                            references: ReferenceCollector.names(in: Syntax(item.decl))))
                }
            }
        }
        var used: [Int: Set<String>] = [:]
        for (name, members) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let target = classes[name] else { continue }
            moves.append((target.file, target.brace, target.braceLine, members))
            for member in members where member.file != target.file { used[member.file, default: []].formUnion(member.references) }
        }
        for (file, names) in used.sorted(by: { $0.key < $1.key }) {
            let finder = PrivateDeclarations(names: names)
            finder.walk(trees[file])
            exposed += finder.modifiers.map { (file, $0) }
        }
        for (file, tree) in trees.enumerated() {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(tree)
            for node in finder.extensions where classes[SourceIndex.simpleName(node.extendedType.trimmedDescription)] == nil {
                for item in node.memberBlock.members {
                    guard let (keyword, name) = Self.overridingName(item.decl) else { continue }
                    renames.append(
                        (
                            file, keyword.offsetsThroughTrailingTrivia,
                            name.trimmedOffsets,
                            "layoutbench_" + name.text
                        ))
                }
            }
        }
    }

    /// The `override` keyword and the name of an overriding method or single-name property.
    static func overridingName(_ decl: DeclSyntax) -> (TokenSyntax, TokenSyntax)? {
        guard let keyword = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })?.name
        else { return nil }
        if let function = decl.as(FunctionDeclSyntax.self) { return (keyword, function.name) }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        {
            return (keyword, pattern.identifier)
        }
        return nil
    }

    static func isOverride(_ decl: DeclSyntax) -> Bool {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } == true
    }

    /// The `private` and `fileprivate` modifiers of declarations named in `names`.
    private final class PrivateDeclarations: SyntaxVisitor {
        let names: Set<String>
        var modifiers: [Range<Int>] = []

        init(names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let declared = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            note(node.modifiers, declared)
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.modifiers, [node.name.text])
            return .skipChildren
        }

        private func note(_ list: DeclModifierListSyntax, _ declared: [String]) {
            guard declared.contains(where: names.contains) else { return }
            for modifier in list where [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) && modifier.detail == nil {
                modifiers.append(modifier.offsetsThroughTrailingTrivia)
            }
        }
    }

    /// Class declarations and extensions at any depth.
    private final class Finder: SyntaxVisitor {
        var classes: [ClassDeclSyntax] = []
        var extensions: [ExtensionDeclSyntax] = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            classes.append(node)
            return .visitChildren
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            extensions.append(node)
            return .skipChildren
        }
    }
}
