import Foundation

/// Collection view API that view controllers and data sources in layout files call. The host
/// owns the real collection view; these register, dequeue and select nothing.
extension UICollectionView {
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView()
    }
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        // Cell providers never run here (the host's collection view has no data source of the
        // app's); a call is a layout asking for views, which the workbench does not make.
        guard let cell = UICollectionViewCell() as? Cell else {
            fatalError("layoutbench does not make cells of \(Cell.self): views are not drawn here (UIKit stand-in)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
    public func dequeueConfiguredReusableSupplementary<View>(using registration: SupplementaryRegistration<View>,
                                                             for indexPath: IndexPath) -> View {
        guard let view = UICollectionReusableView() as? View else {
            fatalError("layoutbench does not make views of \(View.self): views are not drawn here (UIKit stand-in)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
    /// The cell on screen for the item: one with its displayed frame, when the item is the one
    /// shown at that frame's centre (the topmost there), else nil.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let attributes = visibleCellAttributes.first(where: { $0.indexPath == indexPath }) else { return nil }
        let frame = attributes.frame.alignedToPixels(scale: displayScale)
        guard indexPathForItem(at: CGPoint(x: frame.midX, y: frame.midY)) == indexPath else { return nil }
        return UICollectionViewCell(frame: frame)
    }

    /// A cell registration: its handler runs when `dequeueConfiguredReusableCell` makes a cell.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        public init(handler: @escaping Handler) { self.handler = handler }
        public init(cellNib: UINib, handler: @escaping Handler) { self.handler = handler }
    }

    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }
}
