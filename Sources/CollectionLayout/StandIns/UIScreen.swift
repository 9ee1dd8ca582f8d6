import Foundation

/// UIKit's screen: an iPhone's (390 × 844 points, 3 pixels a point). Layouts should read their
/// collection view's bounds; this is what the ones that read the screen get.
@preconcurrency @MainActor open class UIScreen: NSObject, @unchecked Sendable {
    private static let mainScreen = UIScreen()
    open class var main: UIScreen { mainScreen }
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1170, height: 2532) }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { 3 }
    open var maximumFramesPerSecond: Int { 120 }
    open var brightness: CGFloat = 0.5
    open var isCaptured: Bool { false }
    open var traitCollection: UITraitCollection { UITraitCollection(size: bounds.size, displayScale: scale) }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var applicationFrame: CGRect { .zero }
    open var calibratedLatency: Double { 0 }
    /// 1: headroom is the brightest white over SDR white, and this screen shows SDR.
    open var currentEDRHeadroom: CGFloat { 1 }
    /// A display link for the target and selector (nothing fires it here).
    open func displayLink(withTarget target: Any, selector: Selector) -> CADisplayLink? {
        #if LAYOUTBENCH_APPLE_FRAMEWORKS
            nil  // macOS makes display links of views and screens, not of targets
        #else
            CADisplayLink(target: target, selector: selector)
        #endif
    }
    open var focusedView: UIView? { nil }
    open var mirrored: UIScreen? { nil }
    open var overscanCompensation: UIScreen.OverscanCompensation = UIScreen.OverscanCompensation.scale
    open var overscanCompensationInsets: UIEdgeInsets { .zero }
    /// 1, as `currentEDRHeadroom`.
    open var potentialEDRHeadroom: CGFloat { 1 }
    open var referenceDisplayModeStatus: UIScreen.ReferenceDisplayModeStatus { UIScreen.ReferenceDisplayModeStatus.notSupported }
    /// The main screen, always first on iOS, and no other.
    open class var screens: [UIScreen] { [main] }
    /// A view of the screen's bounds (nothing is drawn here), as UIView's snapshots are.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView { UIView(frame: bounds) }
    open var supportsFocus: Bool { false }
    open var wantsSoftwareDimming: Bool = false
}
