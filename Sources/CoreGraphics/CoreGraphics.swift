// `import CoreGraphics` in a layout file: the geometry (CGFloat, CGPoint, CGSize, CGRect from
// Foundation; CGAffineTransform, CGVector from the SDK) comes with the SDK, re-exported whole as
// UIKit is, so a file that imports only CoreGraphics compiles as on iOS.
@_exported import CollectionLayout
