import Foundation
import HostSupport

/// Whether the engine has run out of file descriptors, looked at after every request: a layout
/// that opens files (or sockets, pipes) without closing them would otherwise leave an engine
/// that cannot read a plugin's sources or load a library, whose every error misleads. Out of
/// them, the engine says so on stderr and exits with `exitStatus`; the front end blames the
/// request that was running (EngineFault) and starts a new engine.
package enum DescriptorProbe {
    /// The exit status of an engine out of descriptors.
    package static let exitStatus: Int32 = 86
    /// The stderr line's start (then the limit).
    package static let marker = "layoutbench engine: out of file descriptors, limit"

    /// The descriptor limit when no descriptor can be opened now; nil while one can.
    package static func exhausted() -> UInt64? {
        let probe = dup(STDIN_FILENO)
        if probe >= 0 {
            close(probe)
            return nil
        }
        guard errno == EMFILE || errno == ENFILE else { return nil }
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        return UInt64(limit.rlim_cur)
    }

    /// Called with every answer: out of descriptors, says so and exits.
    package static func exitIfExhausted() {
        guard let limit = exhausted() else { return }
        StandardStreams.err("\(marker) \(limit)\n")
        _exit(exitStatus)
    }

    /// The limit an engine's report says it ran out at, or nil when it did not.
    static func limit(in report: [String]) -> UInt64? {
        report.lazy.compactMap { line in line.range(of: marker).flatMap { UInt64(line[$0.upperBound...].trimmingCharacters(in: .whitespaces)) } }.first
    }
}
