/// A layout a loaded plugin exports, as its descriptor lists it.
public struct LayoutInfo: Sendable, Equatable {
    public var id: String
    public var title: String
    public var summary: String
    public var parameters: [ParameterInfo]
    /// Position in the plugin's descriptor, for create().
    public var index: Int
}

/// A parameter of a layout; values are text the plugin parses ("300", "390x300", "left").
public struct ParameterInfo: Sendable, Equatable {
    public var name: String
    public var type: String
    public var defaultValue: String
    public var range: String
    public var summary: String
}
