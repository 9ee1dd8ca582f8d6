import PluginBuild

/// What the editor says where the build says otherwise than the compiler: a missing member an
/// app defines on UIKit's appearance types (`UIColor.cornflowerBlue`, in a file not in the
/// folder) is an error to the compiler, a stand-in to the build (AppSymbolStubs), so the editor
/// shows it as the build's warning.
enum DiagnosticRules {
    static func adjust(_ diagnostics: JSONValue) -> JSONValue {
        guard case .array(let items) = diagnostics else { return diagnostics }
        return .array(items.map(adjust(diagnostic:)))
    }

    static func adjust(diagnostic: JSONValue) -> JSONValue {
        guard diagnostic["severity"]?.int == 1, let message = diagnostic["message"]?.string,
            let member = AppSymbolStubs.missingMember(in: "error: " + message.prefix(1).lowercased() + message.dropFirst())
        else { return diagnostic }
        let parts = member.split(separator: ".", maxSplits: 1).map(String.init)
        var adjusted = diagnostic
        adjusted["severity"] = .number(2)
        adjusted["message"] = .string(
            "`\(parts.last ?? member)` is the app's: the build stubs it with an inert \(parts.first ?? "value") "
                + "(copy the file that defines it into the folder to use the app's own)")
        return adjusted
    }
}
