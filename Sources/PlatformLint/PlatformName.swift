/// A name of one OS's system interface that the other OS does not have (or spells otherwise):
/// code using it compiles on one host only. The system layer (Sources/HostSystem) may use it
/// in code active for that OS alone; nothing else may. Names are matched in identifiers (member
/// names included) and in the words of string literals, never in comments.
struct PlatformName: Sendable {
    enum Pattern: Sendable {
        /// This identifier or word.
        case exact(String)
        /// Identifiers and words that start so.
        case prefix(String)
        /// Identifiers and words that start so and go on with a capital letter (`IN_CREATE`).
        case capitalsAfter(String)
        /// This text in a string literal, not followed by a letter, digit or underscore.
        case text(String)
        /// `.rawValue` of a constant that starts so (glibc's enums; Darwin's are plain Int32).
        case rawValueOf(prefix: String)
        /// The type's empty initialiser (glibc's structs; Darwin's are optional pointers).
        case emptyInitializer(String)
        /// A module: the identifier, and in a string literal (generated code) `import` of it
        /// where the literal does not guard it with `canImport` of it.
        case module(String)
    }

    let os: HostOS
    let pattern: Pattern
    /// What it is, for the message.
    let what: String

    /// Every name the rule knows, Linux's first.
    static let all: [PlatformName] = linuxOnly + darwinOnly

    static let linuxOnly: [PlatformName] = [
        .init(os: .linux, pattern: .prefix("inotify_"), what: "inotify"),
        .init(os: .linux, pattern: .capitalsAfter("IN_"), what: "an inotify mask"),
        .init(os: .linux, pattern: .exact("st_mtim"), what: "glibc's stat field (Darwin: st_mtimespec)"),
        .init(os: .linux, pattern: .exact("__sigaction_handler"), what: "glibc's sigaction union (Darwin: __sigaction_u)"),
        .init(os: .linux, pattern: .exact("__rlimit_resource_t"), what: "glibc's rlimit type"),
        .init(os: .linux, pattern: .exact("prctl"), what: "prctl"),
        .init(os: .linux, pattern: .exact("pipe2"), what: "pipe2"),
        .init(os: .linux, pattern: .prefix("memfd"), what: "memfd"),
        .init(os: .linux, pattern: .prefix("epoll"), what: "epoll"),
        .init(os: .linux, pattern: .exact("sched_setattr"), what: "a Linux scheduler call"),
        .init(os: .linux, pattern: .exact("sched_getattr"), what: "a Linux scheduler call"),
        .init(os: .linux, pattern: .prefix("SYS_"), what: "a Linux system call number"),
        .init(os: .linux, pattern: .rawValueOf(prefix: "RLIMIT_"), what: "glibc's enum constant (Darwin: Int32)"),
        .init(os: .linux, pattern: .rawValueOf(prefix: "SOCK_"), what: "glibc's enum constant (Darwin: Int32)"),
        .init(os: .linux, pattern: .emptyInitializer("posix_spawn_file_actions_t"), what: "glibc's struct (Darwin: an optional pointer)"),
        .init(os: .linux, pattern: .emptyInitializer("posix_spawnattr_t"), what: "glibc's struct (Darwin: an optional pointer)"),
        .init(os: .linux, pattern: .exact("closefrom"), what: "closefrom"),
        .init(os: .linux, pattern: .exact("posix_spawn_file_actions_addclosefrom_np"), what: "glibc's closefrom for spawns"),
        .init(os: .linux, pattern: .module("FoundationNetworking"), what: "a module only Linux's Foundation has"),
        .init(os: .linux, pattern: .text("xdg-open"), what: "the freedesktop opener"),
        .init(os: .linux, pattern: .text("/proc"), what: "Linux's process file system")
    ]

