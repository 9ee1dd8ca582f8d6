import Foundation

/// iOS's declarations of UITextField the SDK had not, kept and inert (sdk-surface standins).
extension UITextField {
    public class var didEndEditingReasonUserInfoKey: String { "" }
}
