import Foundation

public typealias UIActionHandler = (UIAction) -> Void

/// An action of a menu, a button or a bar button item: it keeps its handler, which nothing
/// performs here (no control is tapped).
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    let handler: UIActionHandler
    private let storedIdentifier: Identifier
    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }
    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }
    open var discoverabilityTitle: String?
    open var identifier: Identifier { storedIdentifier }
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    open var sender: Any? { nil }

    init(
        actionTitle title: String, subtitle: String?, image: UIImage?, identifier: Identifier?, discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler
    ) {
        self.handler = handler
        storedIdentifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) {
        handler = { _ in }
        storedIdentifier = Identifier(UUID().uuidString)
        attributes = []
        state = .off
        super.init(coder: coder)
    }

    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            actionTitle: title, subtitle: nil, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state, handler: handler)
    }

    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init(
            actionTitle: title, subtitle: subtitle, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state, handler: handler)
    }

    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
