/// The two operating systems the package's host code runs on. Names in the system APIs belong
/// to one of them (PlatformName), and each host configuration is one of them.
enum HostOS: String, Sendable {
    case linux = "Linux"
    case macOS = "macOS"

    /// The other one: where a name of this OS must not be active.
    var other: HostOS { self == .linux ? .macOS : .linux }

    /// How messages call a name only this OS has.
    var only: String { self == .linux ? "Linux-only" : "Darwin-only" }
}
