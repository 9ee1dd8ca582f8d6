import Foundation

/// A displayed cell, as `visibleCells` hands it out: its frame is where the collection view
/// puts the cell, the attributes' frame on the display's pixel grid. It holds no content;
/// layouts read cells for their geometry and count.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// Where an app's cell puts its subviews; nothing is drawn here.
    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView()
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
}
