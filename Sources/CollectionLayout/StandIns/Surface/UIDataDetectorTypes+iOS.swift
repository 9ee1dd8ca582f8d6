import Foundation

/// iOS's declarations of UIDataDetectorTypes the SDK had not, kept and inert (sdk-surface standins).
extension UIDataDetectorTypes {
    public static var flightNumber: UIDataDetectorTypes { [] }

    public static var lookupSuggestion: UIDataDetectorTypes { [] }

    public static var money: UIDataDetectorTypes { [] }

    public static var physicalValue: UIDataDetectorTypes { [] }

    public static var shipmentTrackingNumber: UIDataDetectorTypes { [] }
}
