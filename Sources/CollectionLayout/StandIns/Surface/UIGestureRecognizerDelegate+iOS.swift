import Foundation

/// iOS's declarations of UIGestureRecognizerDelegate the SDK had not, kept and inert (sdk-surface standins).
extension UIGestureRecognizerDelegate {
    @MainActor public func gestureRecognizer(_ p0: UIGestureRecognizer, shouldReceive p1: UIEvent) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }
}
