import Foundation

/// What the MCP `test` tool passes to `layoutbench test`: scripts and folders inside the
/// session's workspace, `--filter TEXT`, `-j N` and `--record` (whose baselines go beside those
/// scripts). Anything that would read or write elsewhere (`--junit FILE`, `--workspace`,
/// `--plugins`, a path outside the workspace) is refused in one line: the tools keep to the
/// session's workspace, as the session's own commands do.
struct LayoutTestArguments {
    let words: [String]

    /// Checks `given` against the workspace `workspace` (as the session was started with it).
    init(_ given: [String], workspace: String) throws {
        let root = URL(fileURLWithPath: workspace).standardizedFileURL.resolvingSymlinksInPath().path
        var words: [String] = [], index = 0
        while index < given.count {
            let word = given[index]
            switch word {
            case "--record":
                words.append(word)
            case "--filter", "-j":
                guard index + 1 < given.count else { throw Refusal("\(word) takes a value") }
                if word == "-j", Int(given[index + 1]).map({ !(1...64).contains($0) }) ?? true {
                    throw Refusal("-j takes a whole number in 1…64, not '\(given[index + 1])'")
                }
                words += [word, given[index + 1]]
                index += 1
            case _ where word.hasPrefix("-"):
                throw Refusal("the test tool takes scripts or folders in the workspace, --filter TEXT, -j N and --record, not '\(word)'")
            default:
                let path = URL(fileURLWithPath: word, relativeTo: URL(fileURLWithPath: root, isDirectory: true))
                    .standardizedFileURL.resolvingSymlinksInPath().path
                guard path == root || path.hasPrefix(root + "/") else {
                    throw Refusal("'\(word)' is outside the session's workspace (\(root)); the test tool keeps to it")
                }
                words.append(path)
            }
            index += 1
        }
        // What the run reads and writes beside each script (its baseline; --record writes it)
        // must resolve inside the workspace too: a link to elsewhere is refused.
        let paths = words.filter { $0.hasPrefix("/") }
        for script in Self.scripts(in: paths.isEmpty ? [root + "/tests"] : paths) {
            for file in [script, String(script.dropLast(4)) + ".baseline"] {
                let resolved = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
                guard resolved == file || resolved.hasPrefix(root + "/") else {
                    throw Refusal("'\(file)' leads outside the session's workspace (to \(resolved)); the test tool keeps to it")
                }
            }
        }
        self.words = words
    }

    /// The .lbs files `paths` name or hold (paths as given when none is a folder).
    private static func scripts(in paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                if path.hasSuffix(".lbs") { found.append(path) }
                continue
            }
            let walker = FileManager.default.enumerator(atPath: path)
            while found.count < 10_000, let relative = walker?.nextObject() as? String {
                if relative.hasSuffix(".lbs") { found.append(path + "/" + relative) }
            }
        }
        return found
    }

    struct Refusal: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
