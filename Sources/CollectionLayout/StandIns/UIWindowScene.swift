import Foundation

/// A window scene: the main screen's, with no windows (nothing is shown here).
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    open var screen: UIScreen { UIScreen.main }
    open var interfaceOrientation: UIInterfaceOrientation { UIApplication.shared.statusBarOrientation }
    open var traitCollection: UITraitCollection { UITraitCollection(size: screen.bounds.size, displayScale: screen.scale) }
    open var windows: [UIWindow] { [] }
    open var keyWindow: UIWindow? { nil }
    open var isFullScreen: Bool { true }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func requestGeometryUpdate(_ p0: UIWindowScene.GeometryPreferences, errorHandler p1: ((Error) -> Void)? = nil) {}
}
