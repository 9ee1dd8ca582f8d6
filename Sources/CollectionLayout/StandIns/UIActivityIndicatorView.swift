import Foundation

/// A spinner: it keeps whether it is animating (and hides when stopped, if asked); nothing spins.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    open var style: Style
    open var hidesWhenStopped = true
    open var color: UIColor! = .gray
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = hidesWhenStopped
    }
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }
    /// Non-failable, as on iOS (nothing is decoded here).
    public required init(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)!
    }
    public convenience init() { self.init(frame: .zero) }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }
}
