import Foundation

/// Haptic feedback (nothing plays here; preparing and triggering are kept as calls only).
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
    open func prepare() {}
}

@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light = 0

        // iOS's other members, kept and inert (sdk-surface standins)
        case heavy = 2
        case medium = 1
        case rigid = 4
        case soft = 3
    }

    /// The impact's style, kept.
    public private(set) var style = FeedbackStyle.light

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override init() { super.init() }
    open func impactOccurred() {}

    // iOS's other members, kept and inert (sdk-surface standins)
    open func impactOccurred(intensity p0: CGFloat) {}
}

@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success = 0

        // iOS's other members, kept and inert (sdk-surface standins)
        case error = 2
        case warning = 1
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
