import Foundation

/// iOS's declarations of UICellAccessory.ReorderOptions the SDK had not, kept and inert (sdk-surface standins).
extension UICellAccessory.ReorderOptions {
    public init(isHidden p0: Bool? = nil, reservedLayoutWidth p1: UICellAccessory.LayoutDimension? = nil, tintColor p2: UIColor? = nil, showsVerticalSeparator p3: Bool? = nil) { self.init() }
}
