import Foundation

/// iOS's declarations of UIImage the SDK had not, kept and inert (sdk-surface standins).
extension UIImage {
    public var baselineOffsetFromBottom: CGFloat? { nil }

    public convenience init(cgImage p0: CGImage, scale p1: CGFloat, orientation p2: UIImage.Orientation) { self.init() }

    public convenience init?(contentsOfFile p0: String) { self.init() }

    public convenience init?(data p0: Data, scale p1: CGFloat) { self.init() }

    public convenience init?(named p0: String, in p1: Bundle? = nil, variableValue p2: Double, configuration p3: UIImage.Configuration? = nil) { self.init() }

    public convenience init?(systemName p0: String, variableValue p1: Double, configuration p2: UIImage.Configuration? = nil) { self.init() }

    public func jpegData(compressionQuality p0: CGFloat) -> Data? { nil }

    public func pngData() -> Data? { nil }

    public enum Orientation: Int, Hashable, Sendable {
        case down = 1
        case downMirrored = 5
        case left = 2
        case leftMirrored = 6
        case right = 3
        case rightMirrored = 7
        case up = 0
        case upMirrored = 4
    }

    public enum ResizingMode: Int, Hashable, Sendable {
        case stretch = 1
        case tile = 0
    }
}
