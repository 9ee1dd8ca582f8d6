/// What the simulated view or its physics refuses to do (bounds that would not be finite, a
/// motion longer than one command may play, scrolling that is disabled), in one line with a hint
/// where one helps. A front end prints it as any error: "error: " and its description.
package struct ViewRefusal: Error, CustomStringConvertible, Equatable {
    /// "WHAT (hint)".
    package let description: String

    package init(_ message: String, hint: String? = nil) {
        description = message + (hint.map { " (\($0))" } ?? "")
    }
}
