import SwiftParser
import SwiftSyntax

/// R3: the manifest says where the package builds. `Package(…)` declares `platforms:` with
/// `.macOS` at v13 or later (the MCP SDK's floor; without it SwiftPM assumes an older macOS and
/// the build fails there), and every `.systemLibrary` says how to find and install its library
/// on both hosts: `pkgConfig:` and providers with `.brew([…])` and `.apt([…])`, but for a library
/// the macOS SDK ships (zlib), which needs only the `.apt` provider. The manifest is read as
/// Swift text, not run.
final class PackageManifestCheck: SyntaxVisitor {
    static let path = "Package.swift"
    /// The oldest macOS the package may declare.
    static let minimumMacOS = 13
    /// System libraries whose headers and library the macOS SDK ships (zlib): Homebrew and
    /// pkg-config have nothing to add there.
    static let inMacOSSDK: Set<String> = ["\"CZlib\""]

    private let file: SwiftFile
    private(set) var findings: [Finding] = []

    static func findings(in file: SwiftFile) -> [Finding] {
        let check = PackageManifestCheck(file: file)
        check.walk(file.tree)
        return check.findings
    }

    private init(file: SwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" {
            checkPlatforms(of: node)
        } else if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "systemLibrary" {
            checkSystemLibrary(node)
        }
        return .visitChildren
    }

    private func checkPlatforms(of package: FunctionCallExprSyntax) {
        guard let platforms = Self.argument("platforms", of: package) else {
            return report(package, "`Package(…)` declares no `platforms:` (macOS \(Self.minimumMacOS) or later)")
        }
        let macOS = platforms.tokens(viewMode: .sourceAccurate).first { $0.text == "macOS" }
        let call = sequence(first: Syntax(macOS), next: { $0?.parent }).lazy.compactMap { $0?.as(FunctionCallExprSyntax.self) }.first
        guard let call, let version = call.arguments.first?.expression else {
            return report(platforms, "`platforms:` has no `.macOS(…)` (macOS \(Self.minimumMacOS) or later)")
        }
        guard let major = Self.majorVersion(version), major >= Self.minimumMacOS else {
            return report(version, "`.macOS(\(version.trimmedDescription))` is older than macOS \(Self.minimumMacOS) (or not a version)")
        }
    }

    private func checkSystemLibrary(_ library: FunctionCallExprSyntax) {
        let name = Self.argument("name", of: library)?.trimmedDescription ?? "a system library"
        let shipped = Self.inMacOSSDK.contains(name)
        if Self.argument("pkgConfig", of: library) == nil && !shipped {
            report(library, "`.systemLibrary` \(name) has no `pkgConfig:`")
        }
        let providers = Self.argument("providers", of: library)
        let named = Set(providers?.tokens(viewMode: .sourceAccurate).map(\.text) ?? [])
        for manager in shipped ? ["apt"] : ["brew", "apt"] where !named.contains(manager) {
            report(providers ?? ExprSyntax(library), "`.systemLibrary` \(name) has no `.\(manager)([…])` provider")
        }
    }

    /// The expression given for `label` in `call`, if any.
    private static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// 13 for `.v13`, `.v13_1` or `"13.0"`; nil for anything else.
    private static func majorVersion(_ version: ExprSyntax) -> Int? {
        if let member = version.as(MemberAccessExprSyntax.self)?.declName.baseName.text, member.hasPrefix("v") {
            return Int(member.dropFirst().prefix { $0 != "_" })
        }
        if let literal = version.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue {
            return Int(text.prefix { $0 != "." })
        }
        return nil
    }

    private func report(_ node: some SyntaxProtocol, _ message: String) {
        findings.append(file.finding(at: node, rule: .r3, message: message))
    }
}
