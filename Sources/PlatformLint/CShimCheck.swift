/// R4: the C shim (Sources/CHostSystem) splits per OS in whole files. `lb_common.c` is
/// portable (no OS guard, no OS-only name); `lb_linux.c` has its whole body inside
/// `#ifdef __linux__` and `lb_darwin.c` inside `#ifdef __APPLE__`, so each compiles to nothing
/// on the other OS, and neither uses the other OS's names (PlatformName).
/// `include/lb_system.h` declares the functions, and each is defined in lb_common.c or in both
/// OS files (else one host's link fails). The C is read as text: comments dropped,
/// declarations and definitions found by `type [*]lb_name(`.
struct CShimCheck {
    static let folder = "Sources/CHostSystem/"
    static let header = folder + "include/lb_system.h"
    static let common = folder + "lb_common.c"
    /// Each OS's file and the macro its whole body is inside.
    static let guarded = [(path: folder + "lb_linux.c", macro: "__linux__"), (path: folder + "lb_darwin.c", macro: "__APPLE__")]

    /// Findings over the files of the folder given (path, text); none when none is given.
    static func findings(in files: [String: String]) -> [Finding] {
        guard !files.isEmpty else { return [] }
        var findings: [Finding] = []
        let expected = [header, common] + guarded.map(\.path)
        for path in expected where files[path] == nil {
            findings.append(
                Finding(
                    path: path, line: 1, column: 1, rule: .r4,
                    message: "missing: CHostSystem splits into lb_common.c, lb_linux.c, lb_darwin.c and include/lb_system.h"))
        }
        for path in files.keys.sorted() where !expected.contains(path) && (path.hasSuffix(".c") || path.hasSuffix(".h")) {
            findings.append(
                Finding(path: path, line: 1, column: 1, rule: .r4, message: "not part of the split (lb_common.c, lb_linux.c, lb_darwin.c, include/lb_system.h)")
            )
        }
        if let text = files[common] {
            findings += foreignNames(in: CSource(text: text), path: common, os: nil)
        }
        for (path, macro) in guarded {
            guard let text = files[path] else { continue }
            let source = CSource(text: text)
            if let problem = source.guardProblem(macro: macro) {
                findings.append(Finding(path: path, line: problem.line, column: 1, rule: .r4, message: problem.message))
            }
            findings += foreignNames(in: source, path: path, os: macro == "__linux__" ? .linux : .macOS)
        }
        if let text = files[header] {
            findings += definitions(of: CSource(text: text), in: files)
        }
        return findings
    }

    /// lb_common.c tests no OS and uses no name one OS alone has; an OS's file uses no name only
    /// the other OS has (`os` nil for lb_common.c).
    private static func foreignNames(in source: CSource, path: String, os: HostOS?) -> [Finding] {
        let file = path.split(separator: "/").last!
        var findings: [Finding] = []
        for (line, word) in source.words() {
            if os == nil, word == "__linux__" || word == "__APPLE__" {
                findings.append(Finding(path: path, line: line, column: 1, rule: .r4, message: "`\(word)` in the portable lb_common.c"))
            } else if let name = PlatformName.all.first(where: { $0.isWordPattern && $0.os != os && $0.matches(identifier: word) }) {
                findings.append(Finding(path: path, line: line, column: 1, rule: .r4, message: "`\(word)` (\(name.what)) is \(name.os.only), in \(file)"))
            }
        }
        return findings
    }

    /// Each function the header declares is defined in lb_common.c or in both OS files.
    private static func definitions(of header: CSource, in files: [String: String]) -> [Finding] {
        let defined = (files[common].map { CSource(text: $0).functions(defined: true) } ?? [:])
        let perOS = guarded.map { files[$0.path].map { CSource(text: $0).functions(defined: true) } ?? [:] }
        var findings: [Finding] = []
        for (name, line) in header.functions(defined: false).sorted(by: { $0.value < $1.value }) {
            let inOS = zip(guarded, perOS).filter { $0.1[name] != nil }.map { $0.0.path.split(separator: "/").last! }
            let message: String
            if defined[name] != nil {
                guard !inOS.isEmpty else { continue }
                message = "`\(name)` is defined in lb_common.c and again in \(inOS.joined(separator: " and "))"
            } else if inOS.count == guarded.count {
                continue
            } else if let only = inOS.first {
                message = "`\(name)` is defined in \(only) only: define it in the other OS's file too, or in lb_common.c"
            } else {
                message = "`\(name)` is declared but defined in neither lb_common.c nor both lb_linux.c and lb_darwin.c"
            }
            findings.append(Finding(path: Self.header, line: line, column: 1, rule: .r4, message: message))
        }
        return findings
    }
}
