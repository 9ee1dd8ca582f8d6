import Foundation

/// iOS's declarations of UICellAccessory.LabelOptions the SDK had not, kept and inert (sdk-surface standins).
extension UICellAccessory.LabelOptions {
    public init(isHidden p0: Bool? = nil, reservedLayoutWidth p1: UICellAccessory.LayoutDimension? = nil, tintColor p2: UIColor? = nil, font p3: UIFont? = nil, adjustsFontForContentSizeCategory p4: Bool? = nil) { self.init() }
}
