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

    @MainActor public func tableView(_ p0: UITableView, canPerformPrimaryActionForRowAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
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

    @MainActor public func tableView(_ p0: UITableView, editingStyleForRowAt p1: IndexPath) -> UITableViewCell.EditingStyle {
        UIKitOptionalRequirement.markDefault()
        return UITableViewCell.EditingStyle.none
    }

    @MainActor public func tableView(_ p0: UITableView, estimatedHeightForFooterInSection p1: Int) -> CGFloat {
        UIKitOptionalRequirement.markDefault()
        return 0
    }

    @MainActor public func tableView(_ p0: UITableView, estimatedHeightForHeaderInSection p1: Int) -> CGFloat {
        UIKitOptionalRequirement.markDefault()
        return 0
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

    @MainActor public func tableView(_ p0: UITableView, selectionFollowsFocusForRowAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func tableView(_ p0: UITableView, shouldBeginMultipleSelectionInteractionAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func tableView(_ p0: UITableView, shouldIndentWhileEditingRowAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func tableView(_ p0: UITableView, shouldShowMenuForRowAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func tableView(_ p0: UITableView, targetIndexPathForMoveFromRowAt p1: IndexPath, toProposedIndexPath p2: IndexPath) -> IndexPath {
        UIKitOptionalRequirement.markDefault()
        return IndexPath(item: 0, section: 0)
    }

    @MainActor public func tableView(_ p0: UITableView, titleForDeleteConfirmationButtonForRowAt p1: IndexPath) -> String? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func tableView(_ p0: UITableView, trailingSwipeActionsConfigurationForRowAt p1: IndexPath) -> UISwipeActionsConfiguration? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func tableView(_ p0: UITableView, willBeginEditingRowAt p1: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func tableView(_ p0: UITableView, willDeselectRowAt p1: IndexPath) -> IndexPath? {
        UIKitOptionalRequirement.markDefault()
        return nil
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
