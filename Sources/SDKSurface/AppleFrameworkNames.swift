import Foundation
/// What Apple's frameworks declare that a Mac build of the SDK must leave to them: on a Mac,
/// Foundation brings Apple's CoreGraphics and the Objective-C runtime into every file, and a
/// layout's `import QuartzCore` is Apple's, so the SDK may not declare their names again under
/// `LAYOUTBENCH_APPLE_FRAMEWORKS` (Tests/SDKSurfaceTests, apple-frameworks.names). An iOS SDK's
/// modules stand for the Mac's: the same frameworks, the same Swift names.
public enum AppleFrameworkNames {
    /// The modules read, in order.
    public static let modules = ["CoreGraphics", "QuartzCore", "ObjectiveC", "Foundation", "CoreFoundation", "Dispatch"]

    /// Foundation's types the SDK extends with what Linux's Foundation lacks: on a Mac, Apple's
    /// Foundation may have it already. Key-value observing's types are matched by prefix.
    public static let foundationTypesExtended: Set<String> = [
        "NSObject", "NSObjectProtocol", "NSValue", "NSString", "NSAttributedString", "Timer", "NotificationCenter", "String",
        "IndexPath", "NSIndexPath", "Bundle", "RunLoop", "Date", "Data", "URL"
    ]

    /// Whether a declaration of `module` is kept: all of CoreGraphics', QuartzCore's and the
    /// Objective-C module's; of Foundation's, what it declares on the types the SDK extends and
    /// for key-value observing (the rest of Foundation is Foundation's on Linux too); of Core
    /// Foundation's and Dispatch's, their top-level names (CFTimeInterval, NSEC_PER_SEC).
    public static func keeps(_ path: String, of module: String) -> Bool {
        if module == "CoreFoundation" || module == "Dispatch" { return !path.contains(".") }
        guard module == "Foundation" else { return true }
        let top = String(path.prefix { $0 != "." && $0 != "(" })
        return foundationTypesExtended.contains(top) || top.hasPrefix("NSKeyValue") || top.hasPrefix("_KeyValueCodingAndObserving")
    }

    /// The file's opening comment.
    public static func header(source: String) -> String {
        """
        # Apple's declarations a Mac build of the SDK leaves to Apple's frameworks, read from \(source)
        # by `swift run sdk-surface apple-names` (Sources/sdk-surface): MODULE | PATH.

        """
    }

    /// The paths of a names file, by module.
    public static func read(_ text: String) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { names[parts[0], default: []].insert(parts[1]) }
        }
        return names
    }
}
