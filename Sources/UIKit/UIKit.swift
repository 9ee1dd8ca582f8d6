// `import UIKit` in a layout file from an app brings the SDK (and Foundation, which the SDK
// re-exports as UIKit does): the real layout classes and the inert stand-ins
// (CollectionLayout/StandIns) for the view, controller, colour and font API around a layout,
// so the file compiles unchanged.
@_exported import CollectionLayout
