import Foundation

/// iOS's declarations of UIGestureRecognizer the SDK had not, kept and inert (sdk-surface standins).
extension UIGestureRecognizer {
    public convenience init?(coder p0: NSCoder) { self.init() }
}
