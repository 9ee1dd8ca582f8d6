import Foundation

/// Swift declarations for iOS's declarations the SDK lacks (facts), written as the SDK's inert
/// stand-ins are: a property keeps what it is given and starts at UIKit's empty value, a method
/// does nothing and answers that empty value, an optional requirement's default answers as UIKit
/// does without it. What it cannot write (no empty value for a type, an operator, `Self`) it
/// leaves to a hand-written declaration or a departure, with the reason.
public struct StandInWriter: Sendable {
    /// Where a declaration goes.
    public enum Place: Sendable, Equatable {
        /// In the body of a class the SDK declares (overridable members must be there).
        case classBody(isMainActor: Bool)
        /// In the body of a struct or enum the SDK declares.
        case valueBody(isMainActor: Bool)
        /// A requirement in the body of a protocol the SDK declares.
        case protocolBody
        /// In an extension of the owner: a protocol's default, or a member of a Foundation type.
        case `extension`(ownerKind: SurfaceDeclaration.Kind, isMainActor: Bool)
    }

    /// Why a fact got no declaration.
    public struct Skipped: Error, Sendable, Equatable {
        public var reason: String
    }

    /// Every type known to the SDK and Foundation (and those being written), by path.
    let types: [String: SurfaceDeclaration]
    /// Paths of every declaration known (members too: `UIColor.init()`).
    let paths: Set<String>
    /// Each enum's cases, in order.
    let cases: [String: [SurfaceDeclaration]]
    /// Each RawRepresentable type's raw type, from its `init(rawValue:)` or `rawValue`.
    let rawTypes: [String: String]

    public init(known: [SurfaceDeclaration]) {
        types = Dictionary(known.filter(\.isType).map { ($0.path, $0) }) { first, _ in first }
        paths = Set(known.map(\.path))
        cases = Dictionary(grouping: known.filter { $0.kind == .case }, by: \.owner)
        var raw: [String: String] = [:]
        for declaration in known {
            if declaration.path.hasSuffix(".init(rawValue:)"), let type = declaration.parameters.first {
                raw[declaration.owner] = type.replacingOccurrences(of: " = default", with: "")
            } else if declaration.path.hasSuffix(".rawValue"), declaration.kind == .var, let type = declaration.type, raw[declaration.owner] == nil {
                raw[declaration.owner] = type
            }
        }
        rawTypes = raw
    }

