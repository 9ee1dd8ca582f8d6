import Foundation

/// iOS's declarations of UILayoutPriority the SDK had not, kept and inert (sdk-surface standins).
extension UILayoutPriority {
    public static var dragThatCanResizeScene: UILayoutPriority { UILayoutPriority(rawValue: 0) }

    public static var dragThatCannotResizeScene: UILayoutPriority { UILayoutPriority(rawValue: 0) }

    public static var sceneSizeStayPut: UILayoutPriority { UILayoutPriority(rawValue: 0) }
}
