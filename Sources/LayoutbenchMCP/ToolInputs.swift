import MCP
import Workbench

/// A command tool's typed inputs, read from the command's declaration (CommandSyntax): each flag a
/// boolean, each option its value typed by its placeholder's kind or an enum of its choices, and,
/// for a command whose usage is one form of placeholders alone (`offset X Y`, `move-item SECTION
/// ITEM X Y [MS]`), each placeholder in order. `arguments`, the words as typed, stays for every form.
struct ToolInputs {
    /// One typed input and where its words go.
    struct Property {
        enum Place { case positional(optional: Bool, repeated: Bool), flag(String), option(String) }

        var name: String
        var place: Place
        var type: String
        var choices: [String]?
        var description: String
    }

    let command: CommandSpec
    let properties: [Property]

    init(_ command: CommandSpec) {
        self.command = command
        var properties: [Property] = []
        var seen = Set<String>()
        func add(_ property: Property) {
            if seen.insert(property.name).inserted { properties.append(property) }
        }
        let syntax = command.syntax
        // Placeholders by name only where the usage is one form of placeholders alone: their order
        // is then the words' order.
        // A command with subcommands (`snapshot OPERATION ARGUMENTS…`) is not: its words are the
        // subcommand's, a file among them (`export FILE`), so they come only as `arguments`.
        if !command.hasSubcommands, syntax.usage.count == 1, let form = syntax.usage.first,
            let placeholders = Self.placeholders(form.elements, optional: false)
        {
            for (placeholder, optional, repeated) in placeholders {
                let type = Self.type(placeholder.kind)
                add(
                    Property(
                        name: placeholder.name, place: .positional(optional: optional, repeated: repeated),
                        type: repeated ? "array" : type, choices: nil,
                        description: "\(placeholder.name) in '\(command.usage)'" + (repeated ? " (one or more)" : "")))
            }
        }
        for form in syntax.forms {
            for element in form.elements { Self.visitFlags(element) { add($0) } }
        }
        self.properties = properties
    }

    /// The placeholders of `elements` in order, with whether each may be left out and repeats;
    /// nil when the form holds a literal or a choice (its words then need `arguments`).
    private static func placeholders(_ elements: [CommandSyntax.Element], optional: Bool)
        -> [(CommandSyntax.Placeholder, Bool, Bool)]?
    {
        var found: [(CommandSyntax.Placeholder, Bool, Bool)] = []
        for element in elements {
            switch element {
            case .positional(let placeholder): found.append((placeholder, optional, false))
            case .repeated(.positional(let placeholder)): found.append((placeholder, optional, true))
            case .optional(let inner):
                guard let more = placeholders(inner, optional: true) else { return nil }
                found += more
            case .flag, .option: break
            case .literal, .choice, .repeated, .sequence: return nil
            }
        }
        return found
    }

    private static func visitFlags(_ element: CommandSyntax.Element, _ add: (Property) -> Void) {
        switch element {
        case .flag(let flag):
            add(Property(name: String(flag.dropFirst(2)), place: .flag(flag), type: "boolean", choices: nil, description: flag))
        case .option(let option, let value):
            switch value {
            case .positional(let placeholder):
                add(
                    Property(
                        name: String(option.dropFirst(2)), place: .option(option), type: type(placeholder.kind), choices: nil,
                        description: "\(option) \(placeholder.name)"))
            case .choice(let alternatives):
                let words = alternatives.compactMap { if case .literal(let word) = $0 { word } else { nil } }
                add(
                    Property(
                        name: String(option.dropFirst(2)), place: .option(option), type: "string", choices: words,
                        description: "\(option) \(words.joined(separator: "|"))"))
            default: break
            }
        case .optional(let elements), .choice(let elements), .sequence(let elements): elements.forEach { visitFlags($0, add) }
        case .repeated(let element): visitFlags(element, add)
        case .literal, .positional: break
        }
    }

