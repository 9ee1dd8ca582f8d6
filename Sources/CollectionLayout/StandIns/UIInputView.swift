import Foundation

/// A keyboard-styled input view: kept, shown nowhere (there is no keyboard here).
@preconcurrency @MainActor open class UIInputView: UIView {
    private var storedStyle = Style.default
    open var inputViewStyle: Style { storedStyle }
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        storedStyle = inputViewStyle
        super.init(frame: frame)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init() { self.init(frame: .zero) }

    public enum Style: Int, Sendable { case `default` = 0, keyboard }
}
