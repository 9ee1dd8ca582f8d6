import Foundation

/// The compiler's complaints about a UIKit-looking symbol, said once per symbol in one line, by
/// what iOS's SDK says it is (UIKitSymbol): UIKit API the SDK does not have ("GridLayout.swift:12:5:
/// error: UIKit shim: `UICollectionView.indexPathsForVisibleSupplementaryElements` is not available in
/// layoutbench"), a name UIKit renamed ("… `NSFontAttributeName` was renamed to
/// `NSAttributedString.Key.font` (iOS's compiler says so too)"), or the app's own ("… `UIColor.brand`
/// is not UIKit's: the app defines it in a file not in this folder"). Other diagnostics pass unchanged.
enum UIKitShimMessages {
    /// Prefixes of the type names that are UIKit's (or its frameworks') own.
    static let frameworkPrefixes = ["UI", "NS", "CA", "CG"]

    static func rewrite(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for line in lines {
            guard let symbol = missingSymbol(in: line) else {
                result.append(line)
                continue
            }
            guard seen.insert(symbol).inserted else { continue }
            let location = line.range(of: " error: ").map { String(line[..<$0.lowerBound]) + " " } ?? ""
            switch UIKitSymbol.classify(symbol) {
            case .missing:
                result.append(location + "error: UIKit shim: `\(symbol)` is not available in layoutbench")
            case .foundation:
                result.append(location + "error: `\(symbol)` is Foundation's on iOS, and Linux's Foundation does not have it")
            case .renamed(let name):
                result.append(location + "error: `\(symbol)` was renamed to `\(name)` in UIKit (iOS's compiler says so too)")
            case .apps:
                result.append(location + "error: `\(symbol)` is not UIKit's: the app defines it in a file not in this folder (copy that file in)")
            }
        }
        return result
    }

    /// Lines already rewritten, each said once: a repeated line, or a symbol's line (its message
    /// starts with "UIKit shim:" or a backtick, as no compiler message does) said before elsewhere.
    static func oncePerSymbol(_ lines: [String]) -> [String] {
        var seenLines = Set<String>(), seenSymbols = Set<String>()
        return lines.filter { line in
            guard seenLines.insert(line).inserted else { return false }
            guard let error = line.range(of: "error: ") else { return true }
            let message = String(line[error.upperBound...])
            guard message.hasPrefix("UIKit shim:") || message.hasPrefix("`") else { return true }
            return seenSymbols.insert(message).inserted
        }
    }

    /// The UIKit symbol an error line says is missing, or nil.
    static func missingSymbol(in line: String) -> String? {
        guard let error = line.range(of: "error: ") else { return nil }
        let message = String(line[error.upperBound...])
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        func isFramework(_ type: String) -> Bool {
            let base = type.split(separator: ".").first.map(String.init) ?? type
            return frameworkPrefixes.contains { base.hasPrefix($0) && base.dropFirst(2).first?.isUppercase == true }
        }
        // "value of type 'UICollectionView' has no member 'indexPathsForSelectedItems'"
        // "type 'UIColor' has no member 'systemPink'"
        if message.contains("has no member"), quoted.count >= 2 {
            var type = quoted[0]
            for wrapper in ["?", "!"] where type.hasSuffix(wrapper) { type.removeLast() }
            if type.hasPrefix("any ") { type.removeFirst(4) }
            if isFramework(type) { return "\(type).\(quoted[1])" }
        }
        // "cannot find 'UICollisionBehavior' in scope", "cannot find type 'UIFocusEnvironment' in scope"
        if message.hasPrefix("cannot find"), message.hasSuffix("in scope"), let name = quoted.first, isFramework(name) {
            return name
        }
        // "method does not override any method from its superclass" names nothing; left as is.
        return nil
    }
}
