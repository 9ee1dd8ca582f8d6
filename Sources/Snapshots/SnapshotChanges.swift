public import HostSupport
/// The batch update that turns one snapshot into another, in UIKit's `performBatchUpdates` conventions:
/// deletions, reloads and move sources use OLD indices; insertions and move destinations use NEW indices.
public struct SnapshotChanges: Sendable, Equatable {
    /// A section moved from an old index to a new index.
    public struct SectionMove: Hashable, Sendable {
        /// The index in the old snapshot.
        public var from: Int
        /// The index in the new snapshot.
        public var to: Int
        /// Creates a section move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item moved from an old position to a new position.
    public struct ItemMove: Hashable, Sendable {
        /// The position in the old snapshot.
        public var from: ItemPosition
        /// The position in the new snapshot.
        public var to: ItemPosition
        /// Creates an item move.
        public init(from: ItemPosition, to: ItemPosition) {
            self.from = from
            self.to = to
        }
    }

    /// Deleted sections, old indices, ascending.
    public var deletedSections: [Int] = []
    /// Inserted sections, new indices, ascending.
    public var insertedSections: [Int] = []
    /// Moved sections, ordered by destination.
    public var movedSections: [SectionMove] = []
    /// Deleted items outside deleted sections, old positions, ascending.
    public var deletedItems: [ItemPosition] = []
    /// Inserted items outside inserted sections, new positions, ascending.
    public var insertedItems: [ItemPosition] = []
    /// Moved items, ordered by destination.
    public var movedItems: [ItemMove] = []
    /// Reloaded items that were neither deleted nor moved: each one's old position and its
    /// position after the batch's deletes and inserts, ascending by the old.
    public var reloads: [ItemMove] = []
    /// Reloaded sections that were neither deleted nor moved: old index and new, ascending by the old.
    public var sectionReloads: [SectionMove] = []
    /// The reloaded items' old positions, ascending.
    public var reloadedItems: [ItemPosition] { reloads.map(\.from) }
    /// The reloaded sections' old indices, ascending.
    public var reloadedSections: [Int] { sectionReloads.map(\.from) }
    /// Reconfigured items still there, new positions, ascending: updated in place, so no update
    /// item reaches the layout (UIKit's reconfigureItems, iOS 15).
    public var reconfiguredItems: [ItemPosition] = []

    /// Creates an empty change set.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reloadedSections.isEmpty
            && reconfiguredItems.isEmpty
    }
}
