import Foundation

/// iOS's declarations of UICellAccessory.InsertOptions the SDK had not, kept and inert (sdk-surface standins).
extension UICellAccessory.InsertOptions {
    /// Options with what is given, the rest their defaults.
    public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil)
    {
        self.init()
        if let isHidden { self.isHidden = isHidden }
        if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
    }
}
