import Foundation

/// The base of cells, supplementary and decoration views, so view classes an app registers
/// compile. Views draw nothing here: the layout's attributes are what the workbench shows.
open class UICollectionReusableView: UIView {
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Applies the layout's attributes to the view. Default: nothing (UIKit's).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
