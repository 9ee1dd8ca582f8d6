import Foundation

/// iOS's declarations of UIDevice the SDK had not, kept and inert (sdk-surface standins).
extension UIDevice {
    public static var batteryLevelDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var batteryStateDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var proximityStateDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public enum BatteryState: Int, Hashable, Sendable {
        case charging = 2
        case full = 3
        case unknown = 0
        case unplugged = 1
    }
}
