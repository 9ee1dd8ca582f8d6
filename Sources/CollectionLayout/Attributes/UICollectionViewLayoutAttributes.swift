import Foundation

/// UIKit's layout attributes: center, size and transform3D are the truth, as in UIKit.
///
/// `frame` reads back as the bounding box of the transformed bounds around the centre;
/// setting it sets center and size and ignores the transform (so set frame, then transform).
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// Every base property in one value, so the SDK copies an element across the plugin
    /// boundary with one read instead of one (exclusivity-checked) read per property.
    struct Storage {
        var center: CGPoint = .zero
        var size: CGSize = .zero
        var transform3D: CATransform3D = CATransform3DIdentity
        /// Whether `transform3D` is the identity, kept by its setter (most attributes never
        /// have another, and a check per query should not compare sixteen numbers to learn it).
        var transformIsIdentity = true
        var alpha: CGFloat = 1
        var zIndex: Int = 0
        var isHidden = false
        var section = 0
        var item = 0
        var category: UICollectionView.ElementCategory = .cell
    }

    /// Read by the encoder once per element; only this class and the SDK touch it, on the main
    /// thread, so the runtime exclusivity check (a large share of the boundary's cost) is off.
    /// NSObject's isEqual, hash and description (nonisolated, as NSObject declares them) read it too.
    @exclusivity(unchecked) nonisolated(unsafe) final var storage = Storage()

    /// The supplementary or decoration kind, apart from `storage` so that storage holds no
    /// reference: copying one, or ending an attributes object, is then plain memory.
    @exclusivity(unchecked) nonisolated(unsafe) final var elementKind: String?

    open var center: CGPoint {
        get { storage.center }
        set { storage.center = newValue }
    }

    open var size: CGSize {
        get { storage.size }
        set { storage.size = newValue }
    }

    open var transform3D: CATransform3D {
        get { storage.transform3D }
        set {
            storage.transform3D = newValue
            storage.transformIsIdentity = newValue == CATransform3DIdentity
        }
    }

    open var alpha: CGFloat {
        get { storage.alpha }
        set { storage.alpha = newValue }
    }

    open var zIndex: Int {
        get { storage.zIndex }
        set { storage.zIndex = newValue }
    }

    open var isHidden: Bool {
        get { storage.isHidden }
        set { storage.isHidden = newValue }
    }

    /// Collection view index paths have two levels: section and item.
    open var indexPath: IndexPath {
        get { IndexPath(item: storage.item, section: storage.section) }
        set {
            storage.section = newValue.count > 0 ? newValue[0] : 0
            storage.item = newValue.count > 1 ? newValue[1] : 0
        }
    }

    open var representedElementCategory: UICollectionView.ElementCategory { storage.category }

    /// nil for cells; the kind string for supplementary and decoration views.
    open var representedElementKind: String? { elementKind }

    public required override init() {
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        storage.category = .supplementaryView
        self.elementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        storage.category = .decorationView
        elementKind = decorationViewKind
    }

    open var frame: CGRect {
        get {
            let s = storage
            return s.transformIsIdentity
                ? Self.box(s.size).offsetBy(dx: s.center.x, dy: s.center.y)
                : Self.frame(center: s.center, size: s.size, transform3D: s.transform3D)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    /// UIKit's frame for a centre, size and transform: the bounding box of the bounds rectangle
    /// transformed (affine part) about its centre, then moved to the centre.
    nonisolated public static func frame(center: CGPoint, size: CGSize, transform3D: CATransform3D) -> CGRect {
        let transformed = transform3D == CATransform3DIdentity ? box(size) : box(size).applying(CATransform3DGetAffineTransform(transform3D))
        return transformed.offsetBy(dx: center.x, dy: center.y)
    }

    /// The bounds rectangle about the centre.
    nonisolated private static func box(_ size: CGSize) -> CGRect {
        CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    }

    /// Origin always zero; setting it sets `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy through copy(with:), as UIKit makes one; the base copy when the override
    /// answers something that is not attributes.
    func layoutCopy() -> UICollectionViewLayoutAttributes {
        (copy() as? UICollectionViewLayoutAttributes) ?? baseCopy()
    }

    /// A plain attributes object with this one's base properties: what copy(with:) of the base
    /// class makes, whatever a subclass's override does.
    func baseCopy() -> UICollectionViewLayoutAttributes {
        let copy = UICollectionViewLayoutAttributes()
        copy.storage = storage
        copy.elementKind = elementKind
        return copy
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.storage = storage
        copy.elementKind = elementKind
        return copy
    }

    /// Compares the base properties only, as UIKit's does: a subclass compares its own and then
    /// asks super (UIKit skips re-applying attributes this calls equal).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self)
        else { return false }
        let mine = storage, theirs = other.storage
        return mine.center == theirs.center && mine.size == theirs.size && mine.transform3D == theirs.transform3D
            && mine.alpha == theirs.alpha && mine.zIndex == theirs.zIndex && mine.isHidden == theirs.isHidden
            && mine.section == theirs.section && mine.item == theirs.item
            && mine.category == theirs.category && elementKind == other.elementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(IndexPath(item: storage.item, section: storage.section))
        hasher.combine(elementKind)
        hasher.combine(storage.category)
        return hasher.finalize()
    }

    open override var description: String {
        let s = storage, kind = elementKind.map { " kind: \($0);" } ?? ""
        let frame = Self.frame(center: s.center, size: s.size, transform3D: s.transform3D)
        return "<\(type(of: self)): index path: (\(s.section)-\(s.item));\(kind) frame = \(frame); alpha = \(s.alpha); zIndex = \(s.zIndex)>"
    }
}
