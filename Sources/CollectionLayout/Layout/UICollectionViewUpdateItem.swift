import Foundation

/// One change of a batch update, in UIKit's index-path conventions: before-paths in the old
/// data, after-paths in the new. Section updates have item NSNotFound.
@preconcurrency @MainActor open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert = 0, delete = 1, reload = 2, move = 3, none = 4
    }

    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    public init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
        super.init()
    }
}
