import Foundation

/// The parts of UIView a layout reads: bounds, frame, margins and safe area.
open class UIView: NSObject {
    public internal(set) var bounds: CGRect = .zero
    public internal(set) var frame: CGRect = .zero
    public internal(set) var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    public internal(set) var safeAreaInsets: UIEdgeInsets = .zero
    /// Pixels per point of the screen the view is on (`scale` in the REPL; 3 unless set).
    var displayScale: CGFloat = 3
    /// Size classes from the bounds (regular from 768 points, `help decisions`), the display
    /// scale, the large text size: what layouts read to choose columns, spacing and rounding.
    public var traitCollection: UITraitCollection { UITraitCollection(size: bounds.size, displayScale: displayScale) }

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

    /// A view of this frame (its bounds at the origin, of the frame's size).
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// UIView adopts NSCoding, so subclasses with initialisers of their own carry this one;
    /// nothing here decodes views.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Called after a nib made the view; never here, but overrides compile.
    open func awakeFromNib() {}

    /// Interface Builder's live preview hook; never called here.
    open func prepareForInterfaceBuilder() {}

    // Overridable UIView API that view classes in layout files override. Views draw nothing
    // here and are never laid out, so none of these is called; they exist so overrides compile.
    open func layoutSubviews() {}
    open func draw(_ rect: CGRect) {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func tintColorDidChange() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}

    /// Lays the view out now if it needs it. A plain view has nothing to lay out here; the
    /// collection view runs its layout pass (see UICollectionView).
    open func layoutIfNeeded() {}

    /// Asks for a layout pass at the next opportunity; the host runs one after every command.
    open func setNeedsLayout() {}
}
