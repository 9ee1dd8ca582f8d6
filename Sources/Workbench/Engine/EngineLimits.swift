import Foundation
import LayoutHost
import HostSupport

/// The engine's limits: how long one plugin call may run and how much address space the engine
/// may map, with their defaults and the forms `--call-timeout`, `--memory-limit` and
/// `calltimeout` take. `help limits` prints them from here.
package enum EngineLimits {
    /// Seconds one plugin call may run (a layout in an endless loop is stopped after this).
    package static let defaultCallTimeout: Double = 10
    /// Calls may be given up to an hour.
    package static let callTimeoutRange: ClosedRange<Double> = 0.1...3600
    /// The engine's address space: 12 GiB, half of a 24 GiB machine, well above what a
    /// 1,000,000-item session maps.
    package static let defaultMemoryLimit: UInt64 = 12 << 30
    /// At least 1 GiB (the runtime and a debug build map several hundred MiB before any layout).
    package static let minimumMemoryLimit: UInt64 = 1 << 30

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
            throw CommandError("the memory limit must be at least \(EngineFault.bytes(minimumMemoryLimit)), not \(text)")
        }
        return bytes
    }
}
