import Foundation

/// iOS's declarations of UICellAccessory.CustomViewConfiguration the SDK had not, kept and inert (sdk-surface standins).
extension UICellAccessory.CustomViewConfiguration {
    public init(customView p0: UIView, placement p1: UICellAccessory.Placement, isHidden p2: Bool? = nil, reservedLayoutWidth p3: UICellAccessory.LayoutDimension? = nil, tintColor p4: UIColor? = nil, maintainsFixedSize p5: Bool? = nil) { self.init() }
}
