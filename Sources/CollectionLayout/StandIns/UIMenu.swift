import Foundation

/// A menu: its children and options are kept; it is never shown here.
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    private let storedIdentifier: Identifier
    private let storedOptions: Options
    private let storedChildren: [UIMenuElement]
    open var identifier: Identifier { storedIdentifier }
    open var options: Options { storedOptions }
    open var children: [UIMenuElement] { storedChildren }
    open var preferredElementSize: ElementSize
    /// The children of a single-selection menu that are on.
    open var selectedElements: [UIMenuElement] { children.filter { ($0 as? UIAction)?.state == .on } }

    init(
        menuTitle title: String, subtitle: String?, image: UIImage?, identifier: Identifier?, options: Options, preferredElementSize: ElementSize,
        children: [UIMenuElement]
    ) {
        storedIdentifier = identifier ?? Identifier(UUID().uuidString)
        storedOptions = options
        storedChildren = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) {
        storedIdentifier = Identifier(UUID().uuidString)
        storedOptions = []
        storedChildren = []
        preferredElementSize = .large
        super.init(coder: coder)
    }

    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
        children: [UIMenuElement] = []
    ) {
        self.init(
            menuTitle: title, subtitle: nil, image: image, identifier: identifier, options: options, preferredElementSize: .large,
            children: children)
    }

    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
        self.init(
            menuTitle: title, subtitle: subtitle, image: image, identifier: identifier, options: options, preferredElementSize: .large,
            children: children)
    }

    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = UIMenu.ElementSize.large,
        children: [UIMenuElement] = []
    ) {
        self.init(
            menuTitle: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: children)
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            menuTitle: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }

    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0), destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public enum ElementSize: Int, Sendable { case small, medium, large }
}
