import Foundation

/// A window: kept, shown nowhere.
@preconcurrency @MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    /// Whether the window is the one `makeKey()` last made key.
    open var isKeyWindow: Bool { UIWindow.keyWindow === self }
    /// The key window (UIApplication's `keyWindow`).
    static weak var keyWindow: UIWindow?
    open var windowLevel = Level.normal
    open var screen = UIScreen.main
    open weak var windowScene: UIWindowScene?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: windowScene.screen.bounds)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init() { self.init(frame: .zero) }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
    /// Makes the window key: the previous key window is told `resignKey()`, this one `becomeKey()`.
    open func makeKey() {
        guard canBecomeKey, UIWindow.keyWindow !== self else { return }
        let previous = UIWindow.keyWindow
        UIWindow.keyWindow = self
        previous?.resignKey()
        becomeKey()
    }
    open override var window: UIWindow? { self }

    /// Where a window sits among others.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0), statusBar = Level(1000), alert = Level(2000)
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func becomeKey() {}
    /// True, UIKit's default.
    open var canBecomeKey: Bool { true }
    open var canResizeToFitContent: Bool = false
    open func resignKey() {}
    open func sendEvent(_ p0: UIEvent) {}
}
