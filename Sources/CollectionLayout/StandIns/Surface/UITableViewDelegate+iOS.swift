import Foundation

/// iOS's declarations of UITableViewDelegate the SDK had not, kept and inert (sdk-surface standins).
extension UITableViewDelegate {
    @MainActor public func indexPathForPreferredFocusedView(in p0: UITableView) -> IndexPath? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func tableView(_ p0: UITableView, accessoryButtonTappedForRowWith p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func tableView(_ p0: UITableView, canFocusRowAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func tableView(_ p0: UITableView, canPerformAction p1: Selector, forRowAt p2: IndexPath, withSender p3: Any?) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    /// True outside editing, false in it, as UIKit answers without the method.
    @MainActor public func tableView(_ p0: UITableView, canPerformPrimaryActionForRowAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return !p0.isEditing
    }

    @MainActor public func tableView(_ p0: UITableView, contextMenuConfigurationForRowAt p1: IndexPath, point p2: CGPoint) -> UIContextMenuConfiguration? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func tableView(_ p0: UITableView, didBeginMultipleSelectionInteractionAt p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func tableView(_ p0: UITableView, didEndDisplayingFooterView p1: UIView, forSection p2: Int) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func tableView(_ p0: UITableView, didEndDisplayingHeaderView p1: UIView, forSection p2: Int) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func tableView(_ p0: UITableView, didEndEditingRowAt p1: IndexPath?) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func tableView(_ p0: UITableView, didHighlightRowAt p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func tableView(_ p0: UITableView, didUnhighlightRowAt p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    /// `.delete`, the style UIKit gives editable rows when the delegate does not implement it.
    @MainActor public func tableView(_ p0: UITableView, editingStyleForRowAt p1: IndexPath) -> UITableViewCell.EditingStyle {
        UIKitOptionalRequirement.markDefault()
        return UITableViewCell.EditingStyle.delete
    }

    /// The table's estimatedSectionFooterHeight, which UIKit uses without the method.
    @MainActor public func tableView(_ p0: UITableView, estimatedHeightForFooterInSection p1: Int) -> CGFloat {
        UIKitOptionalRequirement.markDefault()
        return p0.estimatedSectionFooterHeight
    }

    /// The table's estimatedSectionHeaderHeight, which UIKit uses without the method.
    @MainActor public func tableView(_ p0: UITableView, estimatedHeightForHeaderInSection p1: Int) -> CGFloat {
        UIKitOptionalRequirement.markDefault()
        return p0.estimatedSectionHeaderHeight
    }

    @MainActor public func tableView(_ p0: UITableView, indentationLevelForRowAt p1: IndexPath) -> Int {
        UIKitOptionalRequirement.markDefault()
        return 0
    }

    @MainActor public func tableView(_ p0: UITableView, leadingSwipeActionsConfigurationForRowAt p1: IndexPath) -> UISwipeActionsConfiguration? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func tableView(_ p0: UITableView, performAction p1: Selector, forRowAt p2: IndexPath, withSender p3: Any?) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func tableView(_ p0: UITableView, performPrimaryActionForRowAt p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    /// The table's selectionFollowsFocus, as UIKit answers without the method.
    @MainActor public func tableView(_ p0: UITableView, selectionFollowsFocusForRowAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return p0.selectionFollowsFocus
    }

    @MainActor public func tableView(_ p0: UITableView, shouldBeginMultipleSelectionInteractionAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    /// True, as UIKit answers when the delegate does not implement it.
    @MainActor public func tableView(_ p0: UITableView, shouldIndentWhileEditingRowAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return true
    }

    @MainActor public func tableView(_ p0: UITableView, shouldShowMenuForRowAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    /// The proposed index path, which UIKit keeps when the delegate does not implement it.
    @MainActor public func tableView(_ p0: UITableView, targetIndexPathForMoveFromRowAt p1: IndexPath, toProposedIndexPath p2: IndexPath) -> IndexPath {
        UIKitOptionalRequirement.markDefault()
        return p2
    }

    /// "Delete", the button's title when the delegate does not implement it.
    @MainActor public func tableView(_ p0: UITableView, titleForDeleteConfirmationButtonForRowAt p1: IndexPath) -> String? {
        UIKitOptionalRequirement.markDefault()
        return "Delete"
    }

    @MainActor public func tableView(_ p0: UITableView, trailingSwipeActionsConfigurationForRowAt p1: IndexPath) -> UISwipeActionsConfiguration? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func tableView(_ p0: UITableView, willBeginEditingRowAt p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    /// The row itself (it is deselected), as UIKit answers without the method.
    @MainActor public func tableView(_ p0: UITableView, willDeselectRowAt p1: IndexPath) -> IndexPath? {
        UIKitOptionalRequirement.markDefault()
        return p1
    }

    @MainActor public func tableView(_ p0: UITableView, willDisplayFooterView p1: UIView, forSection p2: Int) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func tableView(_ p0: UITableView, willDisplayHeaderView p1: UIView, forSection p2: Int) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func tableViewDidEndMultipleSelectionInteraction(_ p0: UITableView) {
        UIKitOptionalRequirement.markDefault()
    }
}
