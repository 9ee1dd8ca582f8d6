import Foundation

/// An image: it has a size and holds no pixels (nothing is drawn here). Named and system images
/// are not looked up: a named one has no size, a symbol 20 points a side.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    private let storedSize: CGSize
    private let storedRenderingMode: RenderingMode

    init(size: CGSize, renderingMode: RenderingMode = .automatic) {
        storedSize = size
        storedRenderingMode = renderingMode
    }

    public convenience override init() { self.init(size: .zero) }

    // Designated, as on iOS.
    public init?(named name: String) { (storedSize, storedRenderingMode) = (.zero, .automatic) }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        (storedSize, storedRenderingMode) = (.zero, .automatic)
    }
    public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        (storedSize, storedRenderingMode) = (.zero, .automatic)
    }
    public init?(systemName name: String) { (storedSize, storedRenderingMode) = (Self.symbolSize, .alwaysTemplate) }
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        (storedSize, storedRenderingMode) = (Self.symbolSize, .alwaysTemplate)
    }
    public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        (storedSize, storedRenderingMode) = (Self.symbolSize, .alwaysTemplate)
    }
    /// An image of the bitmap's size in pixels.
    public init(cgImage: CGImage) {
        (storedSize, storedRenderingMode) = (CGSize(width: cgImage.width, height: cgImage.height), .automatic)
    }
    /// Image data is not decoded here: an image of no size.
    public init?(data: Data) { (storedSize, storedRenderingMode) = (.zero, .automatic) }
    /// `#imageLiteral(resourceName:)`: an image of no size (nothing is drawn).
    public required convenience init(imageLiteralResourceName path: String) { self.init() }

    private static let symbolSize = CGSize(width: 20, height: 20)

    open var size: CGSize { storedSize }
    open var scale: CGFloat { 1 }
    open var renderingMode: RenderingMode { storedRenderingMode }
    /// Its bitmap: none (images hold no pixels here).
    open var cgImage: CGImage? { nil }
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { UIImage(size: storedSize, renderingMode: renderingMode) }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { self }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    open func withHorizontallyFlippedOrientation() -> UIImage { self }
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3}
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }

    /// What an image is drawn with (traits, symbol settings): kept, applied to nothing.
    open class Configuration: NSObject, @unchecked Sendable {
        open var traitCollection: UITraitCollection? { nil }
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self { self }
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { self }
    }

    /// A symbol image's configuration: its settings are kept, applied to nothing.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        public private(set) var pointSize: CGFloat = 0
        public private(set) var weight = SymbolWeight.unspecified
        public private(set) var symbolScale = SymbolScale.unspecified
        public private(set) var textStyle: UIFont.TextStyle?

        open class var unspecified: SymbolConfiguration { SymbolConfiguration(scale: .unspecified) }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            (self.pointSize, self.weight, symbolScale) = (pointSize, weight, scale)
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            (self.textStyle, symbolScale) = (textStyle, scale)
        }
        public convenience init(scale: SymbolScale) {
            self.init()
            symbolScale = scale
        }
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale) }
        public convenience init(hierarchicalColor: UIColor) { self.init() }
        public convenience init(paletteColors: [UIColor]) { self.init() }


        // iOS's other members, kept and inert (sdk-surface standins)
        open func isEqual(to p0: UIImage.SymbolConfiguration?) -> Bool { false }
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open class var actions: UIImage { UIImage() }
    open class var add: UIImage { UIImage() }
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    open class func animatedImage(with p0: [UIImage], duration p1: Double) -> UIImage? { nil }
    open class func animatedImageNamed(_ p0: String, duration p1: Double) -> UIImage? { nil }
    open class func animatedResizableImageNamed(_ p0: String, capInsets p1: UIEdgeInsets, duration p2: Double) -> UIImage? { nil }
    open class func animatedResizableImageNamed(_ p0: String, capInsets p1: UIEdgeInsets, resizingMode p2: UIImage.ResizingMode, duration p3: Double) -> UIImage? { nil }
    open func applyingSymbolConfiguration(_ p0: UIImage.SymbolConfiguration) -> UIImage? { nil }
    open func byPreparingForDisplay() async -> UIImage? { nil }
    open func byPreparingThumbnail(ofSize p0: CGSize) async -> UIImage? { nil }
    open var capInsets: UIEdgeInsets { .zero }
    open class var checkmark: UIImage { UIImage() }
    open var configuration: UIImage.Configuration? { nil }
    open func draw(at p0: CGPoint) {  }
    open func draw(in p0: CGRect) {  }
    open func drawAsPattern(in p0: CGRect) {  }
    open var duration: Double { 0 }
    open var flipsForRightToLeftLayoutDirection: Bool { false }
    open var imageOrientation: UIImage.Orientation { UIImage.Orientation.up }
    open func imageWithoutBaseline() -> UIImage { UIImage() }
    open var images: [UIImage]? { nil }
    open var isSymbolImage: Bool { false }
    open var leftCapWidth: Int { 0 }
    open func prepareForDisplay(completionHandler p0: @escaping @Sendable (UIImage?) -> Void) {  }
    open func prepareThumbnail(of p0: CGSize, completionHandler p1: @escaping @Sendable (UIImage?) -> Void) {  }
    open func preparingForDisplay() -> UIImage? { nil }
    open func preparingThumbnail(of p0: CGSize) -> UIImage? { nil }
    open class var remove: UIImage { UIImage() }
    open func resizableImage(withCapInsets p0: UIEdgeInsets, resizingMode p1: UIImage.ResizingMode) -> UIImage { UIImage() }
    open var resizingMode: UIImage.ResizingMode { UIImage.ResizingMode.tile }
    open func stretchableImage(withLeftCapWidth p0: Int, topCapHeight p1: Int) -> UIImage { UIImage() }
    open class var strokedCheckmark: UIImage { UIImage() }
    open var symbolConfiguration: UIImage.SymbolConfiguration? { nil }
    open var topCapHeight: Int { 0 }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open func withAlignmentRectInsets(_ p0: UIEdgeInsets) -> UIImage { UIImage() }
    open func withBaselineOffset(fromBottom p0: CGFloat) -> UIImage { UIImage() }
}

/// A bitmap image: none is ever made here (`UIImage.cgImage` is nil). Images are equal only
/// to themselves.
public final class CGImage: Hashable, @unchecked Sendable {
    public let width: Int, height: Int
    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
