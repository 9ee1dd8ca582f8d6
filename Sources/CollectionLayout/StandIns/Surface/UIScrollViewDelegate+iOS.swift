import Foundation

/// iOS's declarations of UIScrollViewDelegate the SDK had not, kept and inert (sdk-surface standins).
extension UIScrollViewDelegate {
    @MainActor public func scrollViewDidChangeAdjustedContentInset(_ p0: UIScrollView) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func scrollViewDidEndZooming(_ p0: UIScrollView, with p1: UIView?, atScale p2: CGFloat) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func scrollViewDidZoom(_ p0: UIScrollView) {
        UIKitOptionalRequirement.markDefault()
    }

    /// True, as UIKit assumes when the delegate does not implement it.
    @MainActor public func scrollViewShouldScrollToTop(_ p0: UIScrollView) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return true
    }

    @MainActor public func scrollViewWillBeginZooming(_ p0: UIScrollView, with p1: UIView?) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func viewForZooming(in p0: UIScrollView) -> UIView? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }
}
