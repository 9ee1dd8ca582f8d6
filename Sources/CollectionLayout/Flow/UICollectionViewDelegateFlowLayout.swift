import Foundation

/// UIKit's collection view delegate. The SDK has none of its interaction methods (there is no
/// touch here); it exists so `collectionView.delegate` holds what apps assign to it.
public protocol UICollectionViewDelegate: AnyObject {}

/// Per-item and per-section metrics for UICollectionViewFlowLayout, consulted as UIKit consults
/// them: a method the delegate leaves out falls back to the layout's property.
///
/// Swift on Linux has no optional protocol methods; each method has a default implementation
/// that answers the layout's property and tells the layout that the delegate does not
/// implement it, so the layout stops asking (as UIKit's respondsToSelector: check does).
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        FlowDelegateMetric.notImplemented(.itemSize, collectionViewLayout) { $0.itemSize }
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        FlowDelegateMetric.notImplemented(.sectionInset, collectionViewLayout) { $0.sectionInset }
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        FlowDelegateMetric.notImplemented(.lineSpacing, collectionViewLayout) { $0.minimumLineSpacing }
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        FlowDelegateMetric.notImplemented(.interitemSpacing, collectionViewLayout) { $0.minimumInteritemSpacing }
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        FlowDelegateMetric.notImplemented(.headerSize, collectionViewLayout) { $0.headerReferenceSize }
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
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
