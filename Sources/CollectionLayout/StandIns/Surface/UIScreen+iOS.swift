import Foundation

/// iOS's declarations of UIScreen the SDK had not, kept and inert (sdk-surface standins).
extension UIScreen {
    // The notifications' names are iOS's, the constants'.
    public class var brightnessDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIScreenBrightnessDidChangeNotification") }

    public class var capturedDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIScreenCapturedDidChangeNotification") }

    public class var didConnectNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIScreenDidConnectNotification") }

    public class var didDisconnectNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIScreenDidDisconnectNotification") }

    public class var modeDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIScreenModeDidChangeNotification") }

    public class var referenceDisplayModeStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UIScreenReferenceDisplayModeStatusDidChangeNotification")
    }

    public enum ReferenceDisplayModeStatus: Int, Hashable, Sendable {
        case enabled = 3
        case limited = 2
        case notEnabled = 1
        case notSupported = 0
    }

    public enum OverscanCompensation: Int, Hashable, Sendable {
        case insetBounds = 1
        case none = 2
        case scale = 0
        /// The old name of `.none` (raw value 2).
        public static var insetApplicationFrame: UIScreen.OverscanCompensation { UIScreen.OverscanCompensation.none }
    }
}
