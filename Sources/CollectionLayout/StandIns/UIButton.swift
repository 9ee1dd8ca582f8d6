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
    /// True, UIKit's default.
    open var adjustsImageWhenDisabled: Bool = true
    /// True, UIKit's default.
    open var adjustsImageWhenHighlighted: Bool = true
    /// True, UIKit's default.
    open var automaticallyUpdatesConfiguration: Bool = true
    open func backgroundRect(forBounds p0: CGRect) -> CGRect { .zero }
    public var configuration: UIButton.Configuration? = nil
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? = nil
    open func contentRect(forBounds p0: CGRect) -> CGRect { .zero }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The image symbol configuration for the current state.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }
    /// The title shadow colour for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open func imageRect(forContentRect p0: CGRect) -> CGRect { .zero }
    open var isHeld: Bool { false }
    open var isHovered: Bool { false }
    open var isPointerInteractionEnabled: Bool = false
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
    /// What was set for the state, else for `.normal`.
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[State.normal.rawValue]
    }
    open var reversesTitleShadowWhenHighlighted: Bool = false
    open var role: UIButton.Role = UIButton.Role.normal
    /// Asks for `updateConfiguration()`, which runs at once here (on iOS, before the next layout).
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        symbolConfigurations[state.rawValue] = configuration
    }
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { titleShadowColors[state.rawValue] = color }
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    open var showsTouchWhenHighlighted: Bool = false
    open var subtitleLabel: UILabel? { nil }
    open func titleRect(forContentRect p0: CGRect) -> CGRect { .zero }
    /// What was set for the state, else for `.normal`.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
    }
    /// Runs the configuration update handler; a subclass overrides it to update its configuration.
    open func updateConfiguration() { configurationUpdateHandler?(self) }
}
