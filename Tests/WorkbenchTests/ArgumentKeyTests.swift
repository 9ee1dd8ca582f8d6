import Foundation
import HostSupport
import Testing
@testable import Workbench

/// The typed keys commands read their arguments by (Commands/ArgumentKey.swift) against the
/// forms that declare them: a key names a placeholder, option or flag some command's forms
/// declare, and every one the forms declare has its key. A command that reads a key its own
/// forms lack is refused when it runs (MatchedArguments), which every command's tests reach.
struct ArgumentKeyTests {
    /// Each key's name, read from the declarations (`ArgumentKey("VX")`, `FlagKey("--json")`).
    static func keyNames() throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Sources/Workbench/Commands/ArgumentKey.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"(?:ArgumentKey|FlagKey)\("([^"]+)"\)"#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// Every placeholder, option and flag of every command's forms and its subcommands'; with
    /// `read`, without the placeholders an option's key reads (`--width COLS`).
    static func declaredNames(read: Bool = false) -> Set<String> {
        var names = Set<String>()
        func visit(_ element: CommandSyntax.Element) {
            switch element {
            case .flag(let name): names.insert(name)
            case .option(let name, let value):
                names.insert(name)
                if !read { visit(value) }
            case .positional(let placeholder): names.insert(placeholder.name)
            case .optional(let elements), .sequence(let elements), .choice(let elements): elements.forEach(visit)
            case .repeated(let element): visit(element)
            case .literal: break
            }
        }
        for spec in CommandRegistry.all {
            for syntax in [spec.syntax] + Array(spec.subcommands.values) {
                for form in syntax.forms { form.elements.forEach(visit) }
            }
        }
        return names
    }

    /// Placeholders the forms show that commands read by another key: the second of two
    /// alternatives, which the match binds to the first (`load PLUGIN|LIBRARY`, `help
    /// [COMMAND|TOPIC]`), and `snapshot`'s summary of its operations' own forms.
    static let readAsAnother: Set<String> = ["LIBRARY", "TOPIC", "OPERATION", "ARGUMENTS"]

    @Test func everyKeyNamesWhatAFormDeclares() throws {
        let keys = try Self.keyNames()
        #expect(keys.count > 50, "\(keys.count) keys read")
        let declared = Self.declaredNames()
        #expect(keys.subtracting(declared).isEmpty, "keys no form declares: \(keys.subtracting(declared).sorted())")
    }

    @Test func everyDeclaredNameHasAKey() throws {
        let missing = Self.declaredNames(read: true).subtracting(try Self.keyNames()).subtracting(Self.readAsAnother)
        #expect(missing.isEmpty, "declared in a form, read by no key: \(missing.sorted())")
    }

    /// Each word key is a literal some command's forms have (`attrs rect`, `deceleration normal`).
    @Test func everyWordKeyIsAWordOfAForm() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Sources/Workbench/Commands/ArgumentKey.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"WordKey\("([^"]+)"\)"#)
        let words = Set(
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
        var literals = Set<String>()
        for spec in CommandRegistry.all { for syntax in [spec.syntax] + Array(spec.subcommands.values) { literals.formUnion(syntax.literalWords) } }
        #expect(words.count >= 10, "\(words.count) word keys")
        #expect(words.subtracting(literals).isEmpty, "word keys no form has: \(words.subtracting(literals).sorted())")
    }

    /// A read of a key the command's forms lack is the declaration's mistake, refused in one line.
    @Test func aKeyTheFormLacksIsRefused() throws {
        let syntax = CommandSyntax(command: "nudge", usage: "nudge X", help: nil)
        let args = try syntax.match(["3"])
        #expect(try args.require(.x) == 3)
        #expect(throws: CommandError.self) { try args.require(.vx) }
    }
}
