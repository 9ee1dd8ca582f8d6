import Foundation

/// iOS's declarations of UICellAccessory.DeleteOptions the SDK had not, kept and inert (sdk-surface standins).
extension UICellAccessory.DeleteOptions {
    public init(isHidden p0: Bool? = nil, reservedLayoutWidth p1: UICellAccessory.LayoutDimension? = nil, tintColor p2: UIColor? = nil, backgroundColor p3: UIColor? = nil) { self.init() }
}
