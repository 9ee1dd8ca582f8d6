import Foundation

/// An element of a menu (an action or a submenu): kept with its title and image; no menu is
/// ever shown here.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    var elementTitle: String
    var elementImage: UIImage?
    open var title: String { elementTitle }
    open var image: UIImage? { elementImage }
    open var subtitle: String?

    init(title: String, subtitle: String?, image: UIImage?) {
        elementTitle = title
        self.subtitle = subtitle
        elementImage = image
        super.init()
    }

    /// Nothing is decoded here: an element with no title.
    public required init?(coder: NSCoder) {
        elementTitle = ""
        super.init()
    }

    public enum State: Int, Sendable { case off, on, mixed }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0), destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2), keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
