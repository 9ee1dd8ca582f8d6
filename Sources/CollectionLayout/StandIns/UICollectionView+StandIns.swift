import Foundation

/// Collection view API that view controllers and data sources in layout files call and never
/// override: cell and supplementary registrations. The host owns the real collection view.
extension UICollectionView {
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
        item: Item?
    ) -> Cell {
        // Cell providers never run here (the host's collection view has no data source of the
        // app's); a call is a layout asking for views, which the workbench does not make.
        guard let cell = UICollectionViewCell() as? Cell else {
            fatalError("layoutbench does not make cells of \(Cell.self): views are not drawn here (UIKit stand-in)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>,
        for indexPath: IndexPath
    ) -> Supplementary {
        guard let view = UICollectionReusableView() as? Supplementary else {
            fatalError("layoutbench does not make views of \(Supplementary.self): views are not drawn here (UIKit stand-in)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
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