    static let darwinOnly: [PlatformName] = [
        .init(os: .macOS, pattern: .prefix("kqueue"), what: "kqueue"),
        .init(os: .macOS, pattern: .prefix("kevent"), what: "kqueue's events"),
        .init(os: .macOS, pattern: .prefix("FSEvent"), what: "FSEvents"),
        .init(os: .macOS, pattern: .prefix("mach_"), what: "a Mach call"),
        .init(os: .macOS, pattern: .prefix("proc_pid"), what: "libproc"),
        .init(os: .macOS, pattern: .exact("proc_listallpids"), what: "libproc"),
        .init(os: .macOS, pattern: .exact("st_mtimespec"), what: "Darwin's stat field (glibc: st_mtim)"),
        .init(os: .macOS, pattern: .exact("_NSGetExecutablePath"), what: "dyld's executable path"),
        .init(os: .macOS, pattern: .exact("KERN_PROCARGS2"), what: "a Darwin sysctl"),
        .init(os: .macOS, pattern: .text("/usr/bin/open"), what: "the macOS opener")
    ]

    /// The OS modules, as names of their OS: the system layer may import and qualify with each
    /// only where its OS alone compiles (elsewhere R1 forbids them outright).
    static let osModules: [String: PlatformName] = [
        "Glibc": .init(os: .linux, pattern: .exact("Glibc"), what: "glibc's module"),
        "Musl": .init(os: .linux, pattern: .exact("Musl"), what: "musl's module"),
        "Darwin": .init(os: .macOS, pattern: .exact("Darwin"), what: "Darwin's module")
    ]

    /// Whether an identifier (or a word of a string) is this name.
    func matches(identifier: Substring) -> Bool {
        switch pattern {
        case .exact(let name), .module(let name): identifier == name
        case .prefix(let start): identifier.hasPrefix(start)
        case .capitalsAfter(let start):
            identifier.hasPrefix(start) && identifier.dropFirst(start.count).first.map { $0.isASCII && $0.isUppercase } == true
        case .text, .rawValueOf, .emptyInitializer: false
        }
    }

    /// The names of `names` a string literal's text holds, each once (its first place), with the
    /// UTF-8 offset of that place and the text found.
    /// `literal` is the whole string literal the text is a segment of (a module's import is
    /// guarded anywhere in it).
    static func occurrences(inString text: Substring, among names: [PlatformName], literal: Substring? = nil) -> [(
        name: PlatformName, offset: Int, found: Substring
    )] {
        var found: [(name: PlatformName, offset: Int, found: Substring)] = []
        for word in text.split(whereSeparator: { !isWordCharacter($0) }) {
            for name in names where name.isStringWordPattern && name.matches(identifier: word) && !found.contains(where: { $0.name.trigger == name.trigger }) {
                found.append((name, text.utf8.distance(from: text.startIndex, to: word.startIndex), word))
            }
        }
        for name in names {
            if case .text(let needle) = name.pattern, let range = occurrence(of: needle, in: text) {
                found.append((name, text.utf8.distance(from: text.startIndex, to: range.lowerBound), text[range]))
            }
            if case .module(let module) = name.pattern, let range = occurrence(of: "import " + module, in: text),
                (literal ?? text).range(ofText: "canImport(\(module))") == nil
            {
                found.append((name, text.utf8.distance(from: text.startIndex, to: range.lowerBound), text[range]))
            }
        }
        return found
    }

    /// Whether the name is matched as a whole identifier or word (not as text, a `.rawValue` or
    /// an initialiser).
    var isWordPattern: Bool {
        switch pattern {
        case .exact, .prefix, .capitalsAfter, .module: true
        case .text, .rawValueOf, .emptyInitializer: false
        }
    }

    /// Whether the name is matched as a word of a string literal (a module is matched there only
    /// as an unguarded import).
    var isStringWordPattern: Bool {
        if case .module = pattern { return false }
        return isWordPattern
    }

    /// Text that must be in a file for any name of this kind to be there: files without any of
    /// it are not parsed.
    var trigger: String {
        switch pattern {
        case .exact(let s), .prefix(let s), .capitalsAfter(let s), .text(let s), .emptyInitializer(let s), .module(let s): s
        case .rawValueOf(let prefix): prefix
        }
    }

    static func isWordCharacter(_ c: Character) -> Bool { c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) }

    /// `needle` in `text`, not followed by a word character ("/proc" is not in "/process").
    private static func occurrence(of needle: String, in text: Substring) -> Range<Substring.Index>? {
        var start = text.startIndex
        while let range = text[start...].range(ofText: needle) {
            if range.upperBound == text.endIndex || !isWordCharacter(text[range.upperBound]) {
                return range
            }
            start = text.index(after: range.lowerBound)
        }
        return nil
    }
}
