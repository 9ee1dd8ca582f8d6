import Foundation

/// iOS's declarations of UIResponder the SDK had not, kept and inert (sdk-surface standins).
extension UIResponder {
    public class var keyboardAnimationCurveUserInfoKey: String { "" }

    public class var keyboardDidChangeFrameNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public class var keyboardFrameBeginUserInfoKey: String { "" }

    public class var keyboardIsLocalUserInfoKey: String { "" }

    public class var keyboardWillChangeFrameNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }
}
