import Foundation

/// iOS's declarations of UIViewController the SDK had not, kept and inert (sdk-surface standins).
extension UIViewController {
    /// The name iOS raises the exception with.
    public class var hierarchyInconsistencyException: NSExceptionName { NSExceptionName(rawValue: "UIViewControllerHierarchyInconsistency") }

    /// As `setContentScrollView(_:for:)` for both the top and bottom edges, as UIKit does.
    public func setContentScrollView(_ scrollView: UIScrollView?) { setContentScrollView(scrollView, for: [.top, .bottom]) }

    /// The notification's name on iOS, the constant's.
    public class var showDetailTargetDidChangeNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UIViewControllerShowDetailTargetDidChangeNotification")
    }
}
