public import CollectionLayout
import PluginABI

/// One layout element as the host holds it: the plugin's attributes copied out of the C record.
public struct LayoutElement: Equatable, Sendable {
    public enum Category: String, Sendable {
        case cell, supplementary, decoration
    }

    /// What identifies an element across passes: category, kind and index path.
    public struct Key: Hashable, Comparable, Sendable {
        public var category: Category
        public var kind: String?
        public var section: Int
        public var item: Int

        package init(category: Category, kind: String?, section: Int, item: Int) {
            (self.category, self.kind, self.section, self.item) = (category, kind, section, item)
        }

        /// "S-I", as tables and pictures label elements.
        public var pathText: String { "\(section)-\(item)" }

        public static func < (a: Key, b: Key) -> Bool {
            (a.section, a.item, a.category.rawValue, a.kind ?? "") < (b.section, b.item, b.category.rawValue, b.kind ?? "")
        }
    }

    public var category: Category
    public var kind: String?
    public var section: Int
    public var item: Int
    public var center: CGPoint
    public var size: CGSize
    public var transform3D: CATransform3D
    public var alpha: Double
    public var zIndex: Int
    public var isHidden: Bool
    public var custom: [CustomAttribute]

    public struct CustomAttribute: Equatable, Sendable {
        public var name: String
        public var value: CustomAttributeValue
    }

    /// An element made by hand (fuzzing and benchmarks); the host decodes them from plugin answers.
    @_spi(Benchmarks) public init(
        category: Category, kind: String?, section: Int, item: Int, center: CGPoint, size: CGSize,
        transform3D: CATransform3D, alpha: Double, zIndex: Int, isHidden: Bool, custom: [CustomAttribute]
    ) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.center = center
        self.size = size
        self.transform3D = transform3D
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.custom = custom
    }

    package var key: Key { Key(category: category, kind: kind, section: section, item: item) }

    /// UICollectionViewLayoutAttributes.frame: the transformed bounding box.
    package var frame: CGRect {
        UICollectionViewLayoutAttributes.frame(center: center, size: size, transform3D: transform3D)
    }

    package var transform: CGAffineTransform { CATransform3DGetAffineTransform(transform3D) }

    /// True when the 3D transform says no more than its affine part.
    package var isAffine: Bool { CATransform3DIsAffine(transform3D) }

    /// "0-3" style index path.
    package var pathText: String { "\(section)-\(item)" }

    /// The first non-finite field's name, or nil when every number is finite.
    package var nonFiniteField: String? {
        if !(center.x.isFinite && center.y.isFinite) { return "center" }
        if !(size.width.isFinite && size.height.isFinite) { return "size" }
        let t = transform3D
        let sum =
            t.m11 + t.m12 + t.m13 + t.m14 + t.m21 + t.m22 + t.m23 + t.m24
            + t.m31 + t.m32 + t.m33 + t.m34 + t.m41 + t.m42 + t.m43 + t.m44
        if !sum.isFinite, !t.values.allSatisfy(\.isFinite) { return "transform" }
        if !alpha.isFinite { return "alpha" }
        for attribute in custom {
            switch attribute.value {
            case .number(let v) where !v.isFinite: return attribute.name
            case .point(let p) where !(p.x.isFinite && p.y.isFinite): return attribute.name
            case .size(let s) where !(s.width.isFinite && s.height.isFinite): return attribute.name
            default: continue
            }
        }
        return nil
    }
}

/// The categories in UIKit's order (a command's choice lists them: `attrs --kind`).
extension LayoutElement.Category: CaseIterable {}
