import Foundation

/// UIKit's collection view delegate (a scroll view delegate too). Its interaction methods are
/// never called (there is no touch here); they are declared, all optional as in UIKit (the
/// defaults read nil through an optional call), so controllers that implement them compile and
/// `collectionView.delegate` holds what apps assign to it.
@preconcurrency @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func collectionView(_ p0: UICollectionView, canEditItemAt p1: IndexPath) -> Bool
    @MainActor func collectionView(_ p0: UICollectionView, canFocusItemAt p1: IndexPath) -> Bool
    @MainActor func collectionView(_ p0: UICollectionView, canPerformAction p1: Selector, forItemAt p2: IndexPath, withSender p3: Any?) -> Bool
    @MainActor func collectionView(_ p0: UICollectionView, canPerformPrimaryActionForItemAt p1: IndexPath) -> Bool
    @MainActor func collectionView(_ p0: UICollectionView, contextMenuConfigurationForItemAt p1: IndexPath, point p2: CGPoint) -> UIContextMenuConfiguration?
    @MainActor func collectionView(_ p0: UICollectionView, contextMenuConfigurationForItemsAt p1: [IndexPath], point p2: CGPoint) -> UIContextMenuConfiguration?
    @MainActor func collectionView(_ p0: UICollectionView, didBeginMultipleSelectionInteractionAt p1: IndexPath)
    @MainActor func collectionView(
        _ p0: UICollectionView, didEndDisplayingSupplementaryView p1: UICollectionReusableView, forElementOfKind p2: String, at p3: IndexPath)
    @MainActor func collectionView(_ p0: UICollectionView, didHighlightItemAt p1: IndexPath)
    @MainActor func collectionView(_ p0: UICollectionView, didUnhighlightItemAt p1: IndexPath)
    @MainActor func collectionView(_ p0: UICollectionView, performAction p1: Selector, forItemAt p2: IndexPath, withSender p3: Any?)
    @MainActor func collectionView(_ p0: UICollectionView, performPrimaryActionForItemAt p1: IndexPath)
    @MainActor func collectionView(_ p0: UICollectionView, sceneActivationConfigurationForItemAt p1: IndexPath, point p2: CGPoint) -> UIWindowScene
        .ActivationConfiguration?
    @MainActor func collectionView(_ p0: UICollectionView, selectionFollowsFocusForItemAt p1: IndexPath) -> Bool
    @MainActor func collectionView(_ p0: UICollectionView, shouldBeginMultipleSelectionInteractionAt p1: IndexPath) -> Bool
    @MainActor func collectionView(_ p0: UICollectionView, shouldDeselectItemAt p1: IndexPath) -> Bool
    @MainActor func collectionView(_ p0: UICollectionView, shouldShowMenuForItemAt p1: IndexPath) -> Bool
    @MainActor func collectionView(_ p0: UICollectionView, targetContentOffsetForProposedContentOffset p1: CGPoint) -> CGPoint
    @MainActor func collectionView(_ p0: UICollectionView, targetIndexPathForMoveFromItemAt p1: IndexPath, toProposedIndexPath p2: IndexPath) -> IndexPath
    @MainActor func collectionView(
        _ p0: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath p1: IndexPath, atCurrentIndexPath p2: IndexPath,
        toProposedIndexPath p3: IndexPath
    ) -> IndexPath
    @MainActor func collectionView(
        _ p0: UICollectionView, willDisplaySupplementaryView p1: UICollectionReusableView, forElementKind p2: String, at p3: IndexPath)
    @MainActor func collectionViewDidEndMultipleSelectionInteraction(_ p0: UICollectionView)
    @MainActor func indexPathForPreferredFocusedView(in p0: UICollectionView) -> IndexPath?
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return true
    }
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return true
    }
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        UIKitOptionalRequirement.markDefault()
    }
}

/// Per-item and per-section metrics for UICollectionViewFlowLayout, consulted as UIKit consults
/// them: a method the delegate leaves out falls back to the layout's property.
///
/// Swift on Linux has no optional protocol methods; each method has a default implementation
/// that answers the layout's property and tells the layout that the delegate does not
/// implement it, so the layout stops asking (as UIKit's respondsToSelector: check does).
@preconcurrency @MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        FlowDelegateMetric.notImplemented(.itemSize, collectionViewLayout) { $0.itemSize }
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        FlowDelegateMetric.notImplemented(.sectionInset, collectionViewLayout) { $0.sectionInset }
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        FlowDelegateMetric.notImplemented(.lineSpacing, collectionViewLayout) { $0.minimumLineSpacing }
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        FlowDelegateMetric.notImplemented(.interitemSpacing, collectionViewLayout) { $0.minimumInteritemSpacing }
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        FlowDelegateMetric.notImplemented(.headerSize, collectionViewLayout) { $0.headerReferenceSize }
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        FlowDelegateMetric.notImplemented(.footerSize, collectionViewLayout) { $0.footerReferenceSize }
    }
}

/// The delegate methods a flow layout may ask, and the record of which ones a delegate lacks.
enum FlowDelegateMetric: Int, CaseIterable {
    case itemSize, sectionInset, lineSpacing, interitemSpacing, headerSize, footerSize

    /// A default implementation's answer: the layout's property, noting the method is absent.
    static func notImplemented<Value>(
        _ metric: FlowDelegateMetric, _ layout: UICollectionViewLayout,
        _ property: (UICollectionViewFlowLayout) -> Value
    ) -> Value where Value: FlowDelegateFallback {
        UIKitOptionalRequirement.markDefault()
        guard let flow = layout as? UICollectionViewFlowLayout else { return Value.fallbackZero }
        flow.delegateLacks.insert(metric)
        return property(flow)
    }
}

/// The zero a default delegate method answers when the layout is not a flow layout.
protocol FlowDelegateFallback { static var fallbackZero: Self { get } }
extension CGSize: FlowDelegateFallback { static var fallbackZero: CGSize { .zero } }
extension CGFloat: FlowDelegateFallback { static var fallbackZero: CGFloat { 0 } }
extension UIEdgeInsets: FlowDelegateFallback { static var fallbackZero: UIEdgeInsets { .zero } }
