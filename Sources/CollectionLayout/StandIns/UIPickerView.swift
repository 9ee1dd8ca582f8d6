import Foundation

/// What a picker shows: its components' and rows' counts (UIKit's data source).
@preconcurrency @MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker's rows say and what happens on a selection (its optional requirements).
@preconcurrency @MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func pickerView(_ p0: UIPickerView, attributedTitleForRow p1: Int, forComponent p2: Int) -> NSAttributedString?
    @MainActor func pickerView(_ p0: UIPickerView, rowHeightForComponent p1: Int) -> CGFloat
    @MainActor func pickerView(_ p0: UIPickerView, viewForRow p1: Int, forComponent p2: Int, reusing p3: UIView?) -> UIView
    @MainActor func pickerView(_ p0: UIPickerView, widthForComponent p1: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        UIKitOptionalRequirement.markDefault()
    }
}

/// A picker: its counts come from its data source as on iOS, and the selected row of each
/// component is kept; nobody spins it here.
@preconcurrency @MainActor open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource?
    open weak var delegate: UIPickerViewDelegate?
    private var selectedRows: [Int: Int] = [:]

    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// The selected row, or -1 when the component has no rows, as on iOS.
    open func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) > 0 ? selectedRows[component, default: 0] : -1
    }

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selectedRows[component] = row }
    open func reloadAllComponents() {}
    open func reloadComponent(_ component: Int) {}

    // iOS's other members, kept and inert (sdk-surface standins)
    open func rowSize(forComponent p0: Int) -> CGSize { .zero }
    open var showsSelectionIndicator: Bool = false
    open func view(forRow p0: Int, forComponent p1: Int) -> UIView? { nil }
}
