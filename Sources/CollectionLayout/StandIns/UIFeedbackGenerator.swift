import Foundation

/// Haptic feedback (nothing plays here; preparing and triggering are kept as calls only).
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
    open func prepare() {}
}

@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
    }

    public convenience init(style: FeedbackStyle) { self.init() }
    open func impactOccurred() {}
}

@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success = 0
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
