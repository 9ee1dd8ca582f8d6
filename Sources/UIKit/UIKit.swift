// `import UIKit` in a layout file from an app brings the SDK (and Foundation, which the SDK
// re-exports as UIKit does), so the file compiles unchanged.
@_exported import CollectionLayout
