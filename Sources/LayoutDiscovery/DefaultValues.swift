import Foundation

/// Swift expressions of a default value for a type as the sources write it, for what the app
/// would pass and discovery cannot know: an initialiser's arguments, a stand-in delegate's
/// answers. Decided once (`help decisions`): the SDK's default for a parameter type (lengths 100,
/// counts 2, sizes 100 × 100, flags false; StandInDelegate.defaultValue), nil for an optional,
/// empty text and collections, each element of a tuple, an enum's first case without values, a
/// model of the folder made with `init()` or with defaults for its initialiser's arguments, for
/// a protocol of the folder what adopts it, else, as what a type's initialiser takes, a stand-in
/// (DelegateStandIn.valueStandIn).
struct DefaultValues {
    let index: SourceIndex
    let finder: LayoutFinder

    /// Types the SDK's StandInDelegate.defaultValue answers (LayoutParameterValue conformances).
    static let parameterTypes: Set<String> = LayoutFinder.parameterTypes.union(["Float"])

    /// An expression of `written`'s type, or nil when none can be made; `depth` bounds how deep
    /// a model's initialiser arguments are followed.
    func expression(for written: String, depth: Int = 0) -> String? {
        let type = written.trimmingCharacters(in: .whitespaces)
        guard depth < 4, !type.isEmpty else { return nil }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
        if Self.parameterTypes.contains(type) { return "StandInDelegate.defaultValue(\(type).self)" }
        switch type {
        case "String", "Substring": return "\"\""
        case "Void", "()": return "()"
        // A view's frame (`init(frame: CGRect)`): the view is laid out by who shows it.
        case "CGRect": return "CGRect.zero"
        default: break
        }
        if type.hasPrefix("["), type.hasSuffix("]") { return Self.isDictionary(type) ? "[:]" : "[]" }
        if type.hasPrefix("Set<") || type.hasPrefix("Array<") { return "[]" }
        if let closure = closure(type, depth: depth) { return closure }
        if type.hasPrefix("("), type.hasSuffix(")"), !type.contains("->") { return tuple(type, depth: depth) }
        let bare = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
        let simple = SourceIndex.simpleName(index.resolved(SourceIndex.simpleName(bare)))
        // UIKit's classes that init() makes: a layout, a view, a controller.
        if index.types[simple] == nil, LayoutFinder.uikitLayouts[simple] == true || LayoutFinder.constructibleBases.contains(simple) {
            return "\(simple)()"
        }
        guard let info = index.types[simple], !info.isGeneric, !info.isPrivate else { return nil }
        switch info.kind {
        case .enum:
            return info.plainCaseNames.first.map { "\(info.qualifiedName).\($0)" }
        case .class, .struct:
            guard info.kind == .struct || finder.uikitAncestor(simple) == nil else { return nil }
            if finder.isConstructible(simple) { return "\(info.qualifiedName)()" }
            if let made = arguments(of: info, depth: depth + 1).map({ "\(info.qualifiedName)(\($0))" }) { return made }
            // Made in a storyboard or nib only: made that way, as UIKit does (init?(coder:), then awakeFromNib()).
            if info.kind == .class, let coder = info.initializers.first(where: \.isCoder), !coder.onlyTraps {
                return "{ let made = \(info.qualifiedName)(coder: StoryboardCoder())!; made.awakeFromNib(); return made }()"
            }
            return nil
        case .protocol:
            // What the app passes: a type of the folder that adopts it (a view model for its protocol).
            let adopters = index.types.values.filter { ($0.kind == .class || $0.kind == .struct) && $0.inherited.contains(simple) && !$0.isGeneric }
            for adopter in adopters.sorted(by: { $0.name < $1.name }) {
                if let value = expression(for: adopter.name, depth: depth + 1) { return value }
            }
            // What an initialiser of a type being made takes (`init(theme:delegate:)`), when the
            // folder makes none (the app's own is elsewhere): a stand-in answering defaults. A
            // factory's or a requirement's protocol is the app's to give, as before.
            guard depth > 0 else { return nil }
            return DelegateStandIn.valueStandIn(for: simple, index: index).map { "\($0.className)()" }
        default:
            return nil
        }
    }

    /// The arguments of `info`'s first plain initialiser whose every argument has a default.
    func arguments(of info: SourceIndex.TypeInfo, depth: Int) -> String? {
        for initializer in info.initializers where initializer.isPlain && !initializer.arguments.isEmpty {
            let values = initializer.arguments.map { expression(for: $0.type, depth: depth) }
            guard values.allSatisfy({ $0 != nil }) else { continue }
            return zip(initializer.arguments, values).map { $0.label == "_" ? $1! : "\($0.label): \($1!)" }.joined(separator: ", ")
        }
        return nil
    }

    /// A closure that does nothing, for a function type (`@escaping () -> Void`, `(Int) -> Bool`):
    /// it takes its arguments and answers its result's default; nil for another type.
    private func closure(_ type: String, depth: Int) -> String? {
        var text = type
        while text.hasPrefix("@") {
            guard let space = text.firstIndex(of: " ") else { return nil }
            text = String(text[text.index(after: space)...]).trimmingCharacters(in: .whitespaces)
        }
        guard text.hasPrefix("("), let arrow = Self.topLevelArrow(in: text) else { return nil }
        var parameters = String(text[..<arrow]).trimmingCharacters(in: .whitespaces)
        // `() async throws -> T`: the effects are the closure's, not its parameters'.
        while let last = parameters.split(separator: " ").last, ["throws", "async", "rethrows"].contains(last) {
            parameters = String(parameters.dropLast(last.count)).trimmingCharacters(in: .whitespaces)
        }
        let result = String(text[text.index(arrow, offsetBy: 2)...]).trimmingCharacters(in: .whitespaces)
        let count = Self.topLevelSplit(String(parameters.dropFirst().dropLast())).count
        let names = Array(repeating: "_", count: count).joined(separator: ", ")
        let head = count == 0 ? "" : names + " in "
        if result == "Void" || result == "()" { return count == 0 ? "{}" : "{ \(head)}" }
        guard let value = expression(for: result, depth: depth + 1) else { return nil }
        return "{ \(head)\(value) }"
    }

    /// Where `text`'s own `->` is (not one inside a parameter's function type).
    static func topLevelArrow(in text: String) -> String.Index? {
        var depth = 0, index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "-" where text[index...].hasPrefix("->"):
                if depth == 0 { return index }
                index = text.index(after: index)
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `(x: CGFloat, Int)` → `(x: …, …)`.
    private func tuple(_ type: String, depth: Int) -> String? {
        let elements = Self.topLevelSplit(String(type.dropFirst().dropLast()))
        var values: [String] = []
        for element in elements {
            let parts = element.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let (label, elementType) = parts.count == 2 && !parts[0].contains(" ") && !parts[0].contains("<") ? (parts[0] + ": ", parts[1]) : ("", element)
            guard let value = expression(for: elementType, depth: depth + 1) else { return nil }
            values.append(label + value)
        }
        return "(" + values.joined(separator: ", ") + ")"
    }

    /// `[String: Int]` is a dictionary; `[[String: Int]]` is not.
    static func isDictionary(_ type: String) -> Bool {
        var depth = 0
        for character in type.dropFirst().dropLast() {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// `a, (b, c), d<e, f>` split at the commas outside brackets.
    static func topLevelSplit(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current.trimmingCharacters(in: .whitespaces)) }
        return parts
    }
}
