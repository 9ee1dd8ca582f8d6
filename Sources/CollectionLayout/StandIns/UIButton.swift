import Foundation

/// A button: its titles and images are kept, drawn nowhere.
@preconcurrency @MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public init(type: ButtonType) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience override init() { self.init(frame: .zero) }
    open func setTitle(_ title: String?, for state: State) {}
    open func setImage(_ image: UIImage?, for state: State) {}
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    open var titleLabel: UILabel? { nil }
}
