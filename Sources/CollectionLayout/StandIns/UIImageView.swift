import Foundation

/// An image view: it holds its images and draws nothing.
@preconcurrency @MainActor open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// A view the image's size, as UIKit makes it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    /// A view the image's size, as UIKit makes it.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init() { self.init(frame: .zero) }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var animationDuration: Double = 0
    open var animationImages: [UIImage]? = nil
    open var animationRepeatCount: Int = 0
    open var highlightedAnimationImages: [UIImage]? = nil
    /// Between `startAnimating()` with animation images and `stopAnimating()` (nothing moves here).
    open var isAnimating: Bool { animating }
    open func startAnimating() { animating = !(animationImages ?? []).isEmpty }
    open func stopAnimating() { animating = false }
    private var animating = false
}
