import Foundation

/// iOS's declarations of UIBarStyle the SDK had not, kept and inert (sdk-surface standins).
extension UIBarStyle {
    public static var blackOpaque: UIBarStyle { UIBarStyle.`default` }
}
