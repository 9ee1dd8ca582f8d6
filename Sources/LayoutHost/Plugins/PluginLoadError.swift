/// Why a library could not be loaded as a plugin: one line, naming the cause.
package struct PluginLoadError: Error, CustomStringConvertible, Equatable {
    package let description: String

    package init(_ description: String) { self.description = description }
}
