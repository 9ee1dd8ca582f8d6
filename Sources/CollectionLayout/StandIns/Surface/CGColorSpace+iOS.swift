import Foundation

/// iOS's declarations of CGColorSpace the SDK had not, kept and inert (sdk-surface standins).
extension CGColorSpace {
    public var baseColorSpace: CGColorSpace? { nil }

    public var colorTable: [UInt8]? { nil }

    public func isHDR() -> Bool { false }

    public var isWideGamutRGB: Bool { false }

    public var supportsOutput: Bool { true }
}
