import Foundation

/// How a section scrolls across the layout's axis (a row of groups that scrolls sideways).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0, none, safeArea, layoutMargins, readableContent
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// An element a visibleItemsInvalidationHandler may adjust before the layout pass shows it.
@preconcurrency @MainActor public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor var name: String { get }
}

/// One section of a compositional layout: its group repeated for every item, the spacing
/// between groups, its insets, headers and footers, and backgrounds.
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    public let group: NSCollectionLayoutGroup
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// .automatic follows the configuration's reference.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Headers and footers span the section's insets too (true) or the whole width (false).
    open var supplementariesFollowContentInsets = true
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// iOS 17: the deceleration and bounce of an orthogonal section.
    open var orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
