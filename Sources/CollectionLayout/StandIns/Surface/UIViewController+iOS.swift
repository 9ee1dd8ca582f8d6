import Foundation

/// iOS's declarations of UIViewController the SDK had not, kept and inert (sdk-surface standins).
extension UIViewController {
    public static var hierarchyInconsistencyException: NSExceptionName { NSExceptionName(rawValue: "") }

    public func setContentScrollView(_ p0: UIScrollView?) {  }

    public static var showDetailTargetDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }
}
