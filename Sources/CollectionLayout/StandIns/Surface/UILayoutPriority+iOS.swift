import Foundation

/// iOS's declarations of UILayoutPriority the SDK had not, kept and inert (sdk-surface standins).
extension UILayoutPriority {
    // Mac Catalyst's scene priorities: a drag that can resize the scene above the scene's wish to
    // stay its size, a drag that cannot below it (AppKit's window priorities' values).
    public static var dragThatCanResizeScene: UILayoutPriority { UILayoutPriority(rawValue: 510) }

    public static var dragThatCannotResizeScene: UILayoutPriority { UILayoutPriority(rawValue: 490) }

    public static var sceneSizeStayPut: UILayoutPriority { UILayoutPriority(rawValue: 500) }
}
