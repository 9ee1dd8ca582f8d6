import Foundation

/// iOS's declarations of NSStringDrawingOptions the SDK had not, kept and inert (sdk-surface standins).
extension NSStringDrawingOptions {
    public static var usesDeviceMetrics: NSStringDrawingOptions { [] }
}
