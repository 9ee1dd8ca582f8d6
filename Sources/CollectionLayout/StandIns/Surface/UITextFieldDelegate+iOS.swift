import Foundation

/// iOS's declarations of UITextFieldDelegate the SDK had not, kept and inert (sdk-surface standins).
extension UITextFieldDelegate {
    @MainActor public func textField(_ p0: UITextField, editMenuForCharactersIn p1: NSRange, suggestedActions p2: [UIMenuElement]) -> UIMenu? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }
}
