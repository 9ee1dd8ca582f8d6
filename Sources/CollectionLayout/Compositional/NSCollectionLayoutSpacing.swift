import Foundation

/// Space between elements: exactly `spacing` (fixed), or at least `spacing`, growing to share
/// what is left over (flexible).
@preconcurrency @MainActor open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    let storedSpacing: CGFloat
    open var spacing: CGFloat { storedSpacing }
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.storedSpacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutSpacing(fixedSpacing, flexible: false), to: self) }
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutSpacing(flexibleSpacing, flexible: true), to: self) }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    // iOS's other members, kept and inert (sdk-surface standins)
    /// As `isFixedSpacing`.
    open var isFixed: Bool { isFixedSpacing }
    /// As `isFlexibleSpacing`.
    open var isFlexible: Bool { isFlexibleSpacing }
}

/// Space outside an item's box on each edge, applied before its content insets; nil is none.
@preconcurrency @MainActor open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    let storedLeading: NSCollectionLayoutSpacing?
    open var leading: NSCollectionLayoutSpacing? { storedLeading }
    let storedTop: NSCollectionLayoutSpacing?
    open var top: NSCollectionLayoutSpacing? { storedTop }
    let storedTrailing: NSCollectionLayoutSpacing?
    open var trailing: NSCollectionLayoutSpacing? { storedTrailing }
    let storedBottom: NSCollectionLayoutSpacing?
    open var bottom: NSCollectionLayoutSpacing? { storedBottom }
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.storedLeading = leading
        self.storedTop = top
        self.storedTrailing = trailing
        self.storedBottom = bottom
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
