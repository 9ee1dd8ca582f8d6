import Foundation

/// UIKit's layout attributes: center, size and transform3D are the truth, as in UIKit.
///
/// `frame` reads back as the bounding box of the transformed bounds around the centre;
/// setting it sets center and size and ignores the transform (so set frame, then transform).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex: Int = 0
    open var isHidden: Bool = false
    open var indexPath = IndexPath(item: 0, section: 0)
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// nil for cells; the kind string for supplementary and decoration views.
    open private(set) var representedElementKind: String?

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
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    open var frame: CGRect {
        get { Self.frame(center: center, size: size, transform3D: transform3D) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    /// UIKit's frame for a centre, size and transform: the bounding box of the bounds rectangle
    /// transformed (affine part) about its centre, then moved to the centre.
    public static func frame(center: CGPoint, size: CGSize, transform3D: CATransform3D) -> CGRect {
        let box = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let transformed = transform3D == CATransform3DIdentity ? box : box.applying(CATransform3DGetAffineTransform(transform3D))
        return transformed.offsetBy(dx: center.x, dy: center.y)
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

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Compares every base property and, for subclasses, their stored custom properties too.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self)
        else { return false }
        return center == other.center && size == other.size && transform3D == other.transform3D
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
            && customAttributes == other.customAttributes
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        hasher.combine(representedElementCategory)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        return "<\(type(of: self)): index path: (\(indexPath.section)-\(indexPath.item));\(kind) frame = \(frame); alpha = \(alpha); zIndex = \(zIndex)>"
    }
}
