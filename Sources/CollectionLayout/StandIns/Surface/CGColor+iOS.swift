import Foundation

/// iOS's declarations of CGColor the SDK had not, kept and inert (sdk-surface standins).
extension CGColor {
    /// The space the components are in: device RGB, as they are kept here.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
}
