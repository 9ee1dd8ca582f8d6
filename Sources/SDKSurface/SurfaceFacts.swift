/// A facts file: iOS's declarations of the types the SDK mirrors, one SurfaceDeclaration a
/// line (`factLine`), read from an iOS SDK's interface by `sdk-surface facts` and kept in the
/// repository (never Apple's files: names, labels, types, access and isolation only), so a test
/// can hold the SDK to them without the iOS SDK at hand.
public enum SurfaceFacts {
    /// The facts of `ios` the SDK's declarations `ours` mirror: every declaration of a type the
    /// SDK declares (members it lacks too, so what is missing is known), and each top-level one
    /// it declares itself.
    /// `topLevel`: top-level declarations kept whether the SDK declares them or not (the
    /// CoreGraphics functions Swift still has, which app code calls).
    public static func mirrored(
        _ ios: [SurfaceDeclaration], by ours: [SurfaceDeclaration],
        topLevel: Set<String> = []
    ) -> [SurfaceDeclaration] {
        // The SDK's types, and the Foundation types it extends as UIKit does (IndexPath, NSValue).
        let types = Set(ours.filter(\.isType).map(\.path)).union(ours.map(\.owner).filter { !$0.isEmpty }).union(foundationAdditions)
        let paths = Set(ours.map(\.path))
        var seen = Set<String>()
        return ios.filter { fact in
            let root = fact.owner.split(separator: ".").first.map(String.init) ?? ""
            let kept =
                types.contains(fact.owner) || types.contains(root) || paths.contains(fact.path)
                || (fact.owner.isEmpty && topLevel.contains(String(fact.path.prefix { $0 != "(" })))
            return kept && seen.insert(fact.factLine).inserted
        }.sorted { ($0.path, $0.factLine) < ($1.path, $1.factLine) }
    }

    /// Foundation's own declarations app code around layouts uses and Linux's Foundation lacks
    /// (Swift's key-value observing, from Foundation's Swift overlay), mirrored whole by the SDK.
    public static let foundationOverlayTypes: Set<String> = [
        "_KeyValueCodingAndObserving", "NSKeyValueObservation",
        "NSKeyValueObservedChange", "NSKeyValueObservingOptions", "NSKeyValueChange"
    ]

    /// Foundation types whose UIKit additions app code around layouts uses.
    public static let foundationAdditions: Set<String> = [
        "IndexPath", "NSIndexPath", "NSValue", "NSString", "NSAttributedString",
        "NSDirectionalEdgeInsets", "NSLayoutConstraint"
    ]

    /// The file's text: a header saying where the facts came from, then a line each.
    public static func text(_ facts: [SurfaceDeclaration], source: String) -> String {
        var lines = [
            "# iOS's declarations of the types layoutbench's SDK mirrors, read from \(source)",
            "# by `swift run sdk-surface facts` (Sources/sdk-surface): names, labels, types, access and isolation.",
            "# PATH | KIND | ACCESS | STATIC | ISOLATION | SETTER | TRAITS | TYPE | (PARAMETERS) | INHERITED"
        ]
        lines += facts.map(\.factLine)
        return lines.joined(separator: "\n") + "\n"
    }

    public static func read(_ text: String) -> [SurfaceDeclaration] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { SurfaceDeclaration(factLine: $0) }
    }
}
