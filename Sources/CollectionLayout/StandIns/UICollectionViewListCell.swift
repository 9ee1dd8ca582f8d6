import Foundation

/// The list cell of UICollectionLayoutListConfiguration lists, with its content and background
/// configurations and accessories: kept, drawn nowhere.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The guide the cell's separator follows (inert: nothing solves it here).
    open var separatorLayoutGuide: UILayoutGuide { storedSeparatorLayoutGuide }
    private lazy var storedSeparatorLayoutGuide = UILayoutGuide()

    // iOS's other members, kept and inert (sdk-surface standins)
    open var indentsAccessories: Bool = false
}

public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public var font = UIFont.preferredFont(forTextStyle: .body)
        public var color = UIColor.label
        public var numberOfLines = 0
        public var alignment = TextAlignment.natural
        public var allowsDefaultTighteningForTruncation = true
        public enum TextAlignment: Hashable, Sendable { case natural, center, justified }

        // iOS's other members, kept and inert (sdk-surface standins)
        public var adjustsFontForContentSizeCategory: Bool = false
        public var adjustsFontSizeToFitWidth: Bool = false
        public var lineBreakMode: NSLineBreakMode = NSLineBreakMode.byWordWrapping
        public var minimumScaleFactor: CGFloat = 0
        public var showsExpansionTextWhenTruncated: Bool = false
        /// `.none`, the ObjC enum's zero case: the text as it is.
        public var transform: UIListContentConfiguration.TextProperties.TextTransform = UIListContentConfiguration.TextProperties.TextTransform.none
    }
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var maximumSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        // iOS's other members, kept and inert (sdk-surface standins)
        public var accessibilityIgnoresInvertColors: Bool = false
        public var reservedLayoutSize: CGSize = .zero
    }
    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var imageToTextPadding: CGFloat = 0
    public var prefersSideBySideTextAndSecondaryText = false

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }

    // iOS's other members, kept and inert (sdk-surface standins)
    public var secondaryAttributedText: NSAttributedString? = nil
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
}

public struct UIBackgroundConfiguration: Hashable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    // iOS's other members, kept and inert (sdk-surface standins)
    public var customView: UIView? = nil
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    public var image: UIImage? = nil
    public var imageContentMode: UIView.ContentMode = UIView.ContentMode.scaleToFill
    public var strokeOutset: CGFloat = 0
    public var visualEffect: UIVisualEffect? = nil
}

/// A list cell accessory (disclosure, checkmark…): its kind and the editing states it shows in
/// are kept, drawn nowhere (its options and handlers are not kept).
public struct UICellAccessory: Sendable {
    public typealias ActionHandler = () -> Void
    /// The kind's name ("disclosureIndicator", "checkmark"…).
    public let name: String
    /// The editing states the accessory shows in.
    let displayedState: DisplayedState
    let kind: AccessoryType

    init(_ kind: AccessoryType, name: String, displayed: DisplayedState) {
        self.kind = kind
        self.name = name
        displayedState = displayed
    }

    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    public struct OutlineDisclosureOptions: Sendable {
        public enum Style: Int, Sendable { case automatic, header, cell }
        /// Options with what is given, the rest their defaults.
        public init(
            style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            if let style { self.style = style }
            if let isHidden { self.isHidden = isHidden }
            if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
            self.tintColor = tintColor
        }

        // iOS's other members, kept and inert (sdk-surface standins)
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var style: UICellAccessory.OutlineDisclosureOptions.Style = UICellAccessory.OutlineDisclosureOptions.Style.automatic
        public var tintColor: UIColor? = nil
    }
    // The system accessories, as iOS declares their factories; each answers an accessory of its kind.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, name: "disclosureIndicator", displayed: displayed)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, name: "checkmark", displayed: displayed)
    }
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete, name: "delete", displayed: displayed)
    }
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.insert, name: "insert", displayed: displayed)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, name: "reorder", displayed: displayed)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, name: "multiselect", displayed: displayed)
    }
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, name: "outlineDisclosure", displayed: displayed)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label, name: "label", displayed: displayed)
    }
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail, name: "detail", displayed: displayed)
    }
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.popUpMenu, name: "popUpMenu", displayed: displayed)
    }
    /// The configuration's view, shown in the states its placement gives.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState =
            switch configuration.placement {
            case .leading(let state, _), .trailing(let state, _): state
            }
        return UICellAccessory(.customView(configuration.customView), name: "customView", displayed: displayed)
    }
}
