/// A command that cannot be carried out: one line naming the problem, plus a hint where one
/// helps (usually the accepted form).
public struct CommandError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    /// "error: WHAT (hint)".
    public var description: String {
        "error: \(message)" + (hint.map { " (\($0))" } ?? "")
    }
}
