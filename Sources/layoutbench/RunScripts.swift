import ArgumentParser
import LayoutHost
import Workbench

/// `layoutbench run FILE...`: script files, one after another, through one session.
struct RunScripts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run script files, one after another, in one session.",
        discussion: Layoutbench.sessionOptionsNote)

    @ParentCommand var root: Layoutbench

    @Argument(help: "Script files (.lbs): a command a line, or several separated by ';'.")
    var files: [String]

    func validate() throws {
        if root.commands != nil { throw ValidationError("use either run FILE..., test or -c, not both") }
        if files.isEmpty { throw ValidationError("run needs at least one script file") }
    }

    func run() throws {
        let code = try root.withClient(interactive: false) { BatchRunner(client: $0).run(files: files) }
        if code != 0 { throw ExitCode(code) }
    }
}
