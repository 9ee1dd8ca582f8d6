import Foundation

/// iOS's declarations of UIApplication.OpenURLOptionsKey the SDK had not, kept and inert (sdk-surface standins).
extension UIApplication.OpenURLOptionsKey {
    public static var eventAttribution: UIApplication.OpenURLOptionsKey { UIApplication.OpenURLOptionsKey(rawValue: "") }
}
