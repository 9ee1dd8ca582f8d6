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
}
