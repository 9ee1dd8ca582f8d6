import ArgumentParser
import LayoutHost
import Workbench
import HostSupport

/// `layoutbench test [PATH...]`: layout tests against their recorded baselines, several at once.
struct TestLayouts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test", abstract: "Run layout tests against their recorded baselines (default: workspace/tests).",
        discussion: Layoutbench.sessionOptionsNote)

    @ParentCommand var root: Layoutbench

    @Argument(help: "Test scripts, or folders of them.")
    var paths: [String] = []

    @Flag(help: "Record the baselines afresh instead of comparing.")
    var record = false

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Only scripts whose path contains this text.")
    var filter: String?

    @Option(name: .customShort("j"), help: "Scripts run at once (default: the core count).")
    var jobs: Int?

    /// The child process that runs one script and prints what it captured.
    @Option(help: .hidden)
    var capture: String?

    func validate() throws {
        if root.commands != nil { throw ValidationError("use either test or -c, not both") }
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("-j takes 1…64, not \(jobs)") }
    }

    func run() throws {
        let options = root.sessionOptions(interactive: false)
        if let capture {
            switch LayoutTestCapture.run(script: capture, options: options) {
            case .success(let baseline):
                StandardStreams.out(baseline.text)
            case .failure(let error):
                // Error lines from the script already read "FILE:LINE: error: …".
                StandardStreams.err((error.message.contains("error: ") ? error.message : error.description) + "\n")
                throw ExitCode(1)
            }
            return
        }
        StandardStreams.verdictWins = true
        var testOptions = LayoutTestRunner.Options(
            paths: paths, executable: Layoutbench.executablePath, forwarded: root.sharedOptions, workspace: root.workspace)
        testOptions.record = record
        testOptions.junit = junit
        testOptions.filter = filter
        if let jobs { testOptions.jobs = jobs }
        let code = LayoutTestRunner(options: testOptions).run()
        if code != 0 { throw ExitCode(code) }
    }
}
