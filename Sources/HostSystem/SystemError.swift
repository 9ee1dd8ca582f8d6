public import Foundation

/// A system call that failed: what was attempted and the system's reason, as one line.
public struct SystemError: Error, CustomStringConvertible, Sendable {
    /// What was attempted ("cannot start the engine").
    public var action: String
    /// The error number (errno), 0 when there is none.
    public var number: Int32

    public init(_ action: String, number: Int32 = errno) {
        self.action = action
        self.number = number
    }

    /// The system's words for `number`.
    public var reason: String { SystemError.reason(number) }

    public var description: String { number == 0 ? action : "\(action): \(reason)" }

    /// strerror's text for an error number.
    public static func reason(_ number: Int32) -> String { String(cString: strerror(number)) }
}
