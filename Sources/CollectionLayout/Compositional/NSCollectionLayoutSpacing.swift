import Foundation

/// Space between elements: exactly `spacing` (fixed), or at least `spacing`, growing to share
/// what is left over (flexible).
@preconcurrency @MainActor open class NSCollectionLayoutSpacing: NSObject, NSCopying {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutSpacing(fixedSpacing, flexible: false), to: self) }
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutSpacing(flexibleSpacing, flexible: true), to: self) }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space outside an item's box on each edge, applied before its content insets; nil is none.
@preconcurrency @MainActor open class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
