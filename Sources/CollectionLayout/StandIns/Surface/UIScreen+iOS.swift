import Foundation

/// iOS's declarations of UIScreen the SDK had not, kept and inert (sdk-surface standins).
extension UIScreen {
    public static var brightnessDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var capturedDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didConnectNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didDisconnectNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var modeDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var referenceDisplayModeStatusDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

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
        public static var insetApplicationFrame: UIScreen.OverscanCompensation { UIScreen.OverscanCompensation.scale }
    }
}
