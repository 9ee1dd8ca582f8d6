import CollectionLayout
import Foundation
import HostSupport
import Testing
@testable import Workbench

/// A command's words matched against its declared forms, read typed by name, and refused in one
/// line built from the declaration.
struct CommandMatchingTests {
    func refusal(_ syntax: CommandSyntax, _ words: [String], describing: [String: String] = [:]) -> String? {
        do {
            _ = try syntax.match(words, describe: { describing[$0] ?? $0 })
            return nil
        } catch {
            return (error as? CommandError)?.message
        }
    }

    @Test func flagsAndOptionsStandAnywhereAndPlaceholdersAreReadTyped() throws {
        let drag = CommandSyntax(command: "drag", usage: "drag DX DY [MS] [--timeline] [--json] [--svg FILE]")
        let args = try drag.match(["--json", "0", "--svg", "a.svg", "-120.5", "250"])
        #expect(args.flag(.json) && !args.flag(.timeline))
        #expect(try args.option(.svg) == "a.svg")
        #expect(try args.require(.dx) == 0 && args.require(.dy) == -120.5)
        #expect(try args.positive(.ms) == 250)
        // A value that is not of the type is refused with the placeholder's name.
        let bad = try drag.match(["0", "fast"])
        #expect(throws: CommandError.self) { try bad.require(.dy) }
        #expect((try? bad.optional(.ms)) == .some(nil))
    }

    @Test func theFormWhoseOwnWordsTakeTheMostWins() throws {
        let items = CommandSyntax(command: "items", usage: "items N [N...]", help: ["items N [N...]", "items none"])
        #expect(try items.match(["none"]).has(.none))
        #expect(try items.match(["3", "0", "7"]).all(.n) == [3, 0, 7])
        #expect(try items.match(["NONE"]).has(.none))  // any letter case, kept as the form spells it
        let items2 = try items.match(["3", "1000001"])
        #expect(throws: CommandError.self) { try items2.all(.n, in: 0...1_000_000) }
    }

    /// What no form takes is refused from the form that went furthest: the words taken so far
    /// typed first (as reading them in order would), then what is missing, which words it takes
    /// there, or what is left over.
    @Test func aRefusalSaysWhyInOneLine() {
        let offset = CommandSyntax(command: "offset", usage: "offset X Y")
        #expect(refusal(offset, ["sideways"]) == "X must be a number, not 'sideways'")
        #expect(refusal(offset, ["1"]) == "offset needs Y")
        #expect(refusal(offset, ["1", "2", "3"]) == "unexpected 3")
        let paging = CommandSyntax(command: "paging", usage: "paging on|off")
        #expect(refusal(paging, ["maybe"]) == "paging takes on or off, not 'maybe'")
        #expect(refusal(paging, []) == "paging needs on or off")
        let attrs = CommandSyntax(command: "attrs", usage: "attrs [--kind cell|supplementary|decoration] [--limit N]")
        #expect(refusal(attrs, ["--kind", "cells"]) == "--kind takes cell, supplementary or decoration, not 'cells'")
        #expect(refusal(attrs, ["--limit"]) == "--limit needs a value")
        let move = CommandSyntax(command: "snapshot", usage: "snapshot move-item ID before|after ID")
        #expect((try? move.match(["move-item", "I0", "S0-2", "I1"], named: "move-item")) == nil)
        // A form that takes the words structurally refuses a value of the wrong type as it is read.
        let fps = try? CommandSyntax(command: "fps", usage: "fps N").match(["x"], describe: { $0 == "N" ? "the frame rate" : $0 })
        do {
            _ = try fps?.require(.n)
            Issue.record("fps x was read")
        } catch {
            #expect((error as? CommandError)?.message == "the frame rate must be a whole number, not 'x'")
        }
        let insert = CommandSyntax(command: "snapshot", usage: "snapshot insert-sections ID... before|after SECTION")
        #expect(refusal(insert, ["insert-sections", "S2", "S3"]) == "snapshot needs before or after")
    }

    /// A placeholder's kind comes from its name unless the command says otherwise: a snapshot's
    /// SECTION is an identifier, so `S0` is not refused as a whole number.
    @Test func aCommandMayOverrideWhatAPlaceholdersNameSays() {
        let append = CommandSyntax(command: "snapshot", usage: "snapshot append-items SECTION ID...")
        #expect(throws: CommandError.self) { try append.match(["append-items", "S0"]) }
        do {
            _ = try append.match(["append-items", "S0"], kinds: ["SECTION": .word])
        } catch {
            #expect((error as? CommandError)?.message == "snapshot needs ID")
        }
        do {
            _ = try append.match(["append-items", "S0"])
        } catch {
            #expect((error as? CommandError)?.message == "SECTION must be a whole number, not 'S0'")
        }
    }
}
