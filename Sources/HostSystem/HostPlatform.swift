/// The operating system layoutbench runs on, decided once: everything that differs between
/// Linux and macOS is behind this module (Sources/HostSystem), and the rest asks it.
public enum HostPlatform: String, Sendable, CaseIterable {
    case linux
    case darwin

    /// The system this executable was built for.
    public static var current: HostPlatform {
        #if os(Linux)
            .linux
        #else
            .darwin
        #endif
    }

    /// A dynamic library's file name suffix, with its dot: `.so` or `.dylib`.
    public var librarySuffix: String {
        switch self {
        case .linux: ".so"
        case .darwin: ".dylib"
        }
    }

    /// Folders whose files are the kernel's, not regular files whatever they claim.
    public var kernelFolders: [String] {
        switch self {
        case .linux: ["/proc/", "/sys/"]
        case .darwin: ["/dev/"]
        }
    }

    /// Whether `path` names a dynamic library here.
    public func isLibrary(_ path: String) -> Bool { path.hasSuffix(librarySuffix) }
}
