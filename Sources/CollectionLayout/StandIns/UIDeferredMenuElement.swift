import Foundation

/// A menu element whose children come later from a provider: kept; no menu is shown here, so
/// the provider is never asked.
@preconcurrency @MainActor open class UIDeferredMenuElement: UIMenuElement {
    let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void

    init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        elementProvider = provider
        super.init(title: "", subtitle: nil, image: nil)
    }

    public required init?(coder: NSCoder) {
        elementProvider = { $0([]) }
        super.init(coder: coder)
    }

    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider)
    }

    /// An element asked again each time its menu shows (never, here).
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        UIDeferredMenuElement(provider: elementProvider) as! Self
    }
}
