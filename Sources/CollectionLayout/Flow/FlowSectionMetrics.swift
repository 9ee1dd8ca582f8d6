import Foundation

/// What one section of a flow layout is made of, read from the delegate or the layout's
/// properties in prepare(): the inputs the section's geometry is solved from.
struct FlowSectionMetrics: Equatable {
    /// Item sizes: one for all (no per-item storage), or one per item.
    enum Sizes: Equatable {
        case uniform(CGSize)
        case each([CGSize])
    }

    var itemCount: Int
    var sizes: Sizes
    var insets: FlowInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    /// Header and footer extents across lines (height when vertical); 0 means none.
    var headerThickness: CGFloat
    var footerThickness: CGFloat

    /// `.each` collapses to `.uniform` when every size is the same: UIKit's fast path, whose
    /// last line keeps the grid of the full lines (decided by the actual sizes, not by whether
    /// a delegate answers; docs/uikit-rules.md §3 leaves this open).
    static func sizes(_ all: [CGSize]) -> Sizes {
        guard let first = all.first, all.allSatisfy({ $0 == first }) else { return all.isEmpty ? .uniform(.zero) : .each(all) }
        return .uniform(first)
    }
}
