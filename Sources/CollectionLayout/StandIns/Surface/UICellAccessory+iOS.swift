import Foundation

/// iOS's declarations of UICellAccessory the SDK had not, kept and inert (sdk-surface standins).
extension UICellAccessory {
    /// The kind the factory made.
    public var accessoryType: UICellAccessory.AccessoryType { kind }

    public struct PopUpMenuOptions {
        public init() {}
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var tintColor: UIColor? = nil
    }

    public struct DetailOptions {
        public init() {}
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var tintColor: UIColor? = nil
    }

    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    public enum AccessoryType: Sendable {
        case checkmark
        case customView(UIView)
        case delete
        case detail
        case disclosureIndicator
        case insert
        case label
        case multiselect
        case outlineDisclosure
        case popUpMenu
        case reorder
    }

    public struct MultiselectOptions {
        public init() {}
        public var backgroundColor: UIColor? = nil
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var tintColor: UIColor? = nil
    }

    public struct DisclosureIndicatorOptions {
        public init() {}
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var tintColor: UIColor? = nil
    }

    public enum Placement: Sendable {
        case leading(UICellAccessory.DisplayedState, UICellAccessory.Placement.Position)
        case trailing(UICellAccessory.DisplayedState, UICellAccessory.Placement.Position)
        public typealias Position = ([UICellAccessory]) -> Int
    }

    public struct CheckmarkOptions {
        public init() {}
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var tintColor: UIColor? = nil
    }

    public struct InsertOptions {
        public init() {}
        public var backgroundColor: UIColor? = nil
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var tintColor: UIColor? = nil
    }

    public struct ReorderOptions {
        public init() {}
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        /// True, UIKit's default.
        public var showsVerticalSeparator: Bool = true
        public var tintColor: UIColor? = nil
    }

    public struct CustomViewConfiguration {
        public init() {}
        /// What `init(customView:placement:…)` was given (a plain view for `init()`).
        public var customView: UIView { storedCustomView ?? UIView() }
        var storedCustomView: UIView?
        /// What `init(customView:placement:…)` was given (trailing, always, after the others, for `init()`).
        public var placement: UICellAccessory.Placement { storedPlacement ?? .trailing(.always, { $0.count }) }
        var storedPlacement: UICellAccessory.Placement?
        public var isHidden: Bool = false
        public var maintainsFixedSize: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var tintColor: UIColor? = nil
    }

    public struct LabelOptions {
        public init() {}
        /// True, UIKit's default.
        public var adjustsFontForContentSizeCategory: Bool = true
        public var font: UIFont = UIFont.systemFont(ofSize: 17)
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var tintColor: UIColor? = nil
    }

    public enum LayoutDimension: Sendable {
        case actual
        case custom(CGFloat)
        case standard
    }

    public struct DeleteOptions {
        public init() {}
        public var backgroundColor: UIColor? = nil
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var tintColor: UIColor? = nil
    }
}
