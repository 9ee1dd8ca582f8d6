import Foundation

/// iOS's declarations of UICellAccessory.CustomViewConfiguration the SDK had not, kept and inert (sdk-surface standins).
extension UICellAccessory.CustomViewConfiguration {
    /// A configuration of the view and placement, the rest as given or their defaults.
    public init(
        customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool? = nil,
        reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
        self.init()
        storedCustomView = customView
        storedPlacement = placement
        if let isHidden { self.isHidden = isHidden }
        if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
        self.tintColor = tintColor
        if let maintainsFixedSize { self.maintainsFixedSize = maintainsFixedSize }
    }
}
