import Foundation

/// iOS's declarations of UIOffset the SDK had not, kept and inert (sdk-surface standins).
extension UIOffset {
    public init() { self.init() }
}
