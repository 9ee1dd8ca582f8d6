// `import QuartzCore` in a layout file: CATransform3D and its functions, CALayer and the layer
// stand-ins (CollectionLayout/StandIns) come with the SDK, re-exported whole as UIKit is.
@_exported import CollectionLayout
