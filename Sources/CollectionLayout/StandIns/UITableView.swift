import Foundation

/// A table view, as app code around a layout makes one: inert. It keeps its data source,
/// delegate and settings and asks them nothing (no row is laid out or shown here); counts
/// come from the data source when asked for. Its delegate is UIScrollView's (Swift cannot
/// narrow a settable property's type in a subclass); a UITableViewDelegate is one.
@preconcurrency @MainActor open class UITableView: UIScrollView {
    private var storedStyle = Style.plain
    open var style: Style { storedStyle }
    open weak var dataSource: UITableViewDataSource?
    open var rowHeight = UITableView.automaticDimension
    open var sectionHeaderHeight = UITableView.automaticDimension
    open var sectionFooterHeight = UITableView.automaticDimension
    open var estimatedRowHeight = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    open var sectionHeaderTopPadding = UITableView.automaticDimension
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var backgroundView: UIView?
    open var isEditing = false
    open var allowsSelection = true
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelection = false
    open var allowsMultipleSelectionDuringEditing = false
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?

    public class var automaticDimension: CGFloat { -1 }

    public init(frame: CGRect, style: Style) {
        storedStyle = style
        super.init(frame: frame)
    }
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init() { self.init(frame: .zero, style: .plain) }

    // Counts as the data source answers them; nothing else is asked.
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    // No row is laid out or shown here.
    open func rect(forSection section: Int) -> CGRect { .zero }
    open func rectForHeader(inSection section: Int) -> CGRect { .zero }
    open func rectForFooter(inSection section: Int) -> CGRect { .zero }
    open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { nil }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { nil }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open var visibleCells: [UITableViewCell] { [] }
    open var indexPathsForVisibleRows: [IndexPath]? { nil }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
    open var indexPathForSelectedRow: IndexPath? { nil }
    open var indexPathsForSelectedRows: [IndexPath]? { nil }

    // Updates, selection and scrolling change nothing here; completions run at once.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    open func beginUpdates() {}
    open func endUpdates() {}
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func reconfigureRows(at indexPaths: [IndexPath]) {}
    open func reloadData() {}
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    // Cells are made, not reused, here.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }

    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade = 0, right = 1, left = 2, top = 3, bottom = 4, none = 5, middle = 6, automatic = 100 }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var allowsFocus: Bool = false
    open var allowsFocusDuringEditing: Bool = false
    open var dragInteractionEnabled: Bool = false
    open var fillerRowHeight: CGFloat = 0
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    open var hasUncommittedUpdates: Bool { false }
    /// True, UIKit's default.
    open var isPrefetchingEnabled: Bool = true
    open func reloadSectionIndexTitles() {}
    open var remembersLastFocusedIndexPath: Bool = false
    open func scrollToNearestSelectedRow(at p0: UITableView.ScrollPosition, animated p1: Bool) {}
    open var sectionIndexBackgroundColor: UIColor? = nil
    open var sectionIndexColor: UIColor? = nil
    open var sectionIndexMinimumDisplayRowCount: Int = 0
    open var sectionIndexTrackingBackgroundColor: UIColor? = nil
    open var selectionFollowsFocus: Bool = false
    open var selfSizingInvalidation: UITableView.SelfSizingInvalidation = UITableView.SelfSizingInvalidation.disabled
    open var separatorEffect: UIVisualEffect? = nil
    open var separatorInsetReference: UITableView.SeparatorInsetReference = UITableView.SeparatorInsetReference.fromCellEdges
}