    /// A placeholder's kind as a JSON Schema type.
    private static func type(_ kind: CommandSyntax.Placeholder.Kind) -> String {
        switch kind {
        case .number: return "number"
        case .integer: return "integer"
        case .size, .file, .layout, .plugin, .parameter, .commandOrTopic, .metric, .word: return "string"
        }
    }

    /// The input schema: `arguments` and the typed properties.
    var schema: Value {
        var fields: [String: Value] = [
            "arguments": .object(["type": "string", "description": .string("the arguments after '\(command.name)', as typed: \(command.usage)")])
        ]
        for property in properties {
            var field: [String: Value] = ["type": .string(property.type), "description": .string(property.description)]
            if property.type == "array" { field["items"] = .object(["type": "string"]) }
            if let choices = property.choices { field["enum"] = .array(choices.map { .string($0) }) }
            fields[property.name] = .object(field)
        }
        return .object(["type": "object", "properties": .object(fields), "required": .array([])])
    }

    /// The words after the command's name a call's inputs stand for: `arguments` as typed, or the
    /// placeholders in order; then the flags and options. Throws for an input of the wrong type,
    /// an input the tool has not got, a placeholder left out while a later one is given, or both
    /// `arguments` and placeholders.
    func words(from inputs: [String: Value]) throws -> [String] {
        var words: [String] = []
        // Nothing given is dropped: an input this tool has not got, or `arguments` not text, is refused.
        try MCPToolCatalog.refuseUnknownInputs(inputs, of: command.name, takes: ["arguments"] + properties.map(\.name))
        if let arguments = inputs["arguments"], arguments.stringValue == nil {
            throw MCPError.invalidParams("'arguments' takes text, not \(arguments)")
        }
        let given = inputs["arguments"]?.stringValue.map { $0.split(separator: " ").map(String.init) } ?? []
        var positional: [String] = [], missing: String?
        for property in properties {
            guard case .positional(let optional, let repeated) = property.place else { continue }
            guard let value = inputs[property.name] else {
                if !optional, missing == nil { missing = property.name }
                continue
            }
            if let missing { throw MCPError.invalidParams("'\(property.name)' is given but '\(missing)' before it is not") }
            positional += repeated ? try (value.arrayValue ?? [value]).map { try text($0, property) } : [try text(value, property)]
        }
        if !positional.isEmpty, !given.isEmpty {
            throw MCPError.invalidParams("give '\(command.name)' its arguments as typed or by name, not both")
        }
        words += given + positional
        for property in properties {
            guard let value = inputs[property.name] else { continue }
            switch property.place {
            case .positional: break
            case .flag(let flag):
                guard let on = value.boolValue else { throw MCPError.invalidParams("'\(property.name)' takes true or false") }
                if on { words.append(flag) }
            case .option(let option): words += [option, try text(value, property)]
            }
        }
        return words
    }

    /// One word of a typed input, checked against its schema type: a number input takes a JSON
    /// number (never text, which could hold other words), a string input one word with no
    /// white space or quote, one of its choices when it has them.
    private func text(_ value: Value, _ property: Property) throws -> String {
        let refusal = MCPError.invalidParams(
            "'\(property.name)' takes \(property.type == "number" || property.type == "integer" ? "a JSON " + property.type : "one word"), not \(value)")
        switch property.type {
        case "integer":
            if let int = value.intValue { return String(int) }
            if let double = value.doubleValue, double.isFinite, double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
            throw refusal
        case "number":
            if let int = value.intValue { return String(int) }
            if let double = value.doubleValue, double.isFinite { return String(double) }
            throw refusal
        default:
            if let int = value.intValue, property.type == "array" { return String(int) }
            if let double = value.doubleValue, property.type == "array", double.isFinite { return String(double) }
            guard let string = value.stringValue, !string.isEmpty,
                !string.contains(where: { $0.isWhitespace || $0.isNewline || "\"'#;".contains($0) }),
                !string.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
            else { throw refusal }
            if let choices = property.choices, !choices.contains(string) {
                throw MCPError.invalidParams("'\(property.name)' takes \(choices.joined(separator: ", ")), not \(string)")
            }
            return string
        }
    }
}
