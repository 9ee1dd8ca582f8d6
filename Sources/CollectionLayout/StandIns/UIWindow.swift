import Foundation

/// A window: kept, shown nowhere.
@preconcurrency @MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { false }
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

    open func makeKeyAndVisible() {}
    open func makeKey() {}
    open override var window: UIWindow? { self }

    /// Where a window sits among others.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0), statusBar = Level(1000), alert = Level(2000)
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func becomeKey() {  }
    open var canBecomeKey: Bool { false }
    open var canResizeToFitContent: Bool = false
    open func resignKey() {  }
    open func sendEvent(_ p0: UIEvent) {  }
}
