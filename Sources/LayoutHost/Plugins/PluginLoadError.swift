/// Why a library could not be loaded as a plugin: one line, naming the cause.
public struct PluginLoadError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
