import Dispatch
public import Foundation

/// The platform lint: the package's sources read as a Mac would compile them and as Linux
/// would, with the mistakes that only the other host's build would show reported as findings
/// (Rule). Pure over text (`lint(files:)`); `lint(packageRoot:)` reads the files it needs.
/// It runs in every `swift test` (Tests/PlatformLintTests), so it stays fast: a Swift file is
/// parsed only when its text holds something a rule looks for (RuleTriggers), and files are
/// parsed on every core.
public enum PlatformLint {
    /// The findings for the package at `packageRoot`: Swift under Sources/, the C shim,
    /// Package.swift and .ci/setup.
    public static func lint(packageRoot: URL) -> [Finding] {
        lint(files: SourceFiles.read(packageRoot: packageRoot))
    }

    /// The findings for files given as (path relative to the package root, text), in reading
    /// order. Each rule reads only the paths it is about; other paths are ignored.
    public static func lint(files: [(path: String, text: String)]) -> [Finding] {
        var findings: [Finding] = []
        var shim: [String: String] = [:]
        var swift: [(path: String, text: String)] = []
        for (path, text) in files {
            if path == PackageManifestCheck.path {
                findings += PackageManifestCheck.findings(in: SwiftFile(path: path, text: text, role: .host, triggers: RuleTriggers()))
            } else if path == SetupScriptCheck.path {
                findings += SetupScriptCheck.findings(in: text)
            } else if path.hasPrefix(CShimCheck.folder) {
                shim[path] = text
            } else if path.hasPrefix("Sources/"), path.hasSuffix(".swift") {
                swift.append((path, text))
            }
        }
        let perFile = Collected(count: swift.count)
        let sources = swift
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            perFile.set(index, Self.findings(inSwift: sources[index].path, text: sources[index].text))
        }
        findings += perFile.all + CShimCheck.findings(in: shim)
        return findings.sorted(by: Finding.inReadingOrder)
    }

    /// R1, R2 and R5 for one Swift file, parsed only when its text holds what they look for.
    static func findings(inSwift path: String, text: String) -> [Finding] {
        let role = FileRole(path: path)
        let triggers = RuleTriggers(text: text, role: role)
        guard !triggers.isEmpty(role: role) else { return [] }
        let file = SwiftFile(path: path, text: text, role: role, triggers: triggers)
        return ConditionalsCheck.findings(in: file) + PlatformNamesCheck.findings(in: file) + LinkerStringsCheck.findings(in: file)
    }

    /// Findings per file, set from several threads at once.
    private final class Collected: @unchecked Sendable {
        private var slots: [[Finding]]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: [], count: count) }

        func set(_ index: Int, _ findings: [Finding]) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = findings
        }

        var all: [Finding] { lock.lock(); defer { lock.unlock() }; return slots.flatMap { $0 } }
    }
}
