import Foundation

/// A displayed cell, as `visibleCells` hands it out: its frame is where the collection view
/// puts the cell, the attributes' frame on the display's pixel grid. It holds no content;
/// layouts read cells for their geometry and count.
open class UICollectionViewCell: UICollectionReusableView {}
