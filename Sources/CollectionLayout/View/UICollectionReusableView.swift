import Foundation

/// The base of cells, supplementary and decoration views, so view classes an app registers
/// compile. Views draw nothing here: the layout's attributes are what the workbench shows.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// Called before the view is reused; nothing is reused here.
    open func prepareForReuse() {}

    /// Applies the layout's attributes to the view. Default: nothing (UIKit's).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like: the ones given (nothing is measured here; the host's
    /// self-sizing takes sizes from its data, not from views).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Called around a change of layout; views are not displayed here, so never.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Views are made, not dequeued, here: nil.
    open var reuseIdentifier: String? { nil }
}
