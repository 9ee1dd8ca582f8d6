import Foundation
import SwiftSyntax

/// Collects the edits that make the Objective-C-only Swift of one file, which Swift on Linux
/// rejects, plain Swift in its build copy: `@objc` (any form), `@objcMembers`, `@IBOutlet`/`@IBAction`; `@objc optional`
/// protocol requirements (moved out, see OptionalRequirement); `#selector(…)`; calls of
/// optional requirements, `delegate?.method?(…)`; and `weak` on a protocol's property
/// requirement (Swift 4 code, which pods still build in that language mode).
final class ObjectiveCEdits: SyntaxVisitor {
    /// Attributes with no meaning without the Objective-C runtime.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "IBOutlet", "IBAction", "IBSegueAction", "NSManaged", "GKInspectable",
        // An app's entry point means nothing in a plugin library.
        "UIApplicationMain", "main", "NSApplicationMain"
    ]

    private let requirements: [OptionalRequirement]
    private(set) var edits: SourceEdits
    /// The sources' stored and computed properties' types as written, by type and property name:
    /// which protocol a call's receiver is (two protocols may have a requirement of one name).
    private let propertyTypes: [String: [String: String]]
    /// The types whose bodies (or extensions) enclose the node visited, innermost last.
    private var enclosing: [String] = []

    /// `edits` with those `tree` needs added.
    static func edits(
        in tree: some SyntaxProtocol, requirements: [OptionalRequirement], propertyTypes: [String: [String: String]] = [:],
        adding edits: SourceEdits = SourceEdits()
    ) -> SourceEdits {
        let collector = ObjectiveCEdits(requirements: requirements, propertyTypes: propertyTypes, edits: edits)
        collector.walk(tree)
        return collector.edits
    }

    private init(requirements: [OptionalRequirement], propertyTypes: [String: [String: String]], edits: SourceEdits) {
        self.requirements = requirements
        self.propertyTypes = propertyTypes
        self.edits = edits
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosing.append(SourceIndex.simpleName(node.extendedType.trimmedDescription))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    /// The optional requirement of the sources a call of `name` with `labels` on `base` is: by
    /// the receiver's declared protocol when several protocols have one of that name and labels.
    private func requirement(named name: String, labels: [String]?, base: ExprSyntax) -> OptionalRequirement? {
        let candidates = requirements.filter { $0.name == name && (labels == nil || $0.labels == labels) }
        guard candidates.count > 1, let declared = ReceiverType.protocolName(of: base, enclosing: enclosing, propertyTypes: propertyTypes)
        else { return candidates.first }
        return candidates.first { $0.protocolName == declared } ?? candidates.first
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Self.droppedAttributes.contains(node.attributeName.trimmedDescription) {
            edits.remove(node)
        }
        return .skipChildren
    }

    /// UIKit classes whose `init()` the SDK declares `required` (it makes instances from a
    /// metatype, as `invalidationContextClass` and `layoutAttributesClass` ask).
    static let requiredInitBases: Set<String> = [
        "UICollectionViewLayoutInvalidationContext", "UICollectionViewFlowLayoutInvalidationContext",
        "UICollectionViewLayoutAttributes", "CALayer", "CAAnimation"
    ]

    /// `override init()` in a direct subclass of one of those: made `required` too, as Swift asks.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.signature.parameterClause.parameters.isEmpty, node.optionalMark == nil,
            node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }),
            let owner = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self),
            let base = owner.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            Self.requiredInitBases.contains(SourceIndex.simpleName(base))
        else { return .visitChildren }
        edits.insert("required ", before: node.initKeyword)
        return .visitChildren
    }

    /// `open let x` (Swift 4 code, which pods still build in that language mode; an error since
    /// Swift 5, a `let` being final): `public let x`, the same to any caller.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.bindingSpecifier.tokenKind == .keyword(.let), let open = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.open) }) {
            edits.replace(open.name, with: "public")
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let wasObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        let inherited = node.inheritanceClause?.inheritedTypes.map { SourceIndex.simpleName($0.type.trimmedDescription) } ?? []
        let classBound = inherited.contains { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }
        if wasObjC, !classBound {
            // An @objc protocol is class-bound; `weak var delegate: P?` needs it to stay so.
            if let clause = node.inheritanceClause {
                edits.insert(", AnyObject", after: clause)
            } else {
                edits.insert(": AnyObject", after: node.name)
            }
        }
        for member in node.memberBlock.members {
            if OptionalRequirement.isOptional(member) {
                edits.remove(member)
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                let weak = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned) })
            {
                // `weak var delegate: D? { get set }` in a protocol: Swift 4 code (an error since
                // Swift 5, which dropped ownership in protocols); the requirement is the same without it.
                edits.removeWithTrailingTrivia(weak)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        let argument = node.arguments.trimmedDescription
            .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        edits.replace(node, with: "Selector(\"\(argument)\")")
        return .skipChildren
    }

    /// `base.method?(args)`: the `?` after the method dropped; for a requirement of a protocol
    /// in the sources, the base cast to the requirement's own protocol; for UIKit's (whose SDK
    /// methods have default implementations), the call wrapped so it answers nil when the
    /// default ran (`UIKitOptionalRequirement.answer`).
    /// The names of the optional requirements of UIKit's collection and scroll view protocols
    /// (UICollectionViewDelegate, …FlowLayout, …DataSource, UIScrollViewDelegate).
    static let uikitRequirementNames: Set<String> = [
        "collectionView", "numberOfSections", "indexTitles", "scrollViewDidScroll", "scrollViewDidZoom",
        "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
        "viewForZooming", "scrollViewWillBeginZooming", "scrollViewDidEndZooming", "scrollViewShouldScrollToTop",
        "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset"
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let requirement = respondsToOptionalRequirement(node), let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            // `delegate.responds(to: #selector(P.method(a:b:)))` for an optional requirement of the
            // sources: whether the object implements it, which its refinement says exactly.
            let object = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
            edits.replace(node, with: "(((\(object.trimmedDescription)) as? any \(requirement.refinement)) != nil)")
            return .skipChildren
        }
        // `base.method!(args)`: the `!` dropped; a requirement of the sources' protocol is
        // called through its own protocol (a trap when not implemented, as on iOS); UIKit's
        // answers its default implementation, the value UIKit's layout would use.
        if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
            let member = forced.expression.as(MemberAccessExprSyntax.self), let base = member.base
        {
            edits.remove(forced.exclamationMark)
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            if let requirement = requirement(named: member.declName.baseName.text, labels: labels, base: base) {
                edits.wrap(base, "(", " as! any \(requirement.refinement))")
            }
            return .visitChildren
        }
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self), let base = member.base
        else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let name = member.declName.baseName.text
        let requirement = requirement(named: name, labels: labels, base: base)
        // `self.onScroll?(…)`: an optional closure property, called as Swift calls it anywhere.
        guard requirement != nil || Self.uikitRequirementNames.contains(name) else { return .visitChildren }
        edits.remove(chained.questionMark)
        if let requirement {
            if let optionalBase = base.as(OptionalChainingExprSyntax.self) {
                edits.insert("(", before: base)
                edits.replace(optionalBase.questionMark, with: " as? any \(requirement.refinement))?")
            } else {
                edits.wrap(base, "(", " as? any \(requirement.refinement))?")
            }
        } else {
            // An autoclosure argument: the call keeps its `$0` (inside a closure of the user's)
            // and its implicit self. What followed the call in its optional chain (`.height`,
            // `(…)`, `[…]`) now follows an Optional, so it goes on with `?`.
            edits.wrap(node, "UIKitOptionalRequirement.answer(", Self.continuesChain(node) ? ")?" : ")")
        }
        return .visitChildren
    }

    /// The call is the base of a member access, call or subscript: the optional chain it was
    /// part of continues after it.
    static func continuesChain(_ node: FunctionCallExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == node.id }
        return false
    }

    /// The optional requirement of the sources' protocols that `call`, a `responds(to: #selector(…))`,
    /// asks about (matched by name and argument labels).
    private func respondsToOptionalRequirement(_ call: FunctionCallExprSyntax) -> OptionalRequirement? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "responds",
            call.arguments.count == 1, call.arguments.first?.label?.text == "to",
            let macro = call.arguments.first?.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let selected = macro.arguments.first?.expression
        else { return nil }
        let reference = selected.as(MemberAccessExprSyntax.self)?.declName ?? selected.as(DeclReferenceExprSyntax.self)
        guard let reference else { return nil }
        let labels = reference.argumentNames?.arguments.map { $0.name.text }
        // `#selector(P.method(…))` names the protocol itself.
        if let owner = selected.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription,
            let named = requirements.first(where: {
                $0.protocolName == SourceIndex.simpleName(owner) && $0.name == reference.baseName.text
                    && (labels == nil || $0.labels == labels)
            })
        {
            return named
        }
        guard let object = member.base else { return nil }
        return requirement(named: reference.baseName.text, labels: labels, base: object)
    }
}
