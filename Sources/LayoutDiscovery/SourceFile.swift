/// One Swift file of a plugin folder: where it is and what it says.
package struct SourceFile: Sendable, Equatable {
    /// The absolute path of the user's file (what diagnostics name).
    package var path: String
    package var text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
