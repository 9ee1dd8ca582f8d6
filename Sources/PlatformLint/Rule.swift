/// The platform rules the lint holds the package to, each with what it asks in one line. The
/// package builds on Linux and macOS; these are the mistakes a Linux build cannot see.
public enum Rule: String, CaseIterable, Sendable, Comparable {
    case r1 = "R1"
    case r2 = "R2"
    case r3 = "R3"
    case r4 = "R4"
    case r5 = "R5"
    case r6 = "R6"

    /// What the rule asks, in one line.
    public var summary: String {
        switch self {
        case .r1: "OS conditionals, OS modules and their qualifiers only in Sources/HostSystem"
        case .r2: "Linux-only names never active on macOS, Darwin-only names never active on Linux, both only in HostSystem"
        case .r3: "Package.swift declares macOS 13 or later and system libraries with pkg-config, brew and apt"
        case .r4: "CHostSystem splits per OS in whole files, each declared function defined for both"
        case .r5: "ELF and Mach-O linker strings only in Sources/PluginBuild/Toolchain"
        case .r6: ".ci/setup runs apt-get only on Linux and brew only on macOS"
        }
    }

    public static func < (a: Rule, b: Rule) -> Bool { a.rawValue < b.rawValue }
}
