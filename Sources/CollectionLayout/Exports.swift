// UIKit re-exports Foundation (and with it Dispatch); so does the SDK, so a ported layout
// needs only its import line changed.
@_exported import Foundation
#if LAYOUTBENCH_APPLE_FRAMEWORKS
    // On a Mac the geometry, layers and colours are Apple's own (docs/mac.md).
    @_exported import CoreGraphics
    @_exported import QuartzCore
#endif
