import Foundation
import LayoutHost
@_spi(Fuzzing) import Workbench
import WorkbenchTestSupport

// libFuzzer target: the REPL's command-line parser (ScriptLine.commands(in:)) and, beyond it,
// every command's argument parsing, run the way the REPL runs them (Session.execute).
//
// Each input is UTF-8 text (invalid bytes become U+FFFD), at most 4 KB, run by one fresh Session
// as a script file is (so line ends, `;`, `#` and quotes are fuzzed too). The current folder holds
// files that are not files (a FIFO, device copies, a link, a CRLF script with escapes) for
// commands to read and write; one replaced by a regular file fails the run. The session has
// a RecordingConsole, keepGoing on (later commands still run after a failing one: more coverage
// per input), an empty plugins folder and an empty workspace. Of the bundled plugins it offers
// only those this project wrote to answer every data shape (`totalLayouts`): the seeds are app
// code that traps on some data (numberOfItems(inSection: 0) with no sections), as on a device,
// and the fuzzer runs layouts in its own process, where only an engine process would survive it; the current directory is an empty scratch folder while the input runs. Workspace, plugins folder and
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

    /// Files that are not files, in the current folder, for commands to be pointed at: a FIFO
    /// nobody reads, copies of /dev/null, /dev/full and /dev/zero (made here when root may), a
    /// link to a regular file, and a script with CRLF, lone CR and escape sequences.
    static let specialFiles: [(name: String, kind: mode_t)] = [
        ("fifo", S_IFIFO), ("null", S_IFCHR), ("full", S_IFCHR),
        ("zero", S_IFCHR), ("link.svg", S_IFLNK)
    ]

    /// Empties the three folders and puts the special files back.
    func reset() {
        let manager = FileManager.default
        for folder in [plugins, workspace, current] {
            guard let entries = try? manager.contentsOfDirectory(atPath: folder) else {
                try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                continue
            }
            for entry in entries { try? manager.removeItem(atPath: folder + "/" + entry) }
        }
        mkfifo(current + "/fifo", 0o600)
        for (name, minor) in [("null", 3), ("full", 7), ("zero", 5)] {
            mknod(current + "/" + name, S_IFCHR | 0o666, dev_t(1 << 8 | minor))
        }
        FileManager.default.createFile(atPath: current + "/real.svg", contents: Data("old".utf8))
        symlink("real.svg", current + "/link.svg")
        FileManager.default.createFile(atPath: current + "/crlf.lbs", contents: Data("items 3\r\necho \u{1B}]0;title\u{07}\recho \u{202E}x\r\n".utf8))
    }

    /// Fails the run when a command replaced one of the special files it made.
    func checkSpecialFiles() {
        for (name, kind) in Sandbox.specialFiles {
            var info = stat()
            guard lstat(current + "/" + name, &info) == 0 else { continue }  // never made (not root)
            if info.st_mode & S_IFMT != kind { fatalError("FuzzCommandLine: \(name) was replaced by a file of another kind") }
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
/// The bundled plugins whose layouts answer every data shape (no seed app code, no CallOrder,
/// which traps on request).
private let totalLayouts: Set<String> = ["Flow", "Compositional", "List"]
private let echo = ProcessInfo.processInfo.environment["FUZZ_ECHO"] == "1"

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size <= maximumInputSize else { return -1 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard !bytes.contains(UInt8(ascii: "/")) else { return -1 }
    let text = String(decoding: bytes, as: UTF8.self)

    sandbox.reset()
    var options = Session.Options(
        workspace: sandbox.workspace, pluginsDirectory: sandbox.plugins,
        colors: false, interactive: false, terminalWidth: 80, keepGoing: true)
    options.bundledPlugins = totalLayouts
    let console = RecordingConsole()
    let session = Session(options: options, console: console)
    sandbox.inCurrentFolder {
        // As a script file is run: lines end at LF, CRLF or CR, and a line that is no command ends it.
        _ = session.runScript(text, file: "fuzz.lbs")
        sandbox.checkSpecialFiles()
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
