/// R6: .ci/setup (bash) installs with each OS's package manager on that OS only: `apt-get` (or
/// `apt`) inside a Linux branch and `brew` inside a macOS one, a branch being a `case` or `if`
/// on `uname` (or `$OSTYPE`). An `else` after an OS test is no OS's branch. The script is
/// scanned word by word (quotes kept together, comments dropped), not run.
struct SetupScriptCheck {
    static let path = ".ci/setup"
    /// Each package manager and the OS it belongs to.
    static let managers: [String: HostOS] = ["apt-get": .linux, "apt": .linux, "brew": .macOS]

    /// An open `if` or `case`: whether it tests the OS, and which OS the current branch is for.
    private struct Frame {
        var isCase: Bool
        var testsOS: Bool
        var os: HostOS?
        var awaitingPattern = false
    }

    static func findings(in text: String) -> [Finding] {
        var frames: [Frame] = []
        var findings: [Finding] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = ShellWords.of(line)
            var position = 0
            while position < words.count {
                let word = words[position]
                position += 1
                switch word {
                case "if", "elif":
                    let conditionWords = words[position...].prefix { $0 != "then" }
                    position += conditionWords.count
                    let condition = conditionWords.joined(separator: " ")
                    let frame = Frame(isCase: false, testsOS: testsOS(condition), os: os(in: condition))
                    if word == "if" || frames.isEmpty {
                        frames.append(frame)
                    } else {
                        frames[frames.count - 1].testsOS = frames[frames.count - 1].testsOS || frame.testsOS
                        frames[frames.count - 1].os = frame.os
                    }
                case "else" where !frames.isEmpty: frames[frames.count - 1].os = nil
                case "fi", "esac": _ = frames.popLast()
                case "case":
                    let subjectWords = words[position...].prefix { $0 != "in" }
                    position += subjectWords.count + 1
                    let subject = subjectWords.joined(separator: " ")
                    frames.append(Frame(isCase: true, testsOS: testsOS(subject), os: nil, awaitingPattern: true))
                case ";;" where frames.last?.isCase == true:
                    frames[frames.count - 1].awaitingPattern = true
                    frames[frames.count - 1].os = nil
                case _ where frames.last?.awaitingPattern == true && word.hasSuffix(")"):
                    frames[frames.count - 1].awaitingPattern = false
                    frames[frames.count - 1].os = os(in: word)
                default:
                    guard let owner = managers[word], currentOS(frames) != owner else { continue }
                    let branch = owner == .linux ? "a Linux branch" : "a macOS branch"
                    findings.append(
                        Finding(
                            path: path, line: index + 1, column: 1, rule: .r6,
                            message: "`\(word)` outside \(branch) (a `case` or `if` on `uname`)"))
                }
            }
        }
        return findings
    }

    /// The OS the innermost OS test says this line runs on, nil when none does.
    private static func currentOS(_ frames: [Frame]) -> HostOS? {
        frames.last(where: \.testsOS)?.os
    }

    private static func testsOS(_ text: String) -> Bool { text.contains("uname") || text.contains("OSTYPE") }

    /// The OS a condition or case pattern names, unless it tests for inequality.
    private static func os(in text: String) -> HostOS? {
        if text.contains("!=") || text.contains("! ") { return nil }
        let lowered = text.lowercased()
        if lowered.contains("linux") { return .linux }
        if lowered.contains("darwin") { return .macOS }
        return nil
    }
}
