import Foundation
import SwiftSyntax

/// Old Swift names (Swift 3 and 4's: `NSFontAttributeName`, `UIEdgeInsetsMake(…)`,
/// `UIApplication.sharedApplication()`) rewritten in the build copy as the compiler's fix-its
/// would (SwiftRenames), where the rewrite needs no type: a global by its name, a function by its
/// name and labels, a member of a type named as written, and a member of any value whose old name
/// only one new name answers. A name the folder declares itself is the app's and left alone.
/// Each rewrite edits only the old name's own tokens, so a migrated argument keeps its own edits.
final class MigrationEdits: SyntaxVisitor {
    private(set) var edits: SourceEdits
    /// What was migrated, in order: `NSFontAttributeName → NSAttributedString.Key.font`.
    private(set) var migrated: [String] = []
    private let renames: SwiftRenames
    private let declared: Set<String>

    /// `edits` with the migrations `tree` needs added; `declared`: the names the folder declares.
    static func edits(
        in tree: some SyntaxProtocol, adding edits: SourceEdits = SourceEdits(), declared: Set<String>,
        renames: SwiftRenames = .shared
    ) -> (edits: SourceEdits, migrated: [String]) {
        let collector = MigrationEdits(edits: edits, renames: renames, declared: declared)
        collector.walk(tree)
        return (collector.edits, collector.migrated)
    }

    private init(edits: SourceEdits, renames: SwiftRenames, declared: Set<String>) {
        self.edits = edits
        self.renames = renames
        self.declared = declared
        super.init(viewMode: .sourceAccurate)
    }

    /// Said as the user wrote it and as it became: `UIEdgeInsetsMake(…) → UIEdgeInsets(top: …, …)`.
    private func note(_ old: String, _ new: String) {
        let shownOld = old.replacingOccurrences(of: #"\((_:)+\)"#, with: "(…)", options: .regularExpression)
        let shownNew = new.replacingOccurrences(of: #"\$\d+"#, with: "…", options: .regularExpression)
        migrated.append("\(shownOld) → \(shownNew)")
    }

    /// A global's kinds a bare name may be: a constant, a type, a key, a notification name.
    private static let globalKinds: Set<String> = ["global-constant", "type", "attribute-key", "notification"]

    // MARK: - Types and globals

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if !declared.contains(name), let rename = renames.byOld[name], rename.kind == "type" {
            edits.replace(node.name, with: rename.new)
            note(name, rename.new)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard node.argumentNames == nil, !declared.contains(name), let rename = renames.byOld[name],
            Self.globalKinds.contains(rename.kind)
        else { return .visitChildren }
        // A callee is the call's to rewrite (a function of that name).
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return .visitChildren }
        edits.replace(node.baseName, with: rename.new)
        note(name, rename.new)
        return .visitChildren
    }

    // MARK: - Members

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text
        if node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id { return .visitChildren }
        guard let base = node.base else {
            // `.UIKeyboardWillShow`, `.ScaleAspectFill`: an implicit member one new name answers.
            if !declared.contains(member), let new = renames.implicitMembers[member] {
                edits.replace(node.declName.baseName, with: Self.lastName(new))
                note("." + member, "." + Self.lastName(new))
            }
            return .visitChildren
        }
        // `NSNotification.Name.UIKeyboardWillShow`, `UIViewContentMode.ScaleAspectFill`: the whole
        // path as written.
        let path = base.trimmedDescription + "." + member
        if let rename = renames.byOld[path], !declared.contains(member), rename.kind != "member" || !rename.new.contains("(") {
            edits.replace(node, with: rename.new)
            note(path, rename.new)
            return .skipChildren
        }
        // `UIColor.whiteColor` (a property renamed): the type as written.
        if let rename = renames.byOld[path], rename.kind == "member" {
            edits.replace(node.declName.baseName, with: Self.lastName(rename.new))
            note(path, rename.new)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = callee.baseName.text
            if !declared.contains(name), let rename = renames.function(name, labels: labels), rename.kind.hasPrefix("global-function") {
                rewriteCall(node, by: rename.new, old: rename.old)
            }
            return .visitChildren
        }
        guard let access = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let member = access.declName.baseName.text
        guard !declared.contains(member) else { return .visitChildren }
        let signature = member + "(" + labels.map { $0 + ":" }.joined() + ")"
        let written = access.base.map { $0.trimmedDescription + "." + signature }
        if let written, let rename = renames.byOld[written] {
            switch rename.kind {
            case "method-to-property" where node.arguments.isEmpty:
                // `UIColor.whiteColor()` → `UIColor.white`.
                edits.replace(access.declName.baseName, with: Self.lastName(rename.new))
                if let left = node.leftParen, let right = node.rightParen {
                    edits.replace(left.trimmedOffsets.lowerBound, right.trimmedOffsets.upperBound, with: "")
                }
                note(written, rename.new)
            case "member":
                relabel(node, access, to: rename.new, old: written)
            case "initializer":
                // `NSDate.dateWithTimeIntervalSince1970(x)` → `NSDate(timeIntervalSince1970: x)`.
                let new = rename.new.replacingOccurrences(of: ".init(", with: "(")
                edits.replace(access.period, with: "")
                edits.replace(access.declName.baseName, with: "")
                relabelArguments(node, labels: Self.labels(of: new))
                note(written, new)
            default:
                break
            }
            return .visitChildren
        }
        // A member of a value whose type is not written: renamed when one new name answers it.
        if let unique = renames.uniqueMembers[signature] {
            if unique.kind == "method-to-property", node.arguments.isEmpty {
                edits.replace(access.declName.baseName, with: unique.new)
                if let left = node.leftParen, let right = node.rightParen {
                    edits.replace(left.trimmedOffsets.lowerBound, right.trimmedOffsets.upperBound, with: "")
                }
                note("." + signature, "." + unique.new)
            } else if unique.kind == "member", unique.new.contains("(") {
                relabel(node, access, to: unique.new, old: "." + signature)
            }
        }
        return .visitChildren
    }

