/// A call into a layout failed: the plugin reported an error or returned unusable geometry.
public struct LayoutCallError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
