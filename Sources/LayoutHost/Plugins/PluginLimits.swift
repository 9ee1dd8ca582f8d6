import Foundation
import HostSystem
import PluginABI

/// What the host accepts from a plugin, whatever its records claim: every count and string
/// length is bounded and every record's `struct_size` checked before a field is read, so a
/// descriptor claiming 10⁹ layouts or an unterminated string is refused with one line.
package enum PluginLimits {
    package static let layouts = 1_000
    package static let parametersPerLayout = 1_000
    /// Elements in one answer: a layout over ten times the items a snapshot may hold, with a
    /// supplementary view per item (a plugin may make up its own data).
    package static let elements = 20_000_000
    package static let customAttributesPerElement = 1_000
    package static let stringBytes = 64 * 1024

    /// The text at `pointer`, reading at most `stringBytes` bytes; nil past the limit or when
    /// its bytes are not readable memory (an unterminated string running off its page).
    static func string(_ pointer: UnsafePointer<CChar>) -> String? {
        guard let length = GuardedMemory.stringLength(pointer, limit: stringBytes + 1), length <= stringBytes else { return nil }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    /// A plugin's message (an error, a log line): bounded, and said to be unreadable rather
    /// than read past its end.
    static func message(_ pointer: UnsafePointer<CChar>) -> String {
        string(pointer) ?? "(a message longer than \(stringBytes) bytes or not terminated in readable memory)"
    }

    /// The size a record must declare for the host to read every field it reads.
    static func requiredSize<Record>(_: Record.Type) -> Int { MemoryLayout<Record>.size }
}
