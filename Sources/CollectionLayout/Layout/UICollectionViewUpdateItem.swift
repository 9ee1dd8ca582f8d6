import Foundation

/// One change of a batch update, in UIKit's index-path conventions: before-paths in the old
/// data, after-paths in the new. Section updates have item NSNotFound.
@preconcurrency @MainActor open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert = 0, delete = 1, reload = 2, move = 3, none = 4
    }

    let storedIndexPathBeforeUpdate: IndexPath?

    open var indexPathBeforeUpdate: IndexPath? { storedIndexPathBeforeUpdate }
    let storedIndexPathAfterUpdate: IndexPath?
    open var indexPathAfterUpdate: IndexPath? { storedIndexPathAfterUpdate }
    let storedUpdateAction: Action
    open var updateAction: Action { storedUpdateAction }
    public init(before: IndexPath?, after: IndexPath?, action: Action) {
        storedIndexPathBeforeUpdate = before
        storedIndexPathAfterUpdate = after
        storedUpdateAction = action
        super.init()
    }
}
