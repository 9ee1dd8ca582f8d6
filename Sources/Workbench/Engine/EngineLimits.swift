import Foundation
import LayoutHost
import HostSupport

/// The engine's limits: how long one plugin call may run and how much address space the engine
/// may map, with their defaults and the forms `--call-timeout`, `--memory-limit` and
/// `calltimeout` take. `help limits` prints them from here.
package enum EngineLimits {
    /// Seconds one plugin call may run (a layout in an endless loop is stopped after this).
    package static let defaultCallTimeout: Double = 10
    /// A request that goes this many call time limits with no plugin call, no answer and no build
    /// under it is asked to abort: a plugin that rewrote the engine's call record to say the host
    /// is running, then never returned, is stopped, and the engine says whose code it was in.
    package static let silentRequestFactor: Double = 6
    /// Calls may be given up to an hour.
    package static let callTimeoutRange: ClosedRange<Double> = 0.1...3600
    /// The engine's address space: 12 GiB, half of a 24 GiB machine, well above what a
    /// 1,000,000-item session maps.
    package static let defaultMemoryLimit: UInt64 = 12 << 30
    /// At least 1 GiB (the runtime and a debug build map several hundred MiB before any layout).
    package static let minimumMemoryLimit: UInt64 = 1 << 30
    /// What a plugin prints is shown up to this many lines a command (the rest counted, and said).
    package static let printedLineLimit = 1000
    /// A printed line longer than this is shown in pieces of it.
    package static let printedLineBytes = 1 << 16
    /// A fault within this many nanoseconds of the replay after a fault is the replay's own
    /// (replaying the same state again would only repeat it).
    package static let replayEcho: UInt64 = 1_000_000_000

    /// A limit in seconds as help and errors write it: "10 s", "0.5 s".
    package static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(saturating: value)) s" : String(format: "%.1f s", value)
    }

    /// A size as help and errors write it: "12 GiB", "512 MiB".
    package static func bytes(_ value: UInt64) -> String {
        let gib = Double(value) / Double(1 << 30)
        return gib >= 1
            ? (gib == gib.rounded() ? "\(Int(gib)) GiB" : String(format: "%.1f GiB", gib))
            : "\(value >> 20) MiB"
    }

    /// "8G", "8GiB", "512M", "1T" or a count of bytes.
    package static func parseBytes(_ text: String) throws -> UInt64 {
        let units: [(String, UInt64)] = [("TIB", 1 << 40), ("GIB", 1 << 30), ("MIB", 1 << 20), ("T", 1 << 40), ("G", 1 << 30), ("M", 1 << 20), ("B", 1)]
        let upper = text.uppercased()
        var number = upper, scale: UInt64 = 1
        for (suffix, value) in units where upper.hasSuffix(suffix) {
            number = String(upper.dropLast(suffix.count))
            scale = value
            break
        }
        guard let amount = Double(number), amount.isFinite, amount > 0, amount * Double(scale) < 1e18 else {
            throw CommandError("a memory limit is a size such as 8G, 512M or a number of bytes, not '\(text)'")
        }
        let bytes = UInt64(amount * Double(scale))
        guard bytes >= minimumMemoryLimit else {
            throw CommandError("the memory limit must be at least \(EngineLimits.bytes(minimumMemoryLimit)), not \(text)")
        }
        return bytes
    }
}
