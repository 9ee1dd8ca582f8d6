import CollectionLayout
package import HostSupport

extension CommandSyntax {
    /// The first of `words` that looks like a flag (`--` and a letter) and that these forms do not
    /// have, refused with the closest one they have (nil when every flag is theirs, or a
    /// placeholder takes any text). `command` names the command in the error; `internalFlags` are
    /// the host's own, accepted and never named.
    package func undeclaredFlag(in words: [String], command: String, internalFlags: Set<String> = []) -> CommandError? {
        guard !takesText else { return nil }
        let flags = self.flags
        for word in words where word.hasPrefix("--") && word.dropFirst(2).first?.isLetter == true && !flags.contains(word) && !internalFlags.contains(word) {
            let known = flags.sorted()
            let hint = known.isEmpty ? "\(command) takes no options; usage: \(usageText)" : "its options: " + known.joined(separator: ", ")
            let close = CommandRegistry.closest(to: word, in: known).map { "; did you mean \($0)?" } ?? ""
            return CommandError("\(command) has no option '\(TerminalText.escaped(word))'" + close, hint: hint)
        }
        return nil
    }

    /// `words` (after the command's name) matched against the declared forms: flags and options
    /// are taken wherever they stand (an option's choices checked), the other words against each
    /// form, the one that takes them all with the most of its own words winning. Placeholders are typed when read
    /// (MatchedArguments). When no form matches, the one line says why, from the form that went
    /// furthest: what it needed next, which words it takes there, or the words left over. Literal
    /// words match in any letter case and are kept as the form spells them.
    /// `named` is what errors call the command when it is not the first word of its forms
    /// (a subcommand: `move-item takes before or after, …`).
    /// `kinds` overrides what a placeholder's name says it is (`SECTION` an identifier, not an index).
    /// `internalOptions` names options the host itself sends (the front end to its engine), with how
    /// many words each takes: accepted wherever they stand, never shown.
    package func match(
        _ words: [String], named: String? = nil, kinds: [String: Placeholder.Kind] = [:], internalOptions: [String: Int] = [:],
        describe: @escaping @Sendable (String) -> String = { $0 }
    ) throws -> MatchedArguments {
        let usage = usageText, command = named ?? self.command
        func refusal(_ message: String) -> CommandError { CommandError(message, hint: "usage: \(usage)") }
        var flags = Set<String>(), options: [String: String] = [:], positional: [String] = []
        var internalValues: [String: [[String]]] = [:], optionExtras: [String: [String]] = [:]
        let optionValues = self.optionValues, flagNames = self.flags, arities = optionArities
        var index = 0
        while index < words.count {
            let word = words[index]
            if takesText {
                positional.append(word)  // free text: a word like `--x` is part of it
                index += 1
            } else if let count = internalOptions[word] {
                guard index + count < words.count else { throw refusal("\(word) needs \(count) value\(count == 1 ? "" : "s")") }
                if count == 0 { flags.insert(word) } else { internalValues[word, default: []].append(Array(words[index + 1...index + count])) }
                index += 1 + count
            } else if let value = optionValues[word] {
                // An option's value, and the placeholders declared right after it (`--velocity VX VY`).
                let extra = arities[word] ?? []
                guard index + 1 + extra.count < words.count else {
                    throw refusal(extra.isEmpty ? "\(word) needs a value" : "\(word) needs \(1 + extra.count) values")
                }
                let given = words[index + 1]
                if case .choice(let alternatives) = value {
                    let allowed = alternatives.compactMap { if case .literal(let word) = $0 { word } else { nil } }
                    guard allowed.contains(given) else { throw refusal("\(word) takes \(Self.spoken(allowed)), not '\(given)'") }
                }
                guard options[word] == nil else { throw refusal("\(word) is given twice") }
                options[word] = given
                for (offset, name) in extra.enumerated() { optionExtras[name] = [words[index + 2 + offset]] }
                index += 2 + extra.count
            } else {
                if flagNames.contains(word) {
                    guard flags.insert(word).inserted else { throw refusal("\(word) is given twice") }
                } else {
                    positional.append(word)
                }
                index += 1
            }
        }
        var furthest = Furthest()
        var best: (binding: Binding, score: (Int, Int))?
        for form in forms {
            let ends = Self.states(Self.withoutOptionValues(form.elements), from: [Binding(next: 0)], in: positional, furthest: &furthest)
            // The form that declares the flags given wins (`use LAYOUT --transition [MS]`), then the
            // one whose own words took the most of the input (`items none` over `items N`).
            let declared = Self.flags(of: form)
            let covers = flags.isSubset(of: declared) && options.keys.allSatisfy(declared.contains) ? 1 : 0
            for whole in ends where whole.next == positional.count {
                let score = (covers, whole.literals.count)
                if best == nil || score > best!.score { best = (whole, score) }
            }
            for end in ends where end.next < positional.count { furthest.note(end.next, .leftOver, end) }
        }
        if let best = best?.binding {
            return MatchedArguments(
                command: command, usage: usage, flags: flags, options: options,
                values: best.values.merging(optionExtras) { $1 }, literals: best.literals,
                internalValues: internalValues, describe: describe, declared: flagNames.union(placeholders.map(\.name)),
                declaredWords: literalWords)
        }
        // The words taken so far come first, in order, as reading them one by one would find them:
        // `offset sideways` is refused for its X before its missing Y.
        if let taken = furthest.binding {
            let kinds = Dictionary(placeholders.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first }).merging(kinds) { $1 }
            for name in taken.order {
                guard let kind = kinds[name], let word = taken.values[name]?.first else { continue }
                if let problem = Self.problem(word, kind) { throw refusal("\(describe(name)) \(problem)") }
            }
        }
        let at = furthest.index
        // "…" stands for the rest of a form in help lines (`attrs … --limit N`), never a word to type.
        let literals = furthest.expected.compactMap { if case .literal(let word) = $0, word != "…" { word } else { nil } }
        if at < positional.count, !literals.isEmpty {
            throw refusal("\(command) takes \(Self.spoken(literals)), not '\(positional[at])'")
        }
        if furthest.expected.contains(.leftOver) || furthest.expected.isEmpty {
            throw refusal("unexpected " + positional[min(at, positional.count)...].joined(separator: " "))
        }
        let needed = furthest.expected.first { if case .placeholder = $0 { true } else { false } }
        if case .placeholder(let name) = needed { throw refusal("\(command) needs \(describe(name))") }
        if !literals.isEmpty { throw refusal("\(command) needs \(Self.spoken(literals))") }
        let more = furthest.expected.first { if case .more = $0 { true } else { false } }
        if case .more(let name) = more { throw refusal("\(command) needs \(describe(name))") }
        throw refusal("unexpected end")
    }

    /// The flags and options one form declares.
    private static func flags(of form: Form) -> Set<String> {
        var names = Set<String>()
        func visit(_ element: Element) {
            switch element {
            case .flag(let name), .option(let name, _): names.insert(name)
            case .optional(let elements), .choice(let elements), .sequence(let elements): elements.forEach(visit)
            case .repeated(let element): visit(element)
            case .literal, .positional: break
            }
        }
        form.elements.forEach(visit)
        return names
    }

    /// The placeholders declared right after an option, which are its further values
    /// (`[--velocity VX VY]`: VY), by the option's name.
    private var optionArities: [String: [String]] {
        var found: [String: [String]] = [:]
        func visit(_ elements: [Element]) {
            for (index, element) in elements.enumerated() {
                switch element {
                case .option(let name, _):
                    let extra = elements[(index + 1)...].prefix { if case .positional = $0 { true } else { false } }
                    if !extra.isEmpty { found[name] = extra.compactMap { if case .positional(let p) = $0 { p.name } else { nil } } }
                case .optional(let inner), .sequence(let inner): visit(inner)
                case .choice(let alternatives): alternatives.forEach { visit([$0]) }
                case .repeated(let inner): visit([inner])
                case .literal, .flag, .positional: break
                }
            }
        }
        for form in forms { visit(form.elements) }
        return found
    }

    /// `elements` without the placeholders an option takes (they come with it, wherever it stands).
    private static func withoutOptionValues(_ elements: [Element]) -> [Element] {
        var kept: [Element] = []
        var afterOption = false
        for element in elements {
            switch element {
            case .option: afterOption = true; kept.append(element)
            case .positional where afterOption: continue
            case .optional(let inner): afterOption = false; kept.append(.optional(withoutOptionValues(inner)))
            case .sequence(let inner): afterOption = false; kept.append(.sequence(withoutOptionValues(inner)))
            case .choice(let alternatives): afterOption = false; kept.append(.choice(alternatives.map { withoutOptionValues([$0]).first ?? $0 }))
            default: afterOption = false; kept.append(element)
            }
        }
        return kept
    }

    /// The value each option takes, by its name.
    private var optionValues: [String: Element] {
        var found: [String: Element] = [:]
        func visit(_ element: Element) {
            switch element {
            case .option(let name, let value): found[name] = value
            case .optional(let elements), .choice(let elements), .sequence(let elements): elements.forEach(visit)
            case .repeated(let element): visit(element)
            case .literal, .flag, .positional: break
            }
        }
        for form in forms { form.elements.forEach(visit) }
        return found
    }

    /// "a", "a or b", "a, b or c".
    static func spoken(_ words: [String]) -> String {
        var unique: [String] = []
        for word in words where !unique.contains(word) { unique.append(word) }
        guard unique.count > 1 else { return unique.first ?? "" }
        return unique.dropLast().joined(separator: ", ") + " or " + unique.last!
    }

    /// Where a match stands: the next word to take, and what it bound so far.
    private struct Binding {
        var next: Int
        var values: [String: [String]] = [:]
        var literals: [String] = []
        /// The placeholders bound, in the order their words came.
        var order: [String] = []
    }

    /// Why `word` is not a value of `kind`, if it is not (the checks MatchedArguments reads with).
    private static func problem(_ word: String, _ kind: Placeholder.Kind) -> String? {
        func sentence<T: ArgumentValue>(_ type: T.Type) -> String? {
            if case .failure(let problem) = T.argument(word) { return problem.sentence }
            return nil
        }
        switch kind {
        case .number: return sentence(Double.self)
        case .integer: return sentence(Int.self)
        case .size: return sentence(CGSize.self)
        case .file, .layout, .plugin, .parameter, .commandOrTopic, .metric, .word: return nil
        }
    }

    /// The furthest word any form reached, what it would have taken there, and the first
    /// binding that got there (its words are typed before anything is said missing).
    private struct Furthest {
        /// `more`: another word of a repeat, which the form could also have taken (said last).
        enum Expected: Equatable { case literal(String), placeholder(String), more(String), leftOver }
        var index = 0
        var expected: [Expected] = []
        var binding: Binding?

        mutating func note(_ at: Int, _ what: Expected, _ state: Binding) {
            if at > index { (index, expected, binding) = (at, [], nil) }
            guard at == index else { return }
            if !expected.contains(what) { expected.append(what) }
            if binding == nil { binding = state }
        }
    }

    /// Every way `elements` take words from each of `starts` (more options first: an optional part
    /// taken before left out, a repeat at its longest).
    private static func states(_ elements: [Element], from starts: [Binding], in words: [String], furthest: inout Furthest) -> [Binding] {
        var current = starts
        for element in elements {
            current = current.flatMap { state(element, from: $0, in: words, furthest: &furthest) }
            if current.isEmpty { break }
            if current.count > 4096 { current.removeLast(current.count - 4096) }
        }
        return current
    }

    private static func state(_ element: Element, from start: Binding, in words: [String], furthest: inout Furthest) -> [Binding] {
        switch element {
        case .flag, .option: return [start]
        case .literal(let word):
            // In any letter case ("scrollableaxes"); the form's own spelling is what is kept.
            guard start.next < words.count, words[start.next].lowercased() == word.lowercased() else {
                furthest.note(start.next, .literal(word), start)
                return []
            }
            var next = start
            next.next += 1
            next.literals.append(word)
            return [next]
        case .positional(let placeholder) where placeholder.name == "TEXT":
            // Free text: the rest of the words, however many (`echo TEXT`).
            var next = start
            next.values[placeholder.name] = Array(words[start.next...])
            next.order.append(placeholder.name)
            next.next = words.count
            return [next]
        case .positional(let placeholder):
            guard start.next < words.count else {
                furthest.note(start.next, .placeholder(placeholder.name), start)
                return []
            }
            var next = start
            next.values[placeholder.name, default: []].append(words[start.next])
            if !next.order.contains(placeholder.name) { next.order.append(placeholder.name) }
            next.next += 1
            return [next]
        case .optional(let elements):
            return states(elements, from: [start], in: words, furthest: &furthest) + [start]
        case .choice(let alternatives):
            return alternatives.flatMap { state($0, from: start, in: words, furthest: &furthest) }
        case .sequence(let elements):
            return states(elements, from: [start], in: words, furthest: &furthest)
        case .repeated(let element):
            var found: [Binding] = []
            var frontier = state(element, from: start, in: words, furthest: &furthest)
            while !frontier.isEmpty {
                found = frontier + found
                // Each round takes at least one more word, so the repeat ends. What a further round
                // would have taken is noted as `more`: what follows the repeat is said first.
                var further = Furthest()
                frontier = frontier.flatMap { origin in
                    state(element, from: origin, in: words, furthest: &further).filter { $0.next > origin.next }
                }
                for expected in further.expected {
                    if case .placeholder(let name) = expected, let binding = further.binding { furthest.note(further.index, .more(name), binding) }
                }
                if found.count > 4096 { break }
            }
            return found
        }
    }
}
