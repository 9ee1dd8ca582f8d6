import Foundation

/// iOS's declarations of UITextView the SDK had not, kept and inert (sdk-surface standins).
extension UITextView {
    public convenience init(usingTextLayoutManager p0: Bool) { self.init(frame: .zero) }

    public class var textDidBeginEditingNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public class var textDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public class var textDidEndEditingNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }
}
