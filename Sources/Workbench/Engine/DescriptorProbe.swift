import EngineProtocol
import Foundation
import HostSupport
import HostSystem

/// Whether the engine's descriptors are as a layout must leave them, looked at after every
/// request: none left (a layout opening files, sockets or pipes without closing them would leave
/// an engine that cannot read a plugin's sources or load a library, whose every error misleads),
/// or its channel to the front end (descriptors 3 and 4) closed or replaced. Either way the
/// engine says so on stderr and exits with `exitStatus` before it counts the request finished;
/// the front end blames the request that was running (EngineFault) and starts a new engine.
package enum DescriptorProbe {
    /// The stderr line of an engine whose channel a layout closed or replaced.
    package static let channelMarker = "layoutbench engine: a layout closed or replaced the engine's channel"
    /// The channel's descriptors as the engine started (device and inode of each).
    /// Unchecked: recorded once as the engine starts, before it starts any thread; read on its main thread.
    nonisolated(unsafe) private static var channel: [(dev: UInt64, ino: UInt64)] = []

    /// Notes the channel's descriptors; called once as the engine starts (one thread, before
    /// any plugin code runs, so the unsynchronised store above is safe).
    package static func noteChannel() {
        channel = [EngineChannel.requestDescriptor, EngineChannel.responseDescriptor].map(identity)
    }

    private static func identity(_ fd: Int32) -> (dev: UInt64, ino: UInt64) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return (0, 0) }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Whether the channel's descriptors are no longer those it started with.
    package static func channelBroken() -> Bool {
        guard !channel.isEmpty else { return false }
        return zip(channel, [EngineChannel.requestDescriptor, EngineChannel.responseDescriptor].map(identity))
            .contains { $0.0.dev != $0.1.dev || $0.0.ino != $0.1.ino }
    }
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
        return ProcessLimits.openFiles.map { UInt64($0) } ?? 0
    }

    /// Called with every answer: out of descriptors, or the channel gone, says so and exits.
    package static func exitIfExhausted() {
        if channelBroken() {
            StandardStreams.err(channelMarker + "\n")
            _exit(exitStatus)
        }
        guard let limit = exhausted() else { return }
        StandardStreams.err("\(marker) \(limit)\n")
        _exit(exitStatus)
    }

    /// The limit an engine's report says it ran out at, or nil when it did not.
    package static func limit(in report: [String]) -> UInt64? {
        report.lazy.compactMap { line in line.range(of: marker).flatMap { UInt64(line[$0.upperBound...].trimmingCharacters(in: .whitespaces)) } }.first
    }
}
