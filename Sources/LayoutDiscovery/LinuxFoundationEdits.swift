import SwiftSyntax

/// Collects, where Linux's Foundation differs from iOS's in what app code compiles against, the
/// edits by which the build copy says what iOS means: inside `extension CGFloat`, `abs(x)` is Swift's `abs` (Linux's CGFloat
/// has a static `abs` that member lookup finds first); and a file that names URLSession's types
/// imports FoundationNetworking, where Linux keeps them.
final class LinuxFoundationEdits: SyntaxVisitor {
    private(set) var edits: SourceEdits
    /// Types of URL loading, which Linux's Foundation keeps in FoundationNetworking.
    static let networkingTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionDelegate", "URLSessionDataDelegate", "URLSessionTaskDelegate", "URLRequest",
        "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse", "URLCredential", "URLProtocol", "HTTPCookie",
        "HTTPCookieStorage", "NSURLRequest", "NSMutableURLRequest"
    ]
    /// The file names one of `networkingTypes`.
    private(set) var namesNetworking = false
    private var cgFloatExtensions = 0

    /// `edits` with those `tree` needs added, and whether it names URLSession's types.
    static func edits(in tree: some SyntaxProtocol, adding edits: SourceEdits = SourceEdits()) -> (edits: SourceEdits, namesNetworking: Bool) {
        let collector = LinuxFoundationEdits(edits: edits)
        collector.walk(tree)
        return (collector.edits, collector.namesNetworking)
    }

    private init(edits: SourceEdits) {
        self.edits = edits
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.extendedType.trimmedDescription == "CGFloat" { cgFloatExtensions += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if node.extendedType.trimmedDescription == "CGFloat" { cgFloatExtensions -= 1 }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if cgFloatExtensions > 0, let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "abs" {
            edits.insert("Swift.", before: callee)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if Self.networkingTypes.contains(node.name.text) { namesNetworking = true }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.networkingTypes.contains(node.baseName.text) { namesNetworking = true }
        return .visitChildren
    }
}
