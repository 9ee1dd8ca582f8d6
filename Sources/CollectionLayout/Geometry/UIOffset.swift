import Foundation

/// UIKit's offset of a point from a centre.
public struct UIOffset: Hashable, Sendable, Codable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The zero offset, as the C struct's empty initialiser makes it.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
