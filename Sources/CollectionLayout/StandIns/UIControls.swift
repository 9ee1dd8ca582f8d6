import Foundation

/// Inert stand-ins for the views cells in layout files build: they hold what is assigned and
/// draw nothing.
@preconcurrency @MainActor open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor! = .label
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int, Sendable { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }

open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    public let size: CGSize
    public init(size: CGSize = .zero) { self.size = size }
    public convenience init?(named name: String) { self.init() }
    /// `#imageLiteral(resourceName:)`: an image of no size (nothing is drawn).
    public required convenience init(imageLiteralResourceName path: String) { self.init() }
    public convenience init?(systemName name: String) { self.init(size: CGSize(width: 20, height: 20)) }
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.SymbolConfiguration?) {
        self.init(size: CGSize(width: 20, height: 20))
    }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// Its bitmap: none (images hold no pixels here).
    public var cgImage: CGImage? { nil }
    public var scale: CGFloat { 1 }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    open class SymbolConfiguration: NSObject, @unchecked Sendable {
        public init(pointSize: CGFloat) { super.init() }
        public init(textStyle: UIFont.TextStyle) { super.init() }
        public init(scale: Int) { super.init() }
    }
}

/// A bitmap image: none is ever made here (`UIImage.cgImage` is nil). Images are equal only
/// to themselves.
public final class CGImage: Hashable, @unchecked Sendable {
    public let width: Int, height: Int
    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@preconcurrency @MainActor open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience override init() { self.init(frame: .zero) }
}

@preconcurrency @MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6), valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    public enum State: Int, Sendable { case normal, highlighted, disabled, selected }
    open var isEnabled = true
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {}
}

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

@preconcurrency @MainActor open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

@preconcurrency @MainActor open class UIStackView: UIView {
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var spacing: CGFloat = 0
    public init(arrangedSubviews: [UIView]) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience override init() { self.init(frame: .zero) }
    open func addArrangedSubview(_ view: UIView) {}
}

extension NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

/// A pull-to-refresh control: kept, never pulled here.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
