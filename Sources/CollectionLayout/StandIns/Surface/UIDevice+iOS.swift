import Foundation

/// iOS's declarations of UIDevice the SDK had not, kept and inert (sdk-surface standins).
extension UIDevice {
    // The notifications' names are iOS's, the constants'.
    public class var batteryLevelDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIDeviceBatteryLevelDidChangeNotification") }

    public class var batteryStateDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIDeviceBatteryStateDidChangeNotification") }

    public class var proximityStateDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIDeviceProximityStateDidChangeNotification") }

    public enum BatteryState: Int, Hashable, Sendable {
        case charging = 2
        case full = 3
        case unknown = 0
        case unplugged = 1
    }
}
