import Foundation

/// iOS's declarations of UITextField the SDK had not, kept and inert (sdk-surface standins).
extension UITextField {
    public static var didEndEditingReasonUserInfoKey: String { "" }
}
