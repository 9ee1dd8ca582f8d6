/// A layout a loaded plugin exports, as its descriptor lists it.
package struct LayoutInfo: Sendable, Equatable {
    package var id: String
    package var title: String
    package var summary: String
    package var parameters: [ParameterInfo]
    /// Position in the plugin's descriptor, for create().
    package var index: Int
}

/// A parameter of a layout; values are text the plugin parses ("300", "390x300", "left").
package struct ParameterInfo: Sendable, Equatable {
    package var name: String
    package var type: String
    package var defaultValue: String
    package var range: String
    package var summary: String
}
