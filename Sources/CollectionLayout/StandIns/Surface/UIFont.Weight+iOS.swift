import Foundation

/// iOS's declarations of UIFont.Weight the SDK had not, kept and inert (sdk-surface standins).
extension UIFont.Weight {
    public init(_ p0: CGFloat) { self.init(rawValue: p0) }

    /// The symbol weight of the same name; `.unspecified` for a weight between UIKit's.
    public func symbolWeight() -> UIImage.SymbolWeight {
        let weights: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black)
        ]
        return weights.first { $0.0 == self }?.1 ?? .unspecified
    }
}
