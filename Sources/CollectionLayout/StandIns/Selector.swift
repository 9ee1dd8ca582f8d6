/// `#selector(method)` in an app's file becomes `Selector("method")` in its build copy (there is
/// no Objective-C runtime on Linux); a selector here is only its name.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}
