import Foundation

/// iOS 17's per-section scrolling settings for orthogonal sections.
open class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject, NSCopying {
    /// The section's deceleration: `.automatic` is layoutbench's choice (see `help decisions`),
    /// `.normal` and `.fast` are UIScrollView's rates.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let automatic = DecelerationRate(rawValue: 0)
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    public enum Bounce: Int, Sendable { case automatic = 0, always, never }

    open var decelerationRate: DecelerationRate = .automatic
    open var bounce: Bounce = .automatic

    public override init() {
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionLayoutSectionOrthogonalScrollingProperties()
        copy.decelerationRate = decelerationRate
        copy.bounce = bounce
        return copy
    }
}

public typealias UICollectionLayoutSectionOrthogonalScrollingDecelerationRate = UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
public typealias UICollectionLayoutSectionOrthogonalScrollingBounce = UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce
