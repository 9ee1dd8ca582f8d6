import Foundation

/// iOS's declarations of UICollectionViewDiffableDataSource the SDK had not, kept and inert (sdk-surface standins).
extension UICollectionViewDiffableDataSource {
    nonisolated public func apply(_ p0: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to p1: SectionIdentifierType, animatingDifferences p2: Bool = false) async {  }

    nonisolated public func snapshot(for p0: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { NSDiffableDataSourceSectionSnapshot() }

    public struct SectionSnapshotHandlers {
        public init() {}
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)? = nil
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)? = nil
        public var snapshotForExpandingParent: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)? = nil
        public var willCollapseItem: ((ItemIdentifierType) -> Void)? = nil
        public var willExpandItem: ((ItemIdentifierType) -> Void)? = nil
    }
}
