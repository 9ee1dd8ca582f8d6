import Foundation

/// iOS's declarations of UIBarMetrics the SDK had not, kept and inert (sdk-surface standins).
extension UIBarMetrics {
    public static var landscapePhone: UIBarMetrics { UIBarMetrics.`default` }

    public static var landscapePhonePrompt: UIBarMetrics { UIBarMetrics.`default` }
}
