import Foundation

/// A visual effect (a blur or vibrancy), kept by the view that shows it.
@preconcurrency @MainActor open class UIVisualEffect: NSObject {}

/// A blur of a style.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0

        // iOS's other members, kept and inert (sdk-surface standins)
        case dark = 2
        case light = 1
        case prominent = 5
        case regular = 4
        case systemChromeMaterial = 10
        case systemChromeMaterialDark = 20
        case systemChromeMaterialLight = 15
        case systemMaterial = 8
        case systemMaterialDark = 18
        case systemMaterialLight = 13
        case systemThickMaterial = 9
        case systemThickMaterialDark = 19
        case systemThickMaterialLight = 14
        case systemThinMaterial = 7
        case systemThinMaterialDark = 17
        case systemThinMaterialLight = 12
        case systemUltraThinMaterial = 6
        case systemUltraThinMaterialDark = 16
        case systemUltraThinMaterialLight = 11
    }

    /// The blur's style, kept.
    public private(set) var style = Style.extraLight

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A view drawing a visual effect behind its content view (nothing is drawn here).
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView(frame: .zero)

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