    /// A function type as Swift spells it: the facts' normalised `Void -> Void` is `() -> Void`.
    static func spelled(_ type: String) -> String {
        type.replacingOccurrences(of: #"(?<![\w.>\]])Void ->"#, with: "() ->", options: .regularExpression)
    }

    // MARK: - Empty values

    /// The value a property of `type` starts with, and a method answers, when nothing was given:
    /// nil, zero, false, empty; an enum's case of raw value 0 (else its first); an option set's
    /// `[]`; a class's own `init()`. Nil when no such value exists here.
    public func emptyValue(_ type: String, owner: String = "") -> String? {
        let type = type.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
        if type == "Void" || type == "()" { return "()" }
        if let known = Self.literals[type] { return known }
        if type.hasPrefix("["), type.hasSuffix("]") { return Self.topLevelColon(in: String(type.dropFirst().dropLast())) ? "[:]" : "[]" }
        if type.hasPrefix("Set<") { return "[]" }
        if type.hasPrefix("("), type.hasSuffix(")"), !type.contains("->") {
            // A tuple `(slice: CGRect, remainder: CGRect)`.
            let elements = Self.splitTopLevel(String(type.dropFirst().dropLast()), separator: ",")
            var values: [String] = []
            for element in elements {
                let parts = element.split(separator: ":", maxSplits: 1)
                let elementType = String(parts.last ?? "").trimmingCharacters(in: .whitespaces)
                guard let value = emptyValue(elementType, owner: owner) else { return nil }
                values.append(parts.count == 2 ? "\(parts[0].trimmingCharacters(in: .whitespaces)): \(value)" : value)
            }
            return "(" + values.joined(separator: ", ") + ")"
        }
        guard let resolved = resolve(type, from: owner), let declaration = types[resolved] else { return nil }
        switch declaration.kind {
        case .enum:
            let all = cases[resolved] ?? []
            let simple = all.filter(\.parameters.isEmpty)
            guard let chosen = simple.first(where: { $0.type == "0" }) ?? simple.first else { return nil }
            return resolved + "." + Self.escaped(chosen.path.split(separator: ".").last.map(String.init) ?? "")
        case .struct, .class:
            if declaration.inherited.contains("OptionSet") { return "[]" }
            if paths.contains(resolved + ".init()") { return resolved + "()" }
            if declaration.kind == .class, inheritsFrom(resolved, "UIView"), paths.contains("UIView.init(frame:)") {
                return resolved + "(frame: .zero)"
            }
            if declaration.inherited.contains("RawRepresentable"), let raw = rawType(of: resolved) {
                return "\(resolved)(rawValue: \(raw == "String" ? "\"\"" : "0"))"
            }
            return nil
        case .typealias:
            return declaration.type.flatMap { emptyValue($0, owner: owner) }
        default:
            return nil
        }
    }

    /// Values of Swift's and Foundation's types, and UIKit's whose empty value is not `init()`.
    static let literals: [String: String] = {
        var values: [String: String] = [
            "Bool": "false", "String": "\"\"", "Any": "()", "AnyObject": "NSObject()",
            "CGRect": ".zero", "CGSize": ".zero", "CGPoint": ".zero", "CGVector": ".zero",
            "UIEdgeInsets": ".zero", "NSDirectionalEdgeInsets": ".zero", "UIOffset": ".zero",
            "CGAffineTransform": ".identity", "CATransform3D": "CATransform3DIdentity",
            "NSRange": "NSRange(location: 0, length: 0)", "Date": "Date(timeIntervalSince1970: 0)",
            "Data": "Data()", "IndexPath": "IndexPath(item: 0, section: 0)", "UUID": "UUID()",
            "UIColor": "UIColor.clear", "UIFont": "UIFont.systemFont(ofSize: 17)", "UIImage": "UIImage()",
            "NSAttributedString": "NSAttributedString(string: \"\")", "CGPath": "CGMutablePath()",
            "CGColor": "UIColor.clear.cgColor", "Selector": "Selector(\"\")", "URL": "URL(fileURLWithPath: \"/\")"
        ]
        for number in [
            "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "CGFloat", "TimeInterval", "CFTimeInterval", "NSInteger", "NSUInteger", "CFTypeID", "CFIndex", "Float80"
        ] {
            values[number] = "0"
        }
        return values
    }()

    /// The raw type of a RawRepresentable type the facts know, from its `init(rawValue:)`.
    func rawType(of type: String) -> String? {
        rawTypes[type]
    }

    /// The path of `type` as written inside `owner` (a nested name is looked up outward).
    func resolve(_ type: String, from owner: String) -> String? {
        var base = type
        if let generic = base.firstIndex(of: "<") { base = String(base[..<generic]) }
        var scope = owner
        while true {
            let candidate = scope.isEmpty ? base : scope + "." + base
            if types[candidate] != nil { return candidate }
            guard !scope.isEmpty else { return nil }
            scope = scope.contains(".") ? String(scope[..<scope.lastIndex(of: ".")!]) : ""
        }
    }

    func inheritsFrom(_ type: String, _ ancestor: String) -> Bool {
        var current: String? = type, seen = Set<String>()
        while let name = current, seen.insert(name).inserted {
            if name == ancestor { return true }
            current = types[name]?.inherited.first
        }
        return false
    }

    /// Swift's own types and the generic parameters UIKit's declarations name.
    static let swiftNames: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float80", "Bool",
        "String", "Character", "Substring", "Array", "Dictionary", "Set", "Optional", "Any", "AnyObject", "AnyHashable", "AnyClass",
        "Void", "Never", "Error", "Result", "Hasher", "Encoder", "Decoder", "Mirror", "KeyPath", "WritableKeyPath",
        "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath", "Range", "ClosedRange", "Sequence", "Collection", "Equatable",
        "Hashable", "Comparable", "Codable", "Sendable", "RawRepresentable", "OptionSet", "Identifiable", "CaseIterable",
        "ExpressibleByArrayLiteral", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "SetAlgebra", "UnsafePointer", "UnsafeMutablePointer",
        "UnsafeRawPointer",
        "UnsafeMutableRawPointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "OpaquePointer", "ObjectIdentifier",
        "Self", "Type", "Protocol", "PlaygroundQuickLook", "StaticString", "Unmanaged", "CVarArg", "CustomStringConvertible",
        "SectionIdentifierType", "ItemIdentifierType", "Value", "Root", "T", "U", "Element", "Key"
    ]

    /// The types `fact` names (its type, parameters and result) that neither the SDK, Foundation
    /// nor Swift declares here.
    public func unknownTypes(_ fact: SurfaceDeclaration) -> [String] {
        let texts = [fact.type ?? ""] + fact.parameters + (fact.isType ? fact.inherited : [])
        var unknown: [String] = []
        for text in texts {
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                guard character.isLetter || character == "_",
                    index == text.startIndex
                        || !(text[text.index(before: index)].isLetter
                            || text[text.index(before: index)].isNumber || text[text.index(before: index)] == "_" || text[text.index(before: index)] == ".")
                else {
                    index = text.index(after: index)
                    continue
                }
                var end = index
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" || text[end] == "." { end = text.index(after: end) }
                var name = String(text[index..<end])
                while name.hasSuffix(".") { name.removeLast() }
                index = end
                guard name.first?.isUppercase == true || name.hasPrefix("_") else { continue }
                let head = String(name.split(separator: ".")[0])
                if Self.swiftNames.contains(head), !name.contains(".") || head == "Optional" { continue }
                if name.hasSuffix(".Type") || name.hasSuffix(".Protocol") { name = String(name[..<name.lastIndex(of: ".")!]) }
                if Self.swiftNames.contains(name) || resolve(name, from: fact.isType ? fact.path : fact.owner) != nil { continue }
                if !unknown.contains(name) { unknown.append(name) }
            }
        }
        return unknown
    }

    // MARK: - Declarations

    /// The declaration of `fact` at `place`, or why none can be written.
    public func declaration(_ fact: SurfaceDeclaration, at place: Place) -> Result<String, Skipped> {
        let name = Self.memberName(fact)
        let owner = fact.owner
        if name.first.map({ !$0.isLetter && $0 != "_" }) == true {
            return .failure(Skipped(reason: "an operator: its type conforms to the protocol that gives it"))
        }
        if fact.type == "Self" || fact.parameters.contains(where: { $0.contains("Self") }) {
            return .failure(Skipped(reason: "names Self"))
        }
        let unknown = unknownTypes(fact)
        if !unknown.isEmpty {
            return .failure(Skipped(reason: "names \(unknown.joined(separator: ", ")), which the SDK does not mirror"))
        }
        let isolation = isolationWord(fact, place)
        switch fact.kind {
        case .var: return variable(fact, name, owner, place, isolation)
        case .func: return function(fact, name, owner, place, isolation)
        case .`init`: return initializer(fact, owner, place, isolation)
        case .case:
            let raw = fact.type.map { " = \($0)" } ?? ""
            let payload = fact.parameters.isEmpty ? "" : "(" + fact.parameters.joined(separator: ", ") + ")"
            return .success("case \(Self.escaped(name))\(payload)\(fact.parameters.isEmpty ? raw : "")")
        case .typealias:
            return .success("public typealias \(name) = \(Self.spelled(fact.type ?? "Void"))")
        default:
            return .failure(Skipped(reason: "a \(fact.kind.rawValue): written by typeDeclaration"))
        }
    }

    private func isolationWord(_ fact: SurfaceDeclaration, _ place: Place) -> String {
        let ownerIsolated: Bool
        switch place {
        case .classBody(let isolated), .valueBody(let isolated), .extension(_, let isolated): ownerIsolated = isolated
        case .protocolBody: ownerIsolated = false
        }
        if fact.isMainActor, !ownerIsolated { return "@MainActor " }
        if !fact.isMainActor, ownerIsolated { return "nonisolated " }
        return ""
    }

    private func access(_ fact: SurfaceDeclaration, _ place: Place) -> String {
        switch place {
        case .protocolBody: return ""
        case .classBody: return fact.access == "open" && fact.staticness != "static" ? "open " : "public "
        default: return "public "
        }
    }

    private func staticWord(_ fact: SurfaceDeclaration, _ place: Place) -> String {
        guard let staticness = fact.staticness else { return "" }
        switch place {
        case .classBody where staticness == "class", .extension(.class, _) where staticness == "class": return "class "
        default: return "static "
        }
    }

    private func variable(_ fact: SurfaceDeclaration, _ name: String, _ owner: String, _ place: Place, _ isolation: String)
        -> Result<String, Skipped>
    {
        guard let type = fact.type.map(Self.spelled) else { return .failure(Skipped(reason: "a property without a type")) }
        let head = isolation + access(fact, place) + staticWord(fact, place)
        if case .protocolBody = place {
            return .success("\(isolation)\(fact.staticness != nil ? "static " : "")var \(Self.escaped(name)): \(type) { get\(fact.isSettable ? " set" : "") }")
        }
        guard let empty = emptyValue(type, owner: owner) else {
            return .failure(Skipped(reason: "no empty value of \(type) here"))
        }
        let stored = "_" + name
        switch (place, fact.isSettable, fact.staticness) {
        case (_, false, _):
            return .success("\(head)var \(Self.escaped(name)): \(type) { \(empty) }")
        case (.classBody, true, "class"):
            // A class property that subclasses override keeps its value in a static of its own.
            return .success(
                """
                private nonisolated(unsafe) static var \(stored): \(type) = \(empty)
                \(head)var \(Self.escaped(name)): \(type) {
                    get { Self.\(stored) }
                    set { Self.\(stored) = newValue }
                }
                """)
        case (.classBody, true, _), (.valueBody, true, _):
            let unsafe = isolation == "nonisolated " ? "nonisolated(unsafe) " : ""
            let prefix = unsafe.isEmpty ? head : head.replacingOccurrences(of: "nonisolated ", with: unsafe)
            return .success("\(prefix)var \(Self.escaped(name)): \(type) = \(empty)")
        case (.extension(let kind, _), true, let staticness):
            if staticness != nil {
                return .success(
                    """
                    private nonisolated(unsafe) static var \(stored): \(type) = \(empty)
                    \(head)var \(Self.escaped(name)): \(type) {
                        get { Self.\(stored) }
                        set { Self.\(stored) = newValue }
                    }
                    """)
            }
            guard kind == .class else { return .failure(Skipped(reason: "a settable property of a value type declared elsewhere")) }
            // A class declared elsewhere (Foundation's): its value kept beside the object.
            return .success(
                """
                \(head)var \(Self.escaped(name)): \(type) {
                    get { StandInStorage.value(of: self, "\(name)", default: \(empty)) }
                    set { StandInStorage.set(newValue, of: self, "\(name)") }
                }
                """)
        default:
            return .failure(Skipped(reason: "not writable here"))
        }
    }

    /// `forProtocol`: a requirement's list, which takes no default values.
    private func parameterList(_ fact: SurfaceDeclaration, owner: String, forProtocol: Bool = false) -> Result<String, Skipped> {
        let labels = Self.labels(fact)
        guard labels.count == fact.parameters.count else { return .failure(Skipped(reason: "labels and parameters differ")) }
        var written: [String] = []
        for (index, (label, type)) in zip(labels, fact.parameters).enumerated() {
            var type = Self.spelled(type)
            var defaultValue = ""
            if type.hasSuffix(" = default"), forProtocol {
                type = String(type.dropLast(" = default".count))
            }
            if type.hasSuffix(" = default") {
                type = String(type.dropLast(" = default".count))
                guard let empty = emptyValue(type, owner: owner) else {
                    return .failure(Skipped(reason: "no empty value of \(type) for a default argument"))
                }
                defaultValue = " = " + empty
            }
            let name = "p\(index)"
            written.append((label == "_" ? "_ \(name)" : label == name ? name : "\(label) \(name)") + ": \(type)\(defaultValue)")
        }
        return .success(written.joined(separator: ", "))
    }

    private func effects(_ fact: SurfaceDeclaration) -> String {
        (fact.traits.contains("async") ? " async" : "") + (fact.traits.contains("throws") ? " throws" : "")
    }

    private func function(_ fact: SurfaceDeclaration, _ name: String, _ owner: String, _ place: Place, _ isolation: String)
        -> Result<String, Skipped>
    {
        let parameters: String
        switch parameterList(fact, owner: owner, forProtocol: place == .protocolBody) {
        case .success(let list): parameters = list
        case .failure(let why): return .failure(why)
        }
        let result = fact.type.map { $0 == "Void" ? "" : " -> \(Self.spelled($0))" } ?? ""
        let mutating = fact.traits.contains("mutating") ? "mutating " : ""
        let signature = "func \(Self.escaped(name))(\(parameters))\(effects(fact))\(result)"
        if case .protocolBody = place {
            return .success(isolation + (fact.staticness != nil ? "static " : "") + mutating + signature)
        }
        var body = ""
        if let type = fact.type, type != "Void" {
            guard let empty = emptyValue(type, owner: owner) else { return .failure(Skipped(reason: "no empty value of \(type) to answer")) }
            body = empty
        }
        let head = isolation + access(fact, place) + staticWord(fact, place) + mutating
        if fact.traits.contains("optional") || fact.traits.contains("requirement") {
            // A protocol's default: an optional requirement's absence, as UIKitOptionalRequirement reads it.
            let mark = "UIKitOptionalRequirement.markDefault()"
            return .success("\(head)\(signature) {\n    \(mark)\(body.isEmpty ? "" : "\n    return " + body)\n}")
        }
        return .success("\(head)\(signature) { \(body) }")
    }

    private func initializer(_ fact: SurfaceDeclaration, _ owner: String, _ place: Place, _ isolation: String) -> Result<String, Skipped> {
        let parameters: String
        switch parameterList(fact, owner: owner, forProtocol: place == .protocolBody) {
        case .success(let list): parameters = list
        case .failure(let why): return .failure(why)
        }
        let failable = fact.traits.contains("init?") ? "?" : fact.traits.contains("init!") ? "!" : ""
        let signature = "init\(failable)(\(parameters))\(effects(fact))"
        if case .protocolBody = place { return .success(signature) }
        let kind = types[owner]?.kind
        if kind == .class
            || {
                if case .classBody = place { return true }; return false
            }()
        {
            // A convenience initialiser is callable as iOS's designated one is; it makes the
            // object as the class's own `init()` (a view, with a zero frame) does.
            let delegate: String
            let declaresOthers = paths.contains { $0.hasPrefix(owner + ".init(") }
            if paths.contains(owner + ".init()") || !declaresOthers && !inheritsFrom(owner, "UIView") && inheritsFrom(owner, "NSObject") {
                delegate = "self.init()"
            } else if inheritsFrom(owner, "UIView") {
                delegate = "self.init(frame: .zero)"
            } else {
                return .failure(Skipped(reason: "no initialiser of \(owner) to delegate to"))
            }
            return .success("\(isolation)public convenience \(signature) { \(delegate) }")
        }
        if let raw = rawType(of: owner) {
            // A key made from its raw value (`init(_ rawValue: String)`), else from an empty one.
            let value = fact.parameters.count == 1 && fact.parameters[0] == raw ? "p0" : (emptyValue(raw) ?? "0")
            return .success("\(isolation)public \(signature) { self.init(rawValue: \(value)) }")
        }
        // init() itself cannot delegate to init(): it would call itself for ever.
        guard paths.contains(owner + ".init()"), !fact.parameters.isEmpty else {
            return .failure(Skipped(reason: "no initialiser of \(owner) to delegate to"))
        }
        return .success("\(isolation)public \(signature) { self.init() }")
    }

    // MARK: - Types

    /// A type the SDK lacks, with the facts of its members: an enum of its cases, an option set,
    /// a raw-value key, a struct or class of stored properties; `members` written into it.
    public func typeDeclaration(_ fact: SurfaceDeclaration, caseFacts: [SurfaceDeclaration], isMainActor: Bool) -> Result<String, Skipped> {
        let name = Self.escaped(fact.path.split(separator: ".").last.map(String.init) ?? fact.path)
        let unknown = unknownTypes(fact)
        if !unknown.isEmpty {
            return .failure(Skipped(reason: "names \(unknown.joined(separator: ", ")), which the SDK does not mirror"))
        }
        let actor = fact.isMainActor ? "@MainActor " : ""
        switch fact.kind {
        case .enum:
            let raw = fact.inherited.first.flatMap { Self.rawTypes.contains($0) ? $0 : nil }
            // Cases with payloads (closures among them) make no Hashable enum.
            let plain = caseFacts.allSatisfy(\.parameters.isEmpty)
            let conformances = ([raw].compactMap { $0 } + (plain ? ["Hashable"] : []) + ["Sendable"]).joined(separator: ", ")
            let body = caseFacts.map { caseFact -> String in
                let caseName = Self.escaped(caseFact.path.split(separator: ".").last.map(String.init) ?? "")
                if !caseFact.parameters.isEmpty { return "    case \(caseName)(" + caseFact.parameters.joined(separator: ", ") + ")" }
                return "    case \(caseName)" + (raw != nil && raw != "String" ? caseFact.type.map { " = \($0)" } ?? "" : "")
            }
            return .success("\(actor)public enum \(name): \(conformances) {\n" + body.joined(separator: "\n") + "\n}")
        case .struct:
            if fact.inherited.contains("OptionSet") {
                let raw = rawType(of: fact.path) ?? "UInt"
                return .success(
                    """
                    \(actor)public struct \(name): OptionSet, Hashable, Sendable {
                        public let rawValue: \(raw)
                        public init(rawValue: \(raw)) { self.rawValue = rawValue }
                    }
                    """)
            }
            if fact.inherited.contains("RawRepresentable") {
                let raw = rawType(of: fact.path) ?? "String"
                return .success(
                    """
                    \(actor)public struct \(name): Hashable, RawRepresentable, Sendable {
                        public var rawValue: \(raw)
                        public init(rawValue: \(raw)) { self.rawValue = rawValue }
                    }
                    """)
            }
            let conformances = fact.inherited.filter { ["Hashable", "Equatable", "Sendable"].contains($0) }
            return .success(
                "\(actor)public struct \(name)\(conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) {\n    public init() {}\n}")
        case .class:
            let inherited = fact.inherited.filter { types[$0] != nil || $0 == "NSObject" }
            let superclass = inherited.first ?? "NSObject"
            return .success("\(actor)open class \(name): \(superclass) {}")
        case .typealias:
            return .success("public typealias \(name) = \(Self.spelled(fact.type ?? "Void"))")
        default:
            return .failure(Skipped(reason: "not a type"))
        }
    }

    static let rawTypes: Set<String> = ["Int", "UInt", "Int32", "UInt32", "Int64", "UInt64", "Int8", "UInt8", "Int16", "UInt16", "String"]

    // MARK: - Names

    /// `item` of `NSIndexPath.item`, `indexPath` of `UICollectionView.indexPath(for:)`.
    static func memberName(_ fact: SurfaceDeclaration) -> String {
        let head = fact.path.split(separator: "(", maxSplits: 1).first.map(String.init) ?? fact.path
        return head.split(separator: ".").last.map(String.init) ?? head
    }

    /// The argument labels of a function or initialiser path (`(_:with:)` → `_`, `with`).
    static func labels(_ fact: SurfaceDeclaration) -> [String] {
        guard let open = fact.path.firstIndex(of: "("), fact.path.hasSuffix(")") else { return [] }
        let inside = fact.path[fact.path.index(after: open)..<fact.path.index(before: fact.path.endIndex)]
        return inside.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }

    static let keywords: Set<String> = [
        "default", "class", "struct", "enum", "protocol", "init", "func", "var", "let", "import",
        "in", "is", "as", "self", "Self", "super", "static", "public", "private", "internal",
        "operator", "subscript", "extension", "return", "true", "false", "nil", "where", "while",
        "for", "if", "else", "switch", "case", "break", "continue", "repeat", "do", "catch", "throw",
        "throws", "try", "defer", "guard", "inout", "typealias", "associatedtype", "Type", "Protocol"
    ]

    static func escaped(_ name: String) -> String {
        let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        return keywords.contains(bare) ? "`\(bare)`" : bare
    }

    static func topLevelColon(in text: String) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            default: break
            }
            if character == separator, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
