import Foundation

/// iOS's declarations of CGPathFillRule the SDK had not, kept and inert (sdk-surface standins).
extension CGPathFillRule {
    public typealias RawValue = Int
}
