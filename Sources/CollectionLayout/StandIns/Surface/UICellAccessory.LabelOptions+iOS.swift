import Foundation

/// iOS's declarations of UICellAccessory.LabelOptions the SDK had not, kept and inert (sdk-surface standins).
extension UICellAccessory.LabelOptions {
    /// Options with what is given, the rest their defaults.
    public init(
        isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
        adjustsFontForContentSizeCategory: Bool? = nil
    ) {
        self.init()
        if let isHidden { self.isHidden = isHidden }
        if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
        self.tintColor = tintColor
        if let font { self.font = font }
        if let adjustsFontForContentSizeCategory { self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory }
    }
}
