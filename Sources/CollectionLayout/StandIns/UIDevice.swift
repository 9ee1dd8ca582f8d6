import Foundation

/// The device: an iPhone on iOS 18. Its orientation follows the collection view's shape, as
/// `UIApplication.statusBarOrientation` does (a wide view is a phone turned to landscape).
@preconcurrency @MainActor open class UIDevice: NSObject, @unchecked Sendable {
    private static let currentDevice = UIDevice()
    open class var current: UIDevice { currentDevice }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "18.0" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var name: String { "iPhone" }
    open var identifierForVendor: UUID? { nil }
    open var isMultitaskingSupported: Bool { true }
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    open var orientation: UIDeviceOrientation {
        UIApplication.shared.statusBarOrientation == .landscapeRight ? .landscapeLeft : .portrait
    }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}

    public class var orientationDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    /// -1, as iOS answers while battery monitoring is off (and no battery is read here).
    open var batteryLevel: Float { -1 }
    open var batteryState: UIDevice.BatteryState { UIDevice.BatteryState.unknown }
    open var isBatteryMonitoringEnabled: Bool = false
    open var isProximityMonitoringEnabled: Bool = false
    open func playInputClick() {}
    open var proximityState: Bool { false }
}

public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { self != .unknown && !isFlat }
}
