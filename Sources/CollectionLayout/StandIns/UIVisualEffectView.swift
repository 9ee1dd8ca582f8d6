import Foundation

/// A visual effect (a blur or vibrancy), kept by the view that shows it.
@preconcurrency @MainActor open class UIVisualEffect: NSObject {}

/// A blur of a style.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0
    }

    public convenience init(style: Style) { self.init() }
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
