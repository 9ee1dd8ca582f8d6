import Foundation

/// iOS's declarations of UIPickerViewDelegate the SDK had not, kept and inert (sdk-surface standins).
extension UIPickerViewDelegate {
    @MainActor public func pickerView(_ p0: UIPickerView, attributedTitleForRow p1: Int, forComponent p2: Int) -> NSAttributedString? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func pickerView(_ p0: UIPickerView, rowHeightForComponent p1: Int) -> CGFloat {
        UIKitOptionalRequirement.markDefault()
        return 0
    }

    @MainActor public func pickerView(_ p0: UIPickerView, viewForRow p1: Int, forComponent p2: Int, reusing p3: UIView?) -> UIView {
        UIKitOptionalRequirement.markDefault()
        return UIView()
    }

    @MainActor public func pickerView(_ p0: UIPickerView, widthForComponent p1: Int) -> CGFloat {
        UIKitOptionalRequirement.markDefault()
        return 0
    }
}
