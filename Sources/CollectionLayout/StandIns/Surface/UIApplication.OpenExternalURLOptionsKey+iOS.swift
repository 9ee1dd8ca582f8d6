import Foundation

/// iOS's declarations of UIApplication.OpenExternalURLOptionsKey the SDK had not, kept and inert (sdk-surface standins).
extension UIApplication.OpenExternalURLOptionsKey {
    public static var eventAttribution: UIApplication.OpenExternalURLOptionsKey { UIApplication.OpenExternalURLOptionsKey(rawValue: "") }
}
