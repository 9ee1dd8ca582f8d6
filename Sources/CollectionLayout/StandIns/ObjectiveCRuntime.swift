// The Objective-C runtime's and Dispatch's names, for Linux. On a Mac they are Apple's, and a Mac
// build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    // The Objective-C runtime's names that app files use and Swift's Foundation on Linux does not
    // have (it has no Objective-C runtime): selector-based observers, timers and delayed calls are
    // kept and never called; associated objects are kept beside their objects (StandInStorage's
    // table).

    public typealias NSInteger = Int
    public typealias NSUInteger = UInt

    extension NotificationCenter {
        /// A selector-based observer: never called here (nothing posts UIKit's notifications).
        public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {}
    }

    extension Timer {
        /// A target-selector timer: made, never fired (the host's frames drive layouts).
        public class func scheduledTimer(
            timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
            repeats: Bool
        ) -> Timer {
            Timer(timeInterval: interval, repeats: repeats) { _ in }
        }

        public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
            self.init(timeInterval: interval, repeats: repeats) { _ in }
        }
    }

    extension NSObject {
        /// Delayed selector calls: never made here.
        public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {}
        public class func cancelPreviousPerformRequests(withTarget target: Any) {}
        public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {}
    }

    /// Core Foundation's time interval, in seconds, as Core Animation's timing uses it.
    public typealias CFTimeInterval = Double

    // Dispatch's time constants, which Swift on Linux does not import.
    public let NSEC_PER_SEC: UInt64 = 1_000_000_000
    public let NSEC_PER_MSEC: UInt64 = 1_000_000
    public let NSEC_PER_USEC: UInt64 = 1_000
    public let USEC_PER_SEC: UInt64 = 1_000_000

    /// How an associated object is held (objc/runtime.h); every policy retains here.
    public enum objc_AssociationPolicy: UInt, Sendable {
        case OBJC_ASSOCIATION_ASSIGN = 0, OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1, OBJC_ASSOCIATION_COPY_NONATOMIC = 3
        case OBJC_ASSOCIATION_RETAIN = 769, OBJC_ASSOCIATION_COPY = 771
    }

    public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        AssociatedObjects.shared.set(object as AnyObject, key, value)
    }

    public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
        AssociatedObjects.shared.get(object as AnyObject, key)
    }
#endif
