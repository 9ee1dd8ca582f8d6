import SwiftSyntax

/// R1: which OS the code runs on is decided in one place. Outside Sources/HostSystem no
/// `#if os(…)`, no `#if canImport(Glibc|Darwin|Musl)`, no `import` of those modules and no
/// `Glibc.`/`Darwin.`/`Musl.` qualifier; the plugin SDK's modules (built for plugins, not the
/// host) may test `LAYOUTBENCH_APPLE_FRAMEWORKS` and nothing else. Directives are syntax, so
/// files that reason about users' `#if os(iOS)` may still name OSes in strings and comments.
final class ConditionalsCheck: SyntaxVisitor {
    /// The system modules only the system layer may import or qualify with.
    static let osModules: Set<String> = ["Glibc", "Darwin", "Musl"]

    private let file: SwiftFile
    private(set) var findings: [Finding] = []

    static func findings(in file: SwiftFile) -> [Finding] {
        guard file.role != .hostSystem, file.triggers.hasConditionals || file.triggers.namesOSModule else { return [] }
        let check = ConditionalsCheck(file: file)
        check.walk(file.tree)
        return check.findings
    }

    private init(file: SwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        if file.role == .pluginSDK {
            let others = condition.tokens(viewMode: .sourceAccurate).filter {
                if case .identifier(let name) = $0.tokenKind { return name != FileRole.pluginSDKCondition }
                return false
            }
            if !others.isEmpty {
                report(condition, "`\(node.poundKeyword.text) \(condition.trimmedDescription)`: the plugin SDK may test only \(FileRole.pluginSDKCondition)")
            }
            return .visitChildren
        }
        for token in condition.tokens(viewMode: .sourceAccurate) {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id
            else { continue }
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            if token.text == "os" || (token.text == "canImport" && Self.osModules.contains(argument)) {
                report(call, "`\(call.trimmedDescription)` in a condition outside Sources/HostSystem")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if file.role != .pluginSDK, let module = node.path.first?.name.text, Self.osModules.contains(module) {
            report(node.importKeyword, "`import \(node.path.trimmedDescription)` outside Sources/HostSystem")
        }
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if file.role != .pluginSDK, let base = node.base?.as(DeclReferenceExprSyntax.self), Self.osModules.contains(base.baseName.text) {
            report(node, "`\(base.baseName.text).\(node.declName.baseName.text)`: an OS module's qualifier outside Sources/HostSystem")
        }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if file.role != .pluginSDK, let base = node.baseType.as(IdentifierTypeSyntax.self), Self.osModules.contains(base.name.text) {
            report(node, "`\(base.name.text).\(node.name.text)`: an OS module's qualifier outside Sources/HostSystem")
        }
        return .visitChildren
    }

    private func report(_ node: some SyntaxProtocol, _ message: String) {
        findings.append(file.finding(at: node, rule: .r1, message: message))
    }
}
