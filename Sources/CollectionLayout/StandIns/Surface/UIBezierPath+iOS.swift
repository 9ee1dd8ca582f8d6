import Foundation

/// iOS's declarations of UIBezierPath the SDK had not, kept and inert (sdk-surface standins).
extension UIBezierPath {
    public convenience init?(coder p0: NSCoder) { self.init() }
}
