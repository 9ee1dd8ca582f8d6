import Foundation

/// A table view's delegate, as an app's controller adopts it: every requirement is optional, as
/// on iOS (the defaults answer as UIKit does without them); the table view asks it nothing here.
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func indexPathForPreferredFocusedView(in p0: UITableView) -> IndexPath?
    @MainActor func tableView(_ p0: UITableView, accessoryButtonTappedForRowWith p1: IndexPath)
    @MainActor func tableView(_ p0: UITableView, canFocusRowAt p1: IndexPath) -> Bool
    @MainActor func tableView(_ p0: UITableView, canPerformAction p1: Selector, forRowAt p2: IndexPath, withSender p3: Any?) -> Bool
    @MainActor func tableView(_ p0: UITableView, canPerformPrimaryActionForRowAt p1: IndexPath) -> Bool
    @MainActor func tableView(_ p0: UITableView, contextMenuConfigurationForRowAt p1: IndexPath, point p2: CGPoint) -> UIContextMenuConfiguration?
    @MainActor func tableView(_ p0: UITableView, didBeginMultipleSelectionInteractionAt p1: IndexPath)
    @MainActor func tableView(_ p0: UITableView, didEndDisplayingFooterView p1: UIView, forSection p2: Int)
    @MainActor func tableView(_ p0: UITableView, didEndDisplayingHeaderView p1: UIView, forSection p2: Int)
    @MainActor func tableView(_ p0: UITableView, didEndEditingRowAt p1: IndexPath?)
    @MainActor func tableView(_ p0: UITableView, didHighlightRowAt p1: IndexPath)
    @MainActor func tableView(_ p0: UITableView, didUnhighlightRowAt p1: IndexPath)
    @MainActor func tableView(_ p0: UITableView, editingStyleForRowAt p1: IndexPath) -> UITableViewCell.EditingStyle
    @MainActor func tableView(_ p0: UITableView, estimatedHeightForFooterInSection p1: Int) -> CGFloat
    @MainActor func tableView(_ p0: UITableView, estimatedHeightForHeaderInSection p1: Int) -> CGFloat
    @MainActor func tableView(_ p0: UITableView, indentationLevelForRowAt p1: IndexPath) -> Int
    @MainActor func tableView(_ p0: UITableView, leadingSwipeActionsConfigurationForRowAt p1: IndexPath) -> UISwipeActionsConfiguration?
    @MainActor func tableView(_ p0: UITableView, performAction p1: Selector, forRowAt p2: IndexPath, withSender p3: Any?)
    @MainActor func tableView(_ p0: UITableView, performPrimaryActionForRowAt p1: IndexPath)
    @MainActor func tableView(_ p0: UITableView, selectionFollowsFocusForRowAt p1: IndexPath) -> Bool
    @MainActor func tableView(_ p0: UITableView, shouldBeginMultipleSelectionInteractionAt p1: IndexPath) -> Bool
    @MainActor func tableView(_ p0: UITableView, shouldIndentWhileEditingRowAt p1: IndexPath) -> Bool
    @MainActor func tableView(_ p0: UITableView, shouldShowMenuForRowAt p1: IndexPath) -> Bool
    @MainActor func tableView(_ p0: UITableView, targetIndexPathForMoveFromRowAt p1: IndexPath, toProposedIndexPath p2: IndexPath) -> IndexPath
    @MainActor func tableView(_ p0: UITableView, titleForDeleteConfirmationButtonForRowAt p1: IndexPath) -> String?
    @MainActor func tableView(_ p0: UITableView, trailingSwipeActionsConfigurationForRowAt p1: IndexPath) -> UISwipeActionsConfiguration?
    @MainActor func tableView(_ p0: UITableView, willBeginEditingRowAt p1: IndexPath)
    @MainActor func tableView(_ p0: UITableView, willDeselectRowAt p1: IndexPath) -> IndexPath?
    @MainActor func tableView(_ p0: UITableView, willDisplayFooterView p1: UIView, forSection p2: Int)
    @MainActor func tableView(_ p0: UITableView, willDisplayHeaderView p1: UIView, forSection p2: Int)
    @MainActor func tableViewDidEndMultipleSelectionInteraction(_ p0: UITableView)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
