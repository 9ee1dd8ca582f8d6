import Foundation

/// UIKit's layout for an interactive switch between two layouts: each element sits between its
/// attributes in `currentLayout` and in `nextLayout`, `transitionProgress` of the way (0 the
/// current, 1 the next). The rule is `interpolate`; `use LAYOUT --transition` plays the same.
@preconcurrency @MainActor open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    let storedCurrentLayout: UICollectionViewLayout
    open var currentLayout: UICollectionViewLayout { storedCurrentLayout }
    let storedNextLayout: UICollectionViewLayout
    open var nextLayout: UICollectionViewLayout { storedNextLayout }
    private var animatedValues: [String: CGFloat] = [:]

    /// How far the transition has gone; setting it invalidates the layout, as UIKit's does.
    open var transitionProgress: CGFloat = 0 {
        didSet { invalidateLayout() }
    }

    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.storedCurrentLayout = currentLayout
        self.storedNextLayout = nextLayout
        super.init()
    }

    /// A transition layout needs both layouts; none comes from a coder.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A value of the subclass's own that moves with the transition (read back by key).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value last given for `key`; 0 when none was.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        let t = transitionProgress
        return CGSize(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let to = nextLayout.layoutAttributesForElements(in: rect) ?? []
        var order: [ElementKey] = []
        var pairs: [ElementKey: (from: UICollectionViewLayoutAttributes?, to: UICollectionViewLayoutAttributes?)] = [:]
        for attributes in from {
            let key = ElementKey(attributes)
            if pairs[key] == nil { order.append(key) }
            pairs[key, default: (nil, nil)].from = attributes
        }
        for attributes in to {
            let key = ElementKey(attributes)
            if pairs[key] == nil { order.append(key) }
            pairs[key, default: (nil, nil)].to = attributes
        }
        return order.compactMap { key in
            let pair = pairs[key]!
            return blend(pair.from ?? key.attributes(in: currentLayout), pair.to ?? key.attributes(in: nextLayout))
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        blend(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        blend(
            currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
            nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        blend(
            currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
            nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    /// A copy of the nearer side with the geometry between both (an element one side lacks fades).
    private func blend(_ from: UICollectionViewLayoutAttributes?, _ to: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let base = (transitionProgress < 0.5 ? from ?? to : to ?? from) else { return nil }
        let copy = base.layoutCopy()
        let between = Self.interpolate(from.map(Geometry.init), to.map(Geometry.init), progress: transitionProgress)
        copy.center = between.center
        copy.size = between.size
        copy.transform3D = between.transform3D
        copy.alpha = between.alpha
        return copy
    }

    /// The animated part of an element's attributes.
    public struct Geometry: Equatable, Sendable {
        public var center: CGPoint
        public var size: CGSize
        public var transform3D: CATransform3D
        public var alpha: CGFloat

        public init(center: CGPoint, size: CGSize, transform3D: CATransform3D, alpha: CGFloat) {
            self.center = center
            self.size = size
            self.transform3D = transform3D
            self.alpha = alpha
        }

        init(_ attributes: UICollectionViewLayoutAttributes) {
            let s = attributes.storage
            self.init(center: s.center, size: s.size, transform3D: s.transform3D, alpha: s.alpha)
        }
    }

    /// The transition's rule for one element, `progress` of the way from `from` to `to`: centre,
    /// size, alpha and each transform entry linearly; an element one layout lacks stays where the
    /// other has it and fades (alpha 0 on the missing side). zIndex, hidden and custom values
    /// are the nearer side's (`help decisions`).
    nonisolated public static func interpolate(_ from: Geometry?, _ to: Geometry?, progress t: CGFloat) -> Geometry {
        guard let a = from ?? to.map({ Geometry(center: $0.center, size: $0.size, transform3D: $0.transform3D, alpha: 0) }),
            let b = to ?? from.map({ Geometry(center: $0.center, size: $0.size, transform3D: $0.transform3D, alpha: 0) })
        else { return Geometry(center: .zero, size: .zero, transform3D: CATransform3DIdentity, alpha: 0) }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        var transform = a.transform3D
        if a.transform3D != b.transform3D {
            let values = zip(a.transform3D.values, b.transform3D.values).map { mix($0, $1) }
            transform = CATransform3D(values: values)
        }
        return Geometry(
            center: CGPoint(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y)),
            size: CGSize(width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)),
            transform3D: transform, alpha: mix(a.alpha, b.alpha))
    }
}

/// What identifies an element in both layouts: category, kind and index path.
private struct ElementKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String?
    let indexPath: IndexPath

    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }

    /// The element's attributes as `layout` has them, or nil.
    func attributes(in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch category {
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: kind ?? "", at: indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: kind ?? "", at: indexPath)
        case .cell: layout.layoutAttributesForItem(at: indexPath)
        }
    }
}
