import SwiftSyntax

/// R2: a name only one OS has (PlatformName) compiles on that OS alone. Outside the system
/// layer no such name may be used at all; inside it, a Linux-only name may be active only
/// where the Mac's configuration leaves it out, and a Darwin-only one only where Linux's does.
/// Identifiers and member names are read, and the words of string literals (but for the system
/// layer's, SDKSurface's and the lint's own, which are names as data: the system layer keeps
/// each system's paths and programs in tables its tests read for both); comments are never read. In the
/// system layer an OS module's import or qualifier (`import Glibc`, `Darwin.write`) is held
/// to the same: active on its own OS only.
final class PlatformNamesCheck: SyntaxVisitor {
    private let file: SwiftFile
    /// The names the file's text holds (RuleTriggers), by how they are found.
    private let identifierNames: [PlatformName]
    private let rawValueNames: [PlatformName]
    private let initializerNames: [PlatformName]
    private(set) var findings: [Finding] = []

    static func findings(in file: SwiftFile) -> [Finding] {
        let osModules = file.role == .hostSystem && file.triggers.namesOSModule
        guard file.role != .pluginSDK, !file.triggers.names.isEmpty || osModules else { return [] }
        let check = PlatformNamesCheck(file: file)
        check.walk(file.tree)
        return check.findings
    }

    private init(file: SwiftFile) {
        self.file = file
        let names = file.triggers.names
        identifierNames = names.filter(\.isWordPattern)
        rawValueNames = names.filter { if case .rawValueOf = $0.pattern { true } else { false } }
        initializerNames = names.filter { if case .emptyInitializer = $0.pattern { true } else { false } }
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        switch token.tokenKind {
        case .identifier(let text):
            if let name = identifierNames.first(where: { $0.matches(identifier: text[...]) }) {
                judge(name, found: text[...], at: token)
            }
        case .stringSegment(let text) where file.role != .sdkSurface && file.role != .lint && file.role != .hostSystem:
            let literal = token.ancestorOrSelf(mapping: { $0.as(StringLiteralExprSyntax.self) }).map { $0.segments.description[...] }
            for match in PlatformName.occurrences(inString: text[...], among: file.triggers.names, literal: literal) {
                judge(match.name, found: match.found, at: token, utf8Offset: match.offset)
            }
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if file.role == .hostSystem, let module = node.path.first?.name.text, let name = PlatformName.osModules[module] {
            judge(name, found: "import \(module)", at: node.importKeyword)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if file.role == .hostSystem, let base = node.baseType.as(IdentifierTypeSyntax.self), let name = PlatformName.osModules[base.name.text] {
            judge(name, found: "\(base.name.text).\(node.name.text)", at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
        if file.role == .hostSystem, let name = PlatformName.osModules[base.baseName.text] {
            judge(name, found: "\(base.baseName.text).\(node.declName.baseName.text)", at: node)
        }
        guard node.declName.baseName.text == "rawValue" else { return .visitChildren }
        let constant = base.baseName.text
        if let name = rawValueNames.first(where: { constant.hasPrefix($0.trigger) }) {
            judge(name, found: "\(constant).rawValue", at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
            let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let name = initializerNames.first(where: { $0.trigger == type })
        else { return .visitChildren }
        judge(name, found: "\(type)()", at: node)
        return .visitChildren
    }

    /// A finding for `name` found as `found` at `node`, unless the hosts that compile it allow it.
    private func judge(_ name: PlatformName, found: Substring, at node: some SyntaxProtocol, utf8Offset: Int = 0) {
        let hosts = file.activeHosts(node)
        let message: String
        if hosts.isEmpty {
            return
        } else if file.role == .hostSystem {
            guard hosts.contains(name.os.other) else { return }
            message = "`\(found)` (\(name.what)) is \(name.os.only) but active on \(name.os.other.rawValue)"
        } else {
            message = "`\(found)` (\(name.what)) is \(name.os.only): only Sources/HostSystem may use it"
        }
        findings.append(file.finding(at: node, utf8Offset: utf8Offset, rule: .r2, message: message))
    }
}
