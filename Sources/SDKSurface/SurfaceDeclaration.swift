import Foundation
/// One declaration of a module's public surface, as a Swift interface prints it (Xcode's
/// generated interface of UIKit, or `swift-synthesize-interface` of the SDK): what app code
/// relies on when it names, calls, subclasses or overrides it. Doc comments and availability
/// are not kept; names, labels, types, optionality, access and isolation are.
public struct SurfaceDeclaration: Sendable, Equatable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case `class`, `struct`, `enum`, `protocol`, `typealias`
        case `var`, `func`, `init`, `subscript`, `case`
    }

    /// `UICollectionViewLayoutAttributes.init(forCellWith:)`, `UIView.AnimationOptions`.
    public var path: String
    public var kind: Kind
    /// `open` or `public`.
    public var access: String
    /// `static` or `class` (an overridable type member), or nil.
    public var staticness: String?
    /// Isolated to the main actor (its own `@MainActor`, or its type's without `nonisolated`).
    public var isMainActor: Bool
    /// A variable with a setter.
    public var isSettable: Bool
    /// `convenience`, `required`, `init?`, `throws`, `async`, `mutating`, and a protocol's
    /// `requirement` or `optional` requirement.
    public var traits: Set<String>
    /// A variable's type, a function's result, a type alias's target.
    public var type: String?
    /// Each parameter's type, `= default` appended where it has a default value.
    public var parameters: [String]
    /// A type's superclass and protocols.
    public var inherited: [String]

    /// The type it belongs to (`UICollectionViewLayoutAttributes`), or "" at the top level.
    public var owner: String {
        let name = path.split(separator: "(", maxSplits: 1).first.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    public var isType: Bool { [.class, .struct, .enum, .protocol, .typealias].contains(kind) }

    public init(
        path: String, kind: Kind, access: String = "public", staticness: String? = nil, isMainActor: Bool = false,
        isSettable: Bool = false, traits: Set<String> = [], type: String? = nil, parameters: [String] = [],
        inherited: [String] = []
    ) {
        self.path = path
        self.kind = kind
        self.access = access
        self.staticness = staticness
        self.isMainActor = isMainActor
        self.isSettable = isSettable
        self.traits = traits
        self.type = type
        self.parameters = parameters
        self.inherited = inherited
    }

    /// One line of a facts file: `PATH | KIND | ACCESS | static | @MainActor | set | traits | TYPE | (PARAMETERS) | : INHERITED`,
    /// empty fields as `-`.
    public var factLine: String {
        [
            path, kind.rawValue, access, staticness ?? "-", isMainActor ? "@MainActor" : "-", isSettable ? "set" : "-",
            traits.isEmpty ? "-" : traits.sorted().joined(separator: " "), type ?? "-",
            "(" + parameters.joined(separator: "; ") + ")", inherited.isEmpty ? "-" : inherited.joined(separator: ", ")
        ]
        .joined(separator: " | ")
    }

    /// Reads a line `factLine` wrote; nil for another line.
    public init?(factLine line: some StringProtocol) {
        let fields = line.components(separatedBy: " | ")
        guard fields.count == 10, let kind = Kind(rawValue: fields[1]) else { return nil }
        func optional(_ field: String) -> String? { field == "-" ? nil : field }
        let parameters = String(fields[8].dropFirst().dropLast())
        self.init(
            path: fields[0], kind: kind, access: fields[2], staticness: optional(fields[3]), isMainActor: fields[4] == "@MainActor",
            isSettable: fields[5] == "set", traits: Set(optional(fields[6])?.split(separator: " ").map(String.init) ?? []),
            type: optional(fields[7]), parameters: parameters.isEmpty ? [] : parameters.components(separatedBy: "; "),
            inherited: optional(fields[9])?.components(separatedBy: ", ") ?? [])
    }
}