    // MARK: - Rewriting calls

    /// `callee(a, b)` → the template with `$0`, `$1` in order: the text between the arguments
    /// replaced, the arguments themselves (and their own edits) kept.
    private func rewriteCall(_ call: FunctionCallExprSyntax, by template: String, old: String) {
        let pieces = Self.templatePieces(template)
        let arguments = Array(call.arguments)
        guard pieces.indices.count == arguments.count, pieces.indices == Array(0..<arguments.count) else {
            if arguments.isEmpty, !template.contains("$") {
                edits.replace(call, with: template)
                note(old, template)
            }
            return
        }
        var literals = pieces.literals
        // A receiver (`$0.inset(by: $1)`) that is not a simple expression is parenthesised.
        for (position, index) in pieces.indices.enumerated() where literals[position + 1].hasPrefix(".") {
            if !Self.isPostfixSafe(arguments[index].expression) {
                literals[position] += "("
                literals[position + 1] = ")" + literals[position + 1]
            }
        }
        var start = call.trimmedOffsets.lowerBound
        for (position, argument) in arguments.enumerated() {
            let expression = argument.expression.trimmedOffsets
            edits.replace(start, expression.lowerBound, with: literals[position])
            start = expression.upperBound
        }
        edits.replace(start, call.trimmedOffsets.upperBound, with: literals[arguments.count])
        note(old, template)
    }

    /// `x.old(a, label: b)` → `x.new(newLabel: a, other: b)`: the member's name and each
    /// argument's label replaced.
    private func relabel(_ call: FunctionCallExprSyntax, _ access: MemberAccessExprSyntax, to new: String, old: String) {
        let newLabels = Self.labels(of: new)
        guard newLabels.count == call.arguments.count else { return }
        edits.replace(access.declName.baseName, with: Self.lastName(new))
        relabelArguments(call, labels: newLabels)
        note(old, Self.lastName(new) + "(" + newLabels.map { $0 + ":" }.joined() + ")")
    }

    private func relabelArguments(_ call: FunctionCallExprSyntax, labels: [String]) {
        for (argument, label) in zip(call.arguments, labels) {
            let expression = argument.expression.trimmedOffsets.lowerBound
            let start = argument.trimmedOffsets.lowerBound
            edits.replace(start, expression, with: label == "_" ? "" : label + ": ")
        }
    }

    // MARK: - Names

    /// `UIView.ContentMode.scaleAspectFill` → `scaleAspectFill`; `dequeueReusableCell(withReuseIdentifier:for:)`
    /// → `dequeueReusableCell`.
    static func lastName(_ path: String) -> String {
        let base = path.prefix { $0 != "(" }
        return String(base.split(separator: ".").last ?? Substring(base))
    }

    /// The labels of `name(a:_:b:)`.
    static func labels(of signature: String) -> [String] {
        guard let open = signature.firstIndex(of: "("), signature.hasSuffix(")") else { return [] }
        return signature[signature.index(after: open)..<signature.index(before: signature.endIndex)]
            .split(separator: ":").map(String.init)
    }

    /// A template's text between its `$N`s, and the N of each in order.
    static func templatePieces(_ template: String) -> (literals: [String], indices: [Int]) {
        var literals: [String] = [""], indices: [Int] = []
        var characters = Array(template)[...]
        while let first = characters.first {
            if first == "$", let digitEnd = characters.dropFirst().firstIndex(where: { !$0.isNumber }) ?? Optional(characters.endIndex),
                digitEnd > characters.startIndex + 1, let number = Int(String(characters[(characters.startIndex + 1)..<digitEnd]))
            {
                indices.append(number)
                literals.append("")
                characters = characters[digitEnd...]
            } else {
                literals[literals.count - 1].append(first)
                characters = characters.dropFirst()
            }
        }
        return (literals, indices)
    }

    /// An expression that a `.member` may follow unparenthesised.
    static func isPostfixSafe(_ expression: ExprSyntax) -> Bool {
        expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) || expression.is(FunctionCallExprSyntax.self)
            || expression.is(TupleExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self) || expression.is(ForceUnwrapExprSyntax.self)
            || expression.is(OptionalChainingExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
    }
}
