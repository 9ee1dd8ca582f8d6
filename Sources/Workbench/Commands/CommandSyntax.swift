import Foundation
/// A command's forms as data: literal words, flags, options with their values and positional
/// values with their kinds, read once from the usage notation its declaration is written in
/// (as docopt reads usage text). Help, completion, the reference and argument checking all come
/// from this one reading.
///
/// The notation: words separated by spaces; `[…]` optional; `a|b` a choice between neighbouring
/// atoms, except inside brackets, where `|` separates runs of atoms (`[visible|all|rect X Y W H]`,
/// as docopt reads it); `X...` repeated; `--name` a flag, `--name VALUE` an option (a placeholder or
/// a choice of literals follows it); UPPERCASE words are placeholders, anything else a literal. A form may
/// be followed by two or more spaces and a description.
package struct CommandSyntax: Equatable, Sendable {
    package indirect enum Element: Equatable, Sendable {
        /// A word typed as it stands: a subcommand, a choice (`visible`, `on`, `<=`).
        case literal(String)
        /// A flag that takes no value.
        case flag(String)
        /// A flag followed by its value.
        case option(String, value: Element)
        /// A value the user supplies.
        case positional(Placeholder)
        /// What may be left out.
        case optional([Element])
        /// One of several.
        case choice([Element])
        /// One or more.
        case repeated(Element)
        /// Words in order: one alternative of a choice inside brackets (`rect X Y W H` in
        /// `[visible|all|rect X Y W H]`).
        case sequence([Element])
    }

    /// A value the user supplies, named as the usage names it.
    package struct Placeholder: Equatable, Sendable {
        package var name: String
        package var kind: Kind

        /// What a placeholder stands for: how it is checked, and completed.
        package enum Kind: Equatable, Sendable {
            case number, integer, size, file, layout, plugin, parameter, commandOrTopic, metric, word
        }

        /// The kind a placeholder's name says, decided here once for every command.
        static func kind(of name: String) -> Kind {
            switch name {
            case "X", "Y", "W", "H", "DX", "DY", "VX", "VY", "MS", "RATE", "SECONDS", "VALUE", "TOP", "LEFT", "BOTTOM", "RIGHT":
                return .number
            case "N", "R", "SECTION", "ITEM", "COLS", "ROWS", "A..B": return .integer
            case "WxH": return .size
            case "FILE", "LIBRARY": return .file
            case "LAYOUT", "PLUGIN:LAYOUT": return .layout
            case "PLUGIN": return .plugin
            case "NAME=VALUE", "PARAMETER": return .parameter
            case "COMMAND", "TOPIC": return .commandOrTopic
            case "METRIC": return .metric
            default: return .word
            }
        }
    }

    /// One form of the command, without its name, and the description written beside it
    /// (`gap` spaces after the form, so descriptions line up as declared).
    package struct Form: Equatable, Sendable {
        package var elements: [Element]
        package var description: String?
        package var gap: Int = 2
    }

    /// A line of the command's help: a form, or text that explains the forms around it.
    package enum Line: Equatable, Sendable {
        case form(Form)
        case text(String)
    }

    package let command: String
    /// The usage line's forms (`|` between them), shown with errors.
    package let usage: [Form]
    /// The help lines: the forms with their descriptions and the text between them; nil when
    /// the usage line is the help.
    package let help: [Line]?
    /// Every form, the usage line's and the help's.
    package let forms: [Form]
    /// The flags and options any form has (`--json`, `--limit`).
    package let flags: Set<String>
    /// The options whose value is a file the command writes or reads (`--svg FILE`).
    package let fileOptions: Set<String>
    /// Every literal word of every form (subcommands, choices, an option's fixed values).
    package let literalWords: Set<String>
    /// Every placeholder of every form, in order.
    package let placeholders: [Placeholder]
    /// True when a placeholder takes any text (a word starting with `--` may then be its value).
    package let takesText: Bool

    /// Reads the usage line and the help's lines (nil: the usage line is the help); help lines
    /// that do not start with `command` are text. Traps on notation it cannot read: a
    /// declaration is the program's own text, and a test reads every one.
    package init(command: String, usage: String, help: [String]? = nil) {
        self.command = command
        self.usage = usage.components(separatedBy: " | ").map { Self.form($0, command: command)! }
        self.help = help.map { lines in
            lines.map { line in Self.form(line, command: command).map(Line.form) ?? .text(line) }
        }
        // What the matcher, help and completion ask of the forms, read once from every element.
        forms = self.usage + (self.help ?? []).compactMap { line in if case .form(let form) = line { form } else { nil } }
        let all = forms.flatMap { $0.elements.flatMap(\.flattened) }
        flags = Set(
            all.compactMap { element -> String? in
                switch element {
                case .flag(let name), .option(let name, _): name
                default: nil
                }
            })
        fileOptions = Set(
            all.compactMap { element -> String? in
                if case .option(let name, .positional(let placeholder)) = element, placeholder.kind == .file { name } else { nil }
            })
        literalWords = Set(all.compactMap { if case .literal(let word) = $0 { word } else { nil } })
        placeholders = all.compactMap { if case .positional(let placeholder) = $0 { placeholder } else { nil } }
        takesText = placeholders.contains { $0.name == "TEXT" }
    }

    /// One form read from `text` (a form, two or more spaces, a description), or nil when the
    /// text does not start with the command.
    private static func form(_ text: String, command: String) -> Form? {
        let (form, gap, description) = split(text)
        var tokens = Self.tokens(form)
        guard tokens.first == command else { return nil }
        tokens.removeFirst()
        var reader = TokenReader(tokens: tokens)
        let elements = reader.sequence(until: nil)
        precondition(reader.atEnd, "CommandSyntax: cannot read '\(form)'")
        return Form(elements: elements, description: description, gap: gap)
    }

    /// The usage line as text: its forms, `|` between them.
    package var usageText: String { usage.map(rendered).joined(separator: " | ") }

    /// The help's lines as text (the usage line when no help is declared).
    package var helpText: [String] {
        guard let help else { return [usageText] }
        return help.map { line in
            switch line {
            case .form(let form): return rendered(form)
            case .text(let text): return text
            }
        }
    }

    /// What the first argument names in some form (the first placeholder a form can start with).
    package var firstArgument: Placeholder.Kind? {
        for form in forms {
            guard let first = form.elements.first else { continue }
            if let kind = Self.leadingPlaceholders(first).first?.kind, Self.completed.contains(kind) { return kind }
        }
        return nil
    }

    /// The kinds whose values completion can offer.
    static let completed: [Placeholder.Kind] = [.layout, .plugin, .parameter, .commandOrTopic, .file, .metric]

    private static func leadingPlaceholders(_ element: Element) -> [Placeholder] {
        switch element {
        case .positional(let placeholder): return [placeholder]
        case .optional(let elements), .sequence(let elements): return elements.first.map(leadingPlaceholders) ?? []
        case .choice(let elements): return elements.flatMap(leadingPlaceholders)
        case .repeated(let element): return leadingPlaceholders(element)
        case .literal, .flag, .option: return []
        }
    }

    /// The literal words and flags to offer after `typed` (the command and the words so far):
    /// after a form's leading literal (a subcommand) only the forms it starts count; words
    /// already typed are not offered again.
    package func words(after typed: [String]) -> [String] {
        let chosen = typed.count > 1 ? forms.filter { Self.leadingLiterals($0.elements.first).contains(typed[1]) } : []
        var words: [String] = []
        if chosen.isEmpty {
            for form in forms { form.elements.forEach { Self.collect($0, into: &words) } }
        } else {
            for form in chosen { form.elements.dropFirst().forEach { Self.collect($0, into: &words) } }
        }
        var seen = Set(typed)
        return words.filter { seen.insert($0).inserted }
    }

    private static func leadingLiterals(_ element: Element?) -> [String] {
        switch element {
        case .literal(let word): return [word]
        case .choice(let elements): return elements.flatMap { leadingLiterals($0) }
        case .sequence(let elements): return leadingLiterals(elements.first)
        default: return []
        }
    }

    private static func collect(_ element: Element, into words: inout [String]) {
        switch element {
        case .literal(let word): if word.first?.isLetter == true { words.append(word) }
        case .flag(let name): words.append(name)
        case .option(let name, let value):
            words.append(name)
            collect(value, into: &words)
        case .optional(let elements), .sequence(let elements): elements.forEach { collect($0, into: &words) }
        case .choice(let elements): elements.forEach { collect($0, into: &words) }
        case .repeated(let element): collect(element, into: &words)
        case .positional: break
        }
    }

    /// A form as the notation writes it, with its description.
    package func rendered(_ form: Form) -> String {
        let text = ([command] + form.elements.map(Self.render)).joined(separator: " ")
        return form.description.map { text + String(repeating: " ", count: form.gap) + $0 } ?? text
    }

    static func render(_ element: Element) -> String {
        switch element {
        case .literal(let word): return word
        case .flag(let name): return name
        case .option(let name, let value): return name + " " + render(value)
        case .positional(let placeholder): return placeholder.name
        case .optional(let elements): return "[" + elements.map(render).joined(separator: " ") + "]"
        case .choice(let elements): return elements.map(render).joined(separator: "|")
        case .repeated(let element): return render(element) + "..."
        case .sequence(let elements): return elements.map(render).joined(separator: " ")
        }
    }

    // MARK: - Reading the notation

    /// A form, the spaces after it and the description beside it (after two or more spaces).
    private static func split(_ text: String) -> (String, Int, String?) {
        guard let gap = text.range(of: "  ") else { return (text, 2, nil) }
        let rest = text[gap.lowerBound...]
        let description = rest.drop { $0 == " " }
        let spaces = rest.count - description.count
        return (String(text[..<gap.lowerBound]), spaces, description.isEmpty ? nil : String(description))
    }

    /// Words, brackets and bars as tokens.
    private static func tokens(_ form: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in form {
            if character == " " || "[]|".contains(character) {
                if !word.isEmpty { tokens.append(word) }
                word = ""
                if character != " " { tokens.append(String(character)) }
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }

    private struct TokenReader {
        var tokens: [String]
        var index = 0

        var atEnd: Bool { index == tokens.count }

        mutating func sequence(until closer: String?) -> [Element] {
            var elements: [Element] = []
            while index < tokens.count, tokens[index] != closer {
                guard let element = choice() else { return elements }
                if case .flag(let name) = element, let value = optionValue() {
                    elements.append(.option(name, value: value))
                } else {
                    elements.append(element)
                }
            }
            return elements
        }

        /// An atom, with its value when it is an option (`--kind cell|supplementary|decoration`).
        mutating func single() -> Element? {
            guard let element = atom() else { return nil }
            if case .flag(let name) = element, let value = optionValue() { return .option(name, value: value) }
            return element
        }

        /// An atom and the atoms `|` joins to it.
        mutating func choice() -> Element? {
            guard var first = atom() else { return nil }
            var alternatives = [first]
            while index < tokens.count, tokens[index] == "|" {
                index += 1
                guard let next = atom() else { return nil }
                alternatives.append(next)
            }
            if alternatives.count > 1 { first = .choice(alternatives) }
            return first
        }

        mutating func atom() -> Element? {
            guard index < tokens.count else { return nil }
            let token = tokens[index]
            index += 1
            if token == "[" {
                // Inside brackets `|` separates runs of atoms: [visible|all|rect X Y W H].
                var alternatives: [[Element]] = [[]]
                while index < tokens.count, tokens[index] != "]" {
                    if tokens[index] == "|" {
                        index += 1
                        alternatives.append([])
                        continue
                    }
                    guard let element = single() else { return nil }
                    alternatives[alternatives.count - 1].append(element)
                }
                guard index < tokens.count, tokens[index] == "]", !alternatives.contains(where: \.isEmpty) else { return nil }
                index += 1
                guard alternatives.count > 1 else { return .optional(alternatives[0]) }
                return .optional([.choice(alternatives.map { $0.count == 1 ? $0[0] : .sequence($0) })])
            }
            guard token != "]", token != "|" else { return nil }
            if token.hasSuffix("..."), token.count > 3 { return .repeated(word(String(token.dropLast(3)))) }
            return word(token)
        }

        func word(_ token: String) -> Element {
            if token.hasPrefix("--") { return .flag(token) }
            if let first = token.first, first.isUppercase {
                return .positional(Placeholder(name: token, kind: Placeholder.kind(of: token)))
            }
            return .literal(token)
        }

        /// The value after a flag: a placeholder, or a choice of literals, standing next.
        mutating func optionValue() -> Element? {
            guard index < tokens.count, tokens[index] != "[", tokens[index] != "]", tokens[index] != "|",
                !tokens[index].hasPrefix("--")
            else { return nil }
            let start = index
            guard let value = choice() else {
                index = start
                return nil
            }
            switch value {
            case .positional: return value
            case .choice(let alternatives) where alternatives.allSatisfy({ if case .literal = $0 { true } else { false } }): return value
            default:
                index = start
                return nil
            }
        }
    }
}

extension CommandSyntax.Element {
    /// This element and every element inside it, depth first (an option's value included).
    package var flattened: [CommandSyntax.Element] {
        switch self {
        case .optional(let elements), .sequence(let elements), .choice(let elements): [self] + elements.flatMap(\.flattened)
        case .repeated(let element), .option(_, value: let element): [self] + element.flattened
        case .literal, .flag, .positional: [self]
        }
    }
}
