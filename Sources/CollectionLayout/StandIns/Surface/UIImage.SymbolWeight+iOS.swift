import Foundation

/// iOS's declarations of UIImage.SymbolWeight the SDK had not, kept and inert (sdk-surface standins).
extension UIImage.SymbolWeight {
    public func fontWeight() -> UIFont.Weight { UIFont.Weight(rawValue: 0) }
}
