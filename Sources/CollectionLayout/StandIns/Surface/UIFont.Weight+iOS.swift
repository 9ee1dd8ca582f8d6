import Foundation

/// iOS's declarations of UIFont.Weight the SDK had not, kept and inert (sdk-surface standins).
extension UIFont.Weight {
    public init(_ p0: CGFloat) { self.init(rawValue: p0) }

    public func symbolWeight() -> UIImage.SymbolWeight { UIImage.SymbolWeight.unspecified }
}
