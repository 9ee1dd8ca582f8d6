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

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Called before the view is reused; nothing is reused here.
    open func prepareForReuse() {}

    /// Applies the layout's attributes to the view. Default: nothing (UIKit's).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
