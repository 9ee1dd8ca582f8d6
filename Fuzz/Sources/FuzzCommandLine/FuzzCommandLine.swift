import Foundation
import LayoutHost
import Workbench
import WorkbenchTestSupport

// libFuzzer target: the REPL's command-line parser (ScriptLine.commands(in:)) and, beyond it,
// every command's argument parsing, run the way the REPL runs them (Session.execute).
//
// Each input is UTF-8 text (invalid bytes become U+FFFD), at most 4 KB; every line of it goes to
// one fresh Session, as a script would (so `;`, `#` and quotes are fuzzed too). The session has
// a RecordingConsole, keepGoing on (later commands still run after a failing one: more coverage
// per input), an empty plugins folder (so no plugin is ever built or loaded) and an empty
// workspace; the current directory is an empty scratch folder while the input runs. Workspace, plugins folder and
// current directory are emptied before every input, so an input behaves the same alone
// (reproducing a crash file) as in the middle of a run.
//
// Inputs containing '/' are skipped (and kept out of the corpus): with a slash, `snapshot export`
// writes, and `snapshot load`, `source` and `load` read or dlopen, any path on the machine (the
// fuzzer runs as whoever started it, possibly root). Without one, every file a command names is
// relative to the scratch current folder or inside the workspace.

private let maximumInputSize = 4096

private struct Sandbox {
    let root: String
    let plugins: String
    let workspace: String
    let current: String

    init() {
        var template = Array((NSTemporaryDirectory() + "/layoutbench-fuzz-commandline-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("FuzzCommandLine: mkdtemp failed: \(String(cString: strerror(errno)))") }
        root = String(cString: made)
        plugins = root + "/plugins"
        workspace = root + "/workspace"
        current = root + "/cwd"
        for folder in [plugins, workspace, current] {
            try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        sandboxRoot = root
        atexit { if let root = sandboxRoot { try? FileManager.default.removeItem(atPath: root) } }
    }

    /// Empties the three folders (they are almost always empty already: one listing each).
    func reset() {
        let manager = FileManager.default
        for folder in [plugins, workspace, current] {
            guard let entries = try? manager.contentsOfDirectory(atPath: folder) else {
                try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                continue
            }
            for entry in entries { try? manager.removeItem(atPath: folder + "/" + entry) }
        }
    }

    /// Runs `body` in the scratch current folder, then goes back (libFuzzer's own paths, the
    /// corpus and crash files, may be relative to the folder it was started in).
    func inCurrentFolder(_ body: () -> Void) {
        let original = FileManager.default.currentDirectoryPath
        guard chdir(current) == 0 else { fatalError("FuzzCommandLine: cannot chdir to \(current)") }
        body()
        guard chdir(original) == 0 else { fatalError("FuzzCommandLine: cannot chdir back to \(original)") }
    }
}

/// For the atexit handler (a C function pointer captures nothing).
private var sandboxRoot: String?
private let sandbox = Sandbox()
private let echo = ProcessInfo.processInfo.environment["FUZZ_ECHO"] == "1"

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size <= maximumInputSize else { return -1 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard !bytes.contains(UInt8(ascii: "/")) else { return -1 }
    let text = String(decoding: bytes, as: UTF8.self)

    sandbox.reset()
    let options = Session.Options(workspace: sandbox.workspace, pluginsDirectory: sandbox.plugins,
                                  colors: false, interactive: false, terminalWidth: 80, keepGoing: true)
    let console = RecordingConsole()
    let session = Session(options: options, console: console)
    sandbox.inCurrentFolder {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // The parser on its own first (the session runs it again).
            _ = try? ScriptLine.commands(in: String(line))
            if session.execute(String(line)) == .quit { break }
        }
        // `watch on` starts a watcher thread (and inotify) that outlives the session: stop it.
        if text.contains("watch") || text.contains("reload") {
            session.reloader.shutdown()
        }
    }
    if echo {
        // FUZZ_ECHO=1 (reproducing one input): what the session printed.
        for text in console.output { FileHandle.standardError.write(Data(("out: " + text + "\n").utf8)) }
        for text in console.errors { FileHandle.standardError.write(Data(("err: " + text + "\n").utf8)) }
    }
    return 0
}
