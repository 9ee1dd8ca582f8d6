import Foundation
import LayoutHost
import HostSupport
import EngineProtocol

/// The session's own commands, for scripts and the REPL alike: source, echo, calltimeout, help, quit.
enum SessionCommands {
    static let all: [CommandSpec] = [source, echo, calltimeout, help, quit]

    static let calltimeout = CommandSpec(
        "calltimeout", usage: "calltimeout [SECONDS]",
        summary: "how long one plugin call may run before the engine is replaced (default 10)",
        describing: ["SECONDS": "the time limit in seconds"]
    ) { session, args in
        guard let seconds = try args.optional(.seconds) else {
            session.console.write(EngineLimits.seconds(session.callTimeout))
            return .done
        }
        let range = EngineLimits.callTimeoutRange
        guard range.contains(seconds) else {
            throw CommandError("calltimeout takes \(range.lowerBound)…\(Int(range.upperBound)) seconds, not \(NumberText.short(seconds))")
        }
        session.callTimeout = seconds
        session.confirm("a plugin call may run \(EngineLimits.seconds(seconds))")
        return .done
    }

    static let source = CommandSpec(
        "source", usage: "source FILE", summary: "run the commands of a script file",
        describing: ["FILE": "a script file"]
    ) { session, args in
        let path = try args.require(.file)
        guard let file = session.scriptPath(path) else {
            throw CommandError("no such script: \(path)", hint: "looked in ., \(session.options.workspace)/scripts and the shipped scripts")
        }
        guard session.sourceDepth < 16 else { throw CommandError("scripts nested more than 16 deep (does \(path) source itself?)") }
        let text = try InputFile.scriptText(file)
        session.sourceDepth += 1
        defer { session.sourceDepth -= 1 }
        switch session.runScript(text, file: path) {
        case .succeeded: return .done
        case .quit: return .quit
        case .failed: throw ScriptStopped()
        }
    }

    static let echo = CommandSpec("echo", usage: "echo TEXT", summary: "print text") { session, args in
        session.console.write(TerminalText.escaped(try args.all(.text).joined(separator: " ")))
        return .done
    }

    static let help = CommandSpec("help", usage: "help [COMMAND|TOPIC] [--markdown]", summary: "list the commands, or explain one") { session, args in
        // One word: the form binds it to COMMAND, the first alternative; a topic is told by its name.
        let name = try args.optional(.command)
        if args.flag(.markdown) {
            guard let name else {
                session.console.write(markdownReference)
                return .done
            }
            if let topic = HelpTopic.named(name) {
                session.console.write("### help \(topic.name)\n\n" + topic.text(100, TerminalStyle.plain))
                return .done
            }
            guard let spec = CommandRegistry.command(named: name) else {
                throw CommandError("no command or topic '\(name)'", hint: "help lists them")
            }
            session.console.write(markdownSection(spec).joined(separator: "\n"))
            return .done
        }
        if let name {
            if let topic = HelpTopic.named(name) {
                session.console.write(topic.text(session.options.terminalWidth, session.style))
                return .done
            }
            guard let spec = CommandRegistry.command(named: name) else {
                throw CommandError("no command or topic '\(name)'", hint: "help lists them")
            }
            session.console.write(spec.helpLines.joined(separator: "\n") + "\n  \(spec.summary)")
            return .done
        }
        var table = TextTable(["command", "what it does"])
        for spec in CommandRegistry.all { table.add([([spec.name] + spec.aliases).joined(separator: ", "), spec.summary]) }
        session.console.write(
            table.render(width: session.options.terminalWidth, style: session.style)
                + "\n"
                + session.style.dim(
                    "help COMMAND shows its arguments; "
                        + HelpTopic.all.map { "help \($0.name)" }.joined(separator: ", ") + " more"))
        return .done
    }

    /// Every command's forms and summary, and the help topics, as Markdown: the command part of
    /// docs/reference.md is this text (a test keeps them equal).
    static var markdownReference: String {
        var out: [String] = []
        for spec in CommandRegistry.all { out += markdownSection(spec) }
        out.append("### Help topics")
        out.append("")
        out += HelpTopic.all.map { "- `help \($0.name)`: \($0.summary)" }
        return out.joined(separator: "\n")
    }

    /// One command's section of the reference: its name, summary and forms.
    static func markdownSection(_ spec: CommandSpec) -> [String] {
        [
            "### \(([spec.name] + spec.aliases).joined(separator: ", "))", "",
            spec.summary.prefix(1).uppercased() + spec.summary.dropFirst() + ".", ""
        ]
            + spec.helpLines.map { "    " + $0 } + [""]
    }

    static let quit = CommandSpec("quit", aliases: ["exit"], usage: "quit", summary: "leave layoutbench") { _, _ in
        return .quit
    }
}

extension Session {
    /// A script path as given, in workspace/scripts, or either with .lbs added.
    func scriptPath(_ path: String) -> String? {
        let candidates = [path, path + ".lbs", options.workspace + "/scripts/" + path, options.workspace + "/scripts/" + path + ".lbs"]
        return candidates.first(where: ShippedExamples.isFile) ?? ShippedExamples.script(path)
    }
}
