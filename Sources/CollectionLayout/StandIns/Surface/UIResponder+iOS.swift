import Foundation

/// iOS's declarations of UIResponder the SDK had not, kept and inert (sdk-surface standins).
extension UIResponder {
    public static var keyboardAnimationCurveUserInfoKey: String { "" }

    public static var keyboardDidChangeFrameNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var keyboardFrameBeginUserInfoKey: String { "" }

    public static var keyboardIsLocalUserInfoKey: String { "" }

    public static var keyboardWillChangeFrameNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }
}
