import Foundation

/// Size classes and scale, derived from the collection view's size: regular at 768 points and
/// wider (an iPad's full width), compact below (every iPhone held upright). The rest is the
/// host's fixed environment: light appearance, the large text size, a phone.
open class UITraitCollection: NSObject, @unchecked Sendable {
    private var horizontal: UIUserInterfaceSizeClass
    private var vertical: UIUserInterfaceSizeClass
    private var scale: CGFloat
    private var style: UIUserInterfaceStyle
    // The traits a layout does not read: unspecified unless the collection was made with them
    // (the environment's have the large text size and a phone).
    var contentSizeCategory = UIContentSizeCategory.unspecified
    var idiom = UIUserInterfaceIdiom.unspecified
    var contrast = UIAccessibilityContrast.unspecified
    var gamut = UIDisplayGamut.unspecified
    var forceTouch = UIForceTouchCapability.unknown
    var legibility = UILegibilityWeight.unspecified
    var level = UIUserInterfaceLevel.unspecified

    open var horizontalSizeClass: UIUserInterfaceSizeClass { horizontal }
    open var verticalSizeClass: UIUserInterfaceSizeClass { vertical }
    open var displayScale: CGFloat { scale }
    /// The text size the user chose: UIKit's default, large, in the environment's traits;
    /// unspecified in a collection made without it.
    open var preferredContentSizeCategory: UIContentSizeCategory { contentSizeCategory }
    open var userInterfaceStyle: UIUserInterfaceStyle { style }
    /// A phone in the environment's traits; unspecified in a collection made without it.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { idiom }
    /// The traits of the current context: what was set, else an iPhone's screen held upright.
    open class var current: UITraitCollection {
        get { currentTraits ?? UITraitCollection(size: CGSize(width: 390, height: 844), displayScale: 3) }
        set { currentTraits = newValue }
    }
    nonisolated(unsafe) private static var currentTraits: UITraitCollection?

    public static let regularWidth: CGFloat = 768

    init(size: CGSize, displayScale: CGFloat) {
        horizontal = size.width >= Self.regularWidth ? .regular : .compact
        vertical = size.height >= Self.regularWidth ? .regular : .compact
        scale = displayScale
        style = .light
        super.init()
        contentSizeCategory = .large
        idiom = .phone
    }

    // Designated, as on iOS: each sets one trait and leaves the rest unspecified.
    public override init() { (horizontal, vertical, scale, style) = (.unspecified, .unspecified, 0, .unspecified) }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        (horizontal, vertical, scale, style) = (horizontalSizeClass, .unspecified, 0, .unspecified)
    }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        (horizontal, vertical, scale, style) = (.unspecified, verticalSizeClass, 0, .unspecified)
    }
    public init(displayScale: CGFloat) { (horizontal, vertical, scale, style) = (.unspecified, .unspecified, displayScale, .unspecified) }
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        (horizontal, vertical, scale, style) = (.unspecified, .unspecified, 0, userInterfaceStyle)
    }
    /// The traits of `traitCollections`, a later one's specified traits over an earlier one's.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        (horizontal, vertical, scale, style) = (.unspecified, .unspecified, 0, .unspecified)
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.contentSizeCategory != .unspecified { contentSizeCategory = traits.contentSizeCategory }
            if traits.idiom != .unspecified { idiom = traits.idiom }
            if traits.contrast != .unspecified { contrast = traits.contrast }
            if traits.gamut != .unspecified { gamut = traits.gamut }
            if traits.forceTouch != .unknown { forceTouch = traits.forceTouch }
            if traits.legibility != .unspecified { legibility = traits.legibility }
            if traits.level != .unspecified { level = traits.level }
        }
    }

    /// Whether colours would resolve differently: never (colours are not resolved here).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var accessibilityContrast: UIAccessibilityContrast { contrast }
    /// Whether every trait the other collection specifies has the same value here (true for nil).
    open func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return (other.horizontal == .unspecified || other.horizontal == horizontal)
            && (other.vertical == .unspecified || other.vertical == vertical)
            && (other.scale == 0 || other.scale == scale)
            && (other.style == .unspecified || other.style == style)
            && (other.contentSizeCategory == .unspecified || other.contentSizeCategory == contentSizeCategory)
            && (other.idiom == .unspecified || other.idiom == idiom)
            && (other.contrast == .unspecified || other.contrast == contrast)
            && (other.gamut == .unspecified || other.gamut == gamut)
            && (other.forceTouch == .unknown || other.forceTouch == forceTouch)
            && (other.legibility == .unspecified || other.legibility == legibility)
            && (other.level == .unspecified || other.level == level)
    }
    open var displayGamut: UIDisplayGamut { gamut }
    open var forceTouchCapability: UIForceTouchCapability { forceTouch }
    open var legibilityWeight: UILegibilityWeight { legibility }
    /// Runs the block with this collection as `current`, then puts the previous one back.
    open func performAsCurrent(_ actions: () -> Void) {
        let previous = Self.currentTraits
        Self.currentTraits = self
        defer { Self.currentTraits = previous }
        actions()
    }
    open var userInterfaceLevel: UIUserInterfaceLevel { level }
}

public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact, regular }
