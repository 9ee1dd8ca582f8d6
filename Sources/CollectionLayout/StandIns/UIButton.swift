import Foundation

/// A button: its titles, images and colours (by state), primary action and menu are kept,
/// drawn nowhere; what it answers for a state is what was set for it, else for `.normal`.
@preconcurrency @MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, close = 7
        public static var plain: ButtonType { .system }
        public static var roundedRect: ButtonType { .system }
    }

    private var storedButtonType = ButtonType.custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private lazy var storedTitleLabel = UILabel()
    private lazy var storedImageView = UIImageView(image: nil)
    open var buttonType: ButtonType { storedButtonType }
    open var menu: UIMenu?
    open var changesSelectionAsPrimaryAction = false
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero
    open var titleLabel: UILabel? { storedTitleLabel }
    open var imageView: UIImageView? { storedImageView }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init() { self.init(frame: .zero) }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        storedButtonType = buttonType
    }

    /// A button that runs the action on `.primaryActionTriggered`, titled and imaged as it is.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
        }
    }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { attributedTitles[state.rawValue] = title }
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var adjustsImageWhenDisabled: Bool = false
    open var adjustsImageWhenHighlighted: Bool = false
    open var automaticallyUpdatesConfiguration: Bool = false
    open func backgroundRect(forBounds p0: CGRect) -> CGRect { .zero }
    public var configuration: UIButton.Configuration? = nil
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? = nil
    open func contentRect(forBounds p0: CGRect) -> CGRect { .zero }
    open var currentBackgroundImage: UIImage? { nil }
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { nil }
    open var currentTitleShadowColor: UIColor? { nil }
    open func imageRect(forContentRect p0: CGRect) -> CGRect { .zero }
    open var isHeld: Bool { false }
    open var isHovered: Bool { false }
    open var isPointerInteractionEnabled: Bool = false
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
    open func preferredSymbolConfigurationForImage(in p0: UIControl.State) -> UIImage.SymbolConfiguration? { nil }
    open var reversesTitleShadowWhenHighlighted: Bool = false
    open var role: UIButton.Role = UIButton.Role.normal
    open func setNeedsUpdateConfiguration() {  }
    open func setPreferredSymbolConfiguration(_ p0: UIImage.SymbolConfiguration?, forImageIn p1: UIControl.State) {  }
    open func setTitleShadowColor(_ p0: UIColor?, for p1: UIControl.State) {  }
    open var showsTouchWhenHighlighted: Bool = false
    open var subtitleLabel: UILabel? { nil }
    open func titleRect(forContentRect p0: CGRect) -> CGRect { .zero }
    open func titleShadowColor(for p0: UIControl.State) -> UIColor? { nil }
    open func updateConfiguration() {  }
}
