import Foundation

/// iOS's declarations of NSDiffableDataSourceTransaction the SDK had not, kept and inert (sdk-surface standins).
extension NSDiffableDataSourceTransaction {
    public var initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { NSDiffableDataSourceSnapshot() }
}
