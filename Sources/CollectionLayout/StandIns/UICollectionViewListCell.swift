import Foundation

/// The list cell of UICollectionLayoutListConfiguration lists, with its content and background
/// configurations and accessories: kept, drawn nowhere.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

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
        public var transform: UIListContentConfiguration.TextProperties.TextTransform = UIListContentConfiguration.TextProperties.TextTransform.capitalized
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

    // iOS's other members, kept and inert (sdk-surface standins)
    public var customView: UIView? = nil
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    public var image: UIImage? = nil
    public var imageContentMode: UIView.ContentMode = UIView.ContentMode.scaleToFill
    public var strokeOutset: CGFloat = 0
    public var visualEffect: UIVisualEffect? = nil
}

/// A list cell accessory (disclosure, checkmark…): a name only.
public struct UICellAccessory: Sendable {
    public typealias ActionHandler = () -> Void
    public let name: String
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    public struct OutlineDisclosureOptions: Sendable {
        public enum Style: Int, Sendable { case automatic, header, cell }
        public init(style: Style = .automatic) {}

        // iOS's other members, kept and inert (sdk-surface standins)
        public var isHidden: Bool = false
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension = UICellAccessory.LayoutDimension.actual
        public var style: UICellAccessory.OutlineDisclosureOptions.Style = UICellAccessory.OutlineDisclosureOptions.Style.automatic
        public var tintColor: UIColor? = nil
    }
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(name: "disclosureIndicator") }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(name: "checkmark") }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(name: "delete") }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(name: "reorder") }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(name: "outlineDisclosure")
    }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(name: "label") }
}
