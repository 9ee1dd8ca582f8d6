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

    // What the stand-ins below keep: set by the initialisers and by the methods that answer a
    // changed copy (`copy(renderingMode:_:)`).
    var storedScale: CGFloat = 1
    var storedOrientation = Orientation.up
    var storedIsSymbol = false
    var storedConfiguration: Configuration?
    var storedCapInsets = UIEdgeInsets.zero
    var storedResizingMode = ResizingMode.tile
    var storedLeftCapWidth = 0
    var storedTopCapHeight = 0
    var storedAlignmentRectInsets = UIEdgeInsets.zero
    var storedBaselineOffset: CGFloat?
    var storedFlipsForRightToLeft = false
    var storedImages: [UIImage]?
    var storedDuration: Double = 0

    /// A copy of the image (its size and everything kept), changed by `change`.
    func copy(renderingMode: RenderingMode? = nil, _ change: (UIImage) -> Void = { _ in }) -> UIImage {
        let image = UIImage(size: storedSize, renderingMode: renderingMode ?? storedRenderingMode)
        image.storedScale = storedScale
        image.storedOrientation = storedOrientation
        image.storedIsSymbol = storedIsSymbol
        image.storedConfiguration = storedConfiguration
        image.storedCapInsets = storedCapInsets
        image.storedResizingMode = storedResizingMode
        image.storedLeftCapWidth = storedLeftCapWidth
        image.storedTopCapHeight = storedTopCapHeight
        image.storedAlignmentRectInsets = storedAlignmentRectInsets
        image.storedBaselineOffset = storedBaselineOffset
        image.storedFlipsForRightToLeft = storedFlipsForRightToLeft
        image.storedImages = storedImages
        image.storedDuration = storedDuration
        change(image)
        return image
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
    public init?(systemName name: String) {
        (storedSize, storedRenderingMode) = (Self.symbolSize, .alwaysTemplate)
        storedIsSymbol = true
    }
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        (storedSize, storedRenderingMode) = (Self.symbolSize, .alwaysTemplate)
        storedIsSymbol = true
        storedConfiguration = configuration
    }
    public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        (storedSize, storedRenderingMode) = (Self.symbolSize, .alwaysTemplate)
        storedIsSymbol = true
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

    /// In points: pixels over the scale, width and height swapped for the images turned a quarter.
    open var size: CGSize {
        switch storedOrientation {
        case .left, .leftMirrored, .right, .rightMirrored: CGSize(width: storedSize.height, height: storedSize.width)
        case .up, .upMirrored, .down, .downMirrored: storedSize
        }
    }
    /// What the image was made with (`init(cgImage:scale:orientation:)`, `init(data:scale:)`), else 1.
    open var scale: CGFloat { storedScale }
    open var renderingMode: RenderingMode { storedRenderingMode }
    /// Its bitmap: none (images hold no pixels here).
    open var cgImage: CGImage? { nil }
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { self }
    /// A copy that tiles between the cap insets, UIKit's default resizing mode.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { resizableImage(withCapInsets: capInsets, resizingMode: .tile) }
    open func withHorizontallyFlippedOrientation() -> UIImage { self }
    /// A copy that flips in right-to-left layouts (`flipsForRightToLeftLayoutDirection`).
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { copy { $0.storedFlipsForRightToLeft = true } }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }
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
        /// Whether the other has the same point size, weight, scale and text style.
        open func isEqual(to other: UIImage.SymbolConfiguration?) -> Bool {
            guard let other else { return false }
            return pointSize == other.pointSize && weight == other.weight && symbolScale == other.symbolScale && textStyle == other.textStyle
        }
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    /// The system's symbol images, as `init(systemName:)` makes them.
    open class var actions: UIImage { UIImage(systemName: "ellipsis.circle")! }
    open class var add: UIImage { UIImage(systemName: "plus")! }
    /// What `withAlignmentRectInsets(_:)` gave the image, else zero.
    open var alignmentRectInsets: UIEdgeInsets { storedAlignmentRectInsets }
    /// An image of the first image's size and scale holding the images and the duration.
    open class func animatedImage(with images: [UIImage], duration: Double) -> UIImage? {
        guard let first = images.first else { return nil }
        return first.copy {
            $0.storedImages = images
            $0.storedDuration = duration
        }
    }
    open class func animatedImageNamed(_ p0: String, duration p1: Double) -> UIImage? { nil }
    open class func animatedResizableImageNamed(_ p0: String, capInsets p1: UIEdgeInsets, duration p2: Double) -> UIImage? { nil }
    open class func animatedResizableImageNamed(_ p0: String, capInsets p1: UIEdgeInsets, resizingMode p2: UIImage.ResizingMode, duration p3: Double)
        -> UIImage?
    { nil }
    /// A symbol image's copy with the configuration; nil for an image that is not a symbol.
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        storedIsSymbol ? copy { $0.storedConfiguration = configuration } : nil
    }
    /// As `preparingForDisplay()`.
    open func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }
    /// As `preparingThumbnail(of:)`.
    open func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }
    /// What `resizableImage(withCapInsets:…)` or `stretchableImage` gave the image, else zero.
    open var capInsets: UIEdgeInsets { storedCapInsets }
    open class var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// The configuration a symbol image was made or configured with.
    open var configuration: UIImage.Configuration? { storedConfiguration }
    open func draw(at p0: CGPoint) {}
    open func draw(in p0: CGRect) {}
    open func drawAsPattern(in p0: CGRect) {}
    /// An animated image's duration, else 0.
    open var duration: Double { storedDuration }
    open var flipsForRightToLeftLayoutDirection: Bool { storedFlipsForRightToLeft }
    /// What `init(cgImage:scale:orientation:)` was given, else `.up`.
    open var imageOrientation: UIImage.Orientation { storedOrientation }
    /// A copy without the baseline offset.
    open func imageWithoutBaseline() -> UIImage { copy { $0.storedBaselineOffset = nil } }
    /// An animated image's images, else nil.
    open var images: [UIImage]? { storedImages }
    /// True for the images `init(systemName:)` and the system image properties make.
    open var isSymbolImage: Bool { storedIsSymbol }
    /// What `stretchableImage(withLeftCapWidth:topCapHeight:)` gave the image, else 0.
    open var leftCapWidth: Int { storedLeftCapWidth }
    /// Calls the handler with `preparingForDisplay()` (at once here).
    open func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) { completionHandler(preparingForDisplay()) }
    /// Calls the handler with `preparingThumbnail(of:)` (at once here).
    open func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }
    /// A copy: there is nothing to decode here.
    open func preparingForDisplay() -> UIImage? { copy() }
    /// An image of the size asked for, at this image's scale.
    open func preparingThumbnail(of size: CGSize) -> UIImage? {
        let thumbnail = UIImage(size: size)
        thumbnail.storedScale = storedScale
        return thumbnail
    }
    open class var remove: UIImage { UIImage(systemName: "minus")! }
    /// A copy that resizes between the cap insets in the mode.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        copy {
            $0.storedCapInsets = capInsets
            $0.storedResizingMode = resizingMode
        }
    }
    /// What `resizableImage(withCapInsets:resizingMode:)` gave the image, else `.tile`.
    open var resizingMode: UIImage.ResizingMode { storedResizingMode }
    /// A copy stretching its middle column and row: the right cap is the width less the left
    /// cap and 1, the bottom cap the height less the top cap and 1, as UIKit computes them.
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let size = self.size
        return copy {
            $0.storedLeftCapWidth = leftCapWidth
            $0.storedTopCapHeight = topCapHeight
            $0.storedCapInsets = UIEdgeInsets(
                top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth),
                bottom: topCapHeight > 0 ? size.height - CGFloat(topCapHeight) - 1 : 0,
                right: leftCapWidth > 0 ? size.width - CGFloat(leftCapWidth) - 1 : 0)
            $0.storedResizingMode = .stretch
        }
    }
    open class var strokedCheckmark: UIImage { UIImage(systemName: "checkmark")! }
    /// A symbol image's configuration, when it is a symbol one.
    open var symbolConfiguration: UIImage.SymbolConfiguration? { storedConfiguration as? SymbolConfiguration }
    /// What `stretchableImage(withLeftCapWidth:topCapHeight:)` gave the image, else 0.
    open var topCapHeight: Int { storedTopCapHeight }
    /// Traits of the image's scale.
    open var traitCollection: UITraitCollection { UITraitCollection(displayScale: storedScale) }
    /// A copy with the alignment insets.
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { copy { $0.storedAlignmentRectInsets = alignmentInsets } }
    /// A copy with the baseline this far above its bottom.
    open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { copy { $0.storedBaselineOffset = baselineOffset } }
}
