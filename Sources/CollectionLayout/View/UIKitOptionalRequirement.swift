import Foundation

/// Optional protocol requirements of UIKit's delegates on Linux. Swift here has no optional
/// requirements, so the SDK's protocols give each one a default implementation that answers
/// as UIKit would without it and records that it ran. A layout's
/// `delegate?.collectionView?(…, sizeForItemAt:)` is compiled (in the build copy) as
/// `UIKitOptionalRequirement.answer(delegate?.collectionView(…))`: nil when the delegate
/// does not implement the method, as on iOS.
public enum UIKitOptionalRequirement {
    /// Set by a default implementation; layouts run on the main thread only.
    nonisolated(unsafe) static var defaultRan = false

    /// `body`'s answer, or nil when a default implementation (the method's absence) gave it.
    /// An autoclosure: the call keeps its place's `$0` and needs no `self.`.
    public static func answer<Value>(_ body: @autoclosure () -> Value?) -> Value? {
        let outer = defaultRan
        defaultRan = false
        defer { defaultRan = outer }
        let value = body()
        return defaultRan ? nil : value
    }

    /// Called by the SDK's default implementations of UIKit's optional requirements.
    static func markDefault() {
        defaultRan = true
    }
}
