import Foundation

/// A scroll view's delegate, so controllers and carousels that adopt it compile. Every
/// requirement is optional in UIKit: the defaults do nothing and read nil through an optional
/// call (UIKitOptionalRequirement). The host calls none of them: a layout's own answers
/// (targetContentOffset) are what it asks.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func scrollViewDidChangeAdjustedContentInset(_ p0: UIScrollView)
    @MainActor func scrollViewDidEndZooming(_ p0: UIScrollView, with p1: UIView?, atScale p2: CGFloat)
    @MainActor func scrollViewDidZoom(_ p0: UIScrollView)
    @MainActor func scrollViewShouldScrollToTop(_ p0: UIScrollView) -> Bool
    @MainActor func scrollViewWillBeginZooming(_ p0: UIScrollView, with p1: UIView?)
    @MainActor func viewForZooming(in p0: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { UIKitOptionalRequirement.markDefault() }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { UIKitOptionalRequirement.markDefault() }
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        UIKitOptionalRequirement.markDefault()
    }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        UIKitOptionalRequirement.markDefault()
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { UIKitOptionalRequirement.markDefault() }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { UIKitOptionalRequirement.markDefault() }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { UIKitOptionalRequirement.markDefault() }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { UIKitOptionalRequirement.markDefault() }
}

extension UIScrollViewDelegate {
    /// Whether the delegate answers `selector`: yes here. With no Objective-C runtime a method's
    /// presence cannot be asked by name; UIKit's optional requirements all have defaults that
    /// answer as UIKit's layouts do without them (the layout's own property), so calling one
    /// after this check gives what iOS gives.
    public func responds(to selector: Selector) -> Bool { true }
}
