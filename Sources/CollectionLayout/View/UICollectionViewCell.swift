import Foundation

/// A displayed cell, as `visibleCells` hands it out: its frame is the attributes' frame. It
/// holds no content; layouts read cells for their geometry and count.
open class UICollectionViewCell: UIView {
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
    }
}
