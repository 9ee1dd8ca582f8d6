import Foundation

/// One axis of a compositional element's size: absolute points, an estimate that self-sizing
/// replaces, or a fraction of the containing group's effective width or height.
@preconcurrency @MainActor open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    enum Kind: Equatable {
        case absolute, estimated, fractionalWidth, fractionalHeight, uniformAcrossSiblings
    }

    let kind: Kind
    /// The number the dimension was made with: points, or a fraction.
    let storedDimension: CGFloat
    open var dimension: CGFloat { storedDimension }
    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.storedDimension = dimension
        super.init()
    }

    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self.make(.fractionalWidth, fractionalWidth) }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self.make(.fractionalHeight, fractionalHeight) }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { Self.make(.absolute, absoluteDimension) }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { Self.make(.estimated, estimatedDimension) }
    /// iOS 17: self-sizes from `estimate`, then grows to the largest sibling on that axis.
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self.make(.uniformAcrossSiblings, estimatedDimension)
    }

    private static func make(_ kind: Kind, _ value: CGFloat) -> Self {
        // NSCollectionLayoutDimension has no subclasses in practice; `Self` keeps UIKit's signature.
        unsafeDowncast(NSCollectionLayoutDimension(kind, value), to: self)
    }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The points this dimension stands for in a container of effective size `container`.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        case .fractionalWidth: return dimension * container.width
        case .fractionalHeight: return dimension * container.height
        }
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A width and a height, each an NSCollectionLayoutDimension.
@preconcurrency @MainActor open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    let storedWidthDimension: NSCollectionLayoutDimension
    open var widthDimension: NSCollectionLayoutDimension { storedWidthDimension }
    let storedHeightDimension: NSCollectionLayoutDimension
    open var heightDimension: NSCollectionLayoutDimension { storedHeightDimension }
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        storedWidthDimension = width
        storedHeightDimension = height
        super.init()
    }

    /// The size in a container of effective size `container`.
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
