import Foundation

/// The base of bar button and tab bar items: title, image and attributes kept, shown nowhere.
@preconcurrency @MainActor open class UIBarItem: NSObject {
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets = UIEdgeInsets.zero
    open var landscapeImagePhoneInsets = UIEdgeInsets.zero
    open var largeContentSizeImageInsets = UIEdgeInsets.zero
    open var tag = 0
    open var accessibilityLabel: String?
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { textAttributes[state.rawValue] }
}
