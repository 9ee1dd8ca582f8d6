import Foundation

/// The parts of UIView a layout reads: bounds, frame, margins and safe area.
open class UIView: NSObject {
    public internal(set) var bounds: CGRect = .zero
    public internal(set) var frame: CGRect = .zero
    public internal(set) var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    public internal(set) var safeAreaInsets: UIEdgeInsets = .zero
    /// Size classes from the bounds (regular from 768 points, `help decisions`), display scale 3,
    /// the large text size: what layouts read to choose columns and spacing.
    public var traitCollection: UITraitCollection { UITraitCollection(size: bounds.size) }

    /// Right to left when the host's `rtl on` is in force.
    public internal(set) var effectiveUserInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    /// Where the layout margins guide lies from each edge: the margins measured inside the safe
    /// area, as `insetsLayoutMarginsFromSafeArea` (true by default) has it.
    var layoutMarginsFromEdges: UIEdgeInsets {
        UIEdgeInsets(top: safeAreaInsets.top + layoutMargins.top, left: safeAreaInsets.left + layoutMargins.left,
                     bottom: safeAreaInsets.bottom + layoutMargins.bottom, right: safeAreaInsets.right + layoutMargins.right)
    }

    public override init() {
        super.init()
    }
}
