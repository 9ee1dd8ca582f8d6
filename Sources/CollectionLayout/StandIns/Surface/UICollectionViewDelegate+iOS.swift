import Foundation

/// iOS's declarations of UICollectionViewDelegate the SDK had not, kept and inert (sdk-surface standins).
extension UICollectionViewDelegate {
    /// True, as UIKit answers when the delegate does not implement it.
    @MainActor public func collectionView(_ p0: UICollectionView, canEditItemAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return true
    }

    @MainActor public func collectionView(_ p0: UICollectionView, canFocusItemAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func collectionView(_ p0: UICollectionView, canPerformAction p1: Selector, forItemAt p2: IndexPath, withSender p3: Any?) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    /// True outside editing, false in it, as UIKit answers without the method.
    @MainActor public func collectionView(_ p0: UICollectionView, canPerformPrimaryActionForItemAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return !p0.isEditing
    }

    @MainActor public func collectionView(_ p0: UICollectionView, contextMenuConfigurationForItemAt p1: IndexPath, point p2: CGPoint)
        -> UIContextMenuConfiguration?
    {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func collectionView(_ p0: UICollectionView, contextMenuConfigurationForItemsAt p1: [IndexPath], point p2: CGPoint)
        -> UIContextMenuConfiguration?
    {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func collectionView(_ p0: UICollectionView, didBeginMultipleSelectionInteractionAt p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func collectionView(
        _ p0: UICollectionView, didEndDisplayingSupplementaryView p1: UICollectionReusableView, forElementOfKind p2: String, at p3: IndexPath
    ) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func collectionView(_ p0: UICollectionView, didHighlightItemAt p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func collectionView(_ p0: UICollectionView, didUnhighlightItemAt p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func collectionView(_ p0: UICollectionView, performAction p1: Selector, forItemAt p2: IndexPath, withSender p3: Any?) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func collectionView(_ p0: UICollectionView, performPrimaryActionForItemAt p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func collectionView(_ p0: UICollectionView, sceneActivationConfigurationForItemAt p1: IndexPath, point p2: CGPoint) -> UIWindowScene
        .ActivationConfiguration?
    {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    /// The collection view's selectionFollowsFocus, as UIKit answers without the method.
    @MainActor public func collectionView(_ p0: UICollectionView, selectionFollowsFocusForItemAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return p0.selectionFollowsFocus
    }

    @MainActor public func collectionView(_ p0: UICollectionView, shouldBeginMultipleSelectionInteractionAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    /// True, as UIKit answers when the delegate does not implement it.
    @MainActor public func collectionView(_ p0: UICollectionView, shouldDeselectItemAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return true
    }

    @MainActor public func collectionView(_ p0: UICollectionView, shouldShowMenuForItemAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    /// The proposed offset, which UIKit keeps when the delegate does not implement it.
    @MainActor public func collectionView(_ p0: UICollectionView, targetContentOffsetForProposedContentOffset p1: CGPoint) -> CGPoint {
        UIKitOptionalRequirement.markDefault()
        return p1
    }

    /// The proposed index path, which UIKit keeps when the delegate does not implement it.
    @MainActor public func collectionView(_ p0: UICollectionView, targetIndexPathForMoveFromItemAt p1: IndexPath, toProposedIndexPath p2: IndexPath)
        -> IndexPath
    {
        UIKitOptionalRequirement.markDefault()
        return p2
    }

    /// The proposed index path, which UIKit keeps when the delegate does not implement it.
    @MainActor public func collectionView(
        _ p0: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath p1: IndexPath, atCurrentIndexPath p2: IndexPath,
        toProposedIndexPath p3: IndexPath
    ) -> IndexPath {
        UIKitOptionalRequirement.markDefault()
        return p3
    }

    @MainActor public func collectionView(
        _ p0: UICollectionView, willDisplaySupplementaryView p1: UICollectionReusableView, forElementKind p2: String, at p3: IndexPath
    ) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func collectionViewDidEndMultipleSelectionInteraction(_ p0: UICollectionView) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func indexPathForPreferredFocusedView(in p0: UICollectionView) -> IndexPath? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }
}
