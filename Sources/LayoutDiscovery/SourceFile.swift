/// One Swift file of a plugin folder: where it is and what it says.
public struct SourceFile: Sendable, Equatable {
    /// The absolute path of the user's file (what diagnostics name).
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
