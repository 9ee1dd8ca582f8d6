import Foundation

/// The coder a layout made the storyboard way is given (`init?(coder:)`, then `awakeFromNib()`),
/// as UIKit does when it loads a nib: keyed, and holding no values, as a layout object dropped in
/// a storyboard with no inspectable values set. Every decode answers the type's empty value.
public final class StoryboardCoder: NSCoder {
    override public init() { super.init() }

    override public var allowsKeyedCoding: Bool { true }
    override public func containsValue(forKey key: String) -> Bool { false }
    override public func decodeObject(forKey key: String) -> Any? { nil }
    override public func decodeBool(forKey key: String) -> Bool { false }
    override public func decodeInteger(forKey key: String) -> Int { 0 }
    override public func decodeInt32(forKey key: String) -> Int32 { 0 }
    override public func decodeInt64(forKey key: String) -> Int64 { 0 }
    override public func decodeFloat(forKey key: String) -> Float { 0 }
    override public func decodeDouble(forKey key: String) -> Double { 0 }
    override public func encode(_ object: Any?, forKey key: String) {}
}
