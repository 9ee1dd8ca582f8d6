import Foundation

/// iOS's declarations of UISceneSession.Role the SDK had not, kept and inert (sdk-surface standins).
extension UISceneSession.Role {
    public static var windowExternalDisplay: UISceneSession.Role { UISceneSession.Role(rawValue: "") }
}
