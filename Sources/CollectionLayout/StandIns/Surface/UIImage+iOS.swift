import Foundation

/// iOS's declarations of UIImage the SDK had not, kept and inert (sdk-surface standins).
extension UIImage {
    /// What `withBaselineOffset(fromBottom:)` gave the image, else nil.
    public var baselineOffsetFromBottom: CGFloat? { storedBaselineOffset }

    /// An image of the bitmap's pixels over the scale, in the orientation.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let scale = scale > 0 ? scale : 1
        self.init(size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale))
        storedScale = scale
        storedOrientation = orientation
    }

    /// Nil when there is no file there, as on iOS; a file's image is not decoded (no size).
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init()
    }

    /// Image data is not decoded here: an image of no size, at the scale.
    public convenience init?(data: Data, scale: CGFloat) {
        self.init()
        storedScale = scale > 0 ? scale : 1
    }

    /// As `init(named:in:with:)`: named images are not looked up.
    public convenience init?(named name: String, in bundle: Bundle? = nil, variableValue: Double, configuration: UIImage.Configuration? = nil) {
        self.init()
    }

    /// A symbol image, as `init(systemName:withConfiguration:)` makes one.
    public convenience init?(systemName name: String, variableValue: Double, configuration: UIImage.Configuration? = nil) {
        self.init(size: CGSize(width: 20, height: 20), renderingMode: .alwaysTemplate)
        storedIsSymbol = true
        storedConfiguration = configuration
    }

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
