import Foundation

/// iOS's declarations of UICellAccessory.DisclosureIndicatorOptions the SDK had not, kept and inert (sdk-surface standins).
extension UICellAccessory.DisclosureIndicatorOptions {
    /// Options with what is given, the rest their defaults.
    public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
        self.init()
        if let isHidden { self.isHidden = isHidden }
        if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
        self.tintColor = tintColor
    }
}
