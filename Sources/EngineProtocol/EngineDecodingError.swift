/// A frame that is no message of the direction it came in: what is wrong with it, in one line.
public struct EngineDecodingError: Error, Equatable, CustomStringConvertible {
    public var description: String

    init(_ description: String) { self.description = description }
}
