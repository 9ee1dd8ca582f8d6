import Foundation

/// iOS's declarations of UIApplication.LaunchOptionsKey the SDK had not, kept and inert (sdk-surface standins).
extension UIApplication.LaunchOptionsKey {
    public static var bluetoothCentrals: UIApplication.LaunchOptionsKey { UIApplication.LaunchOptionsKey(rawValue: "") }

    public static var bluetoothPeripherals: UIApplication.LaunchOptionsKey { UIApplication.LaunchOptionsKey(rawValue: "") }

    public static var cloudKitShareMetadata: UIApplication.LaunchOptionsKey { UIApplication.LaunchOptionsKey(rawValue: "") }

    public static var eventAttribution: UIApplication.LaunchOptionsKey { UIApplication.LaunchOptionsKey(rawValue: "") }

    public static var localNotification: UIApplication.LaunchOptionsKey { UIApplication.LaunchOptionsKey(rawValue: "") }

    public static var newsstandDownloads: UIApplication.LaunchOptionsKey { UIApplication.LaunchOptionsKey(rawValue: "") }
}
