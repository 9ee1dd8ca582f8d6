import Foundation
import HostSystem

/// Runs the blocks layouts put on DispatchQueue.main, between commands and frames, as the main
/// run loop does on iOS.
///
/// It calls libdispatch's main-queue drain, `_dispatch_main_queue_callback_4CF`, the entry
/// CoreFoundation's run loop itself uses on Linux: next to nothing when nothing is queued,
/// where a run-loop turn is a cost in every frame. Without the symbol it turns the run loop
/// instead.
package enum MainQueue {
    private typealias DrainFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void

    private static let dispatchDrain: DrainFunction? = {
        guard let symbol = DynamicLibrary.loadedSymbol("_dispatch_main_queue_callback_4CF") else { return nil }
        return unsafeBitCast(symbol, to: DrainFunction.self)
    }()

    /// Runs what is queued now and what those blocks queue, `rounds` levels deep. Only the main
    /// thread drains the main queue (the engine's, where layouts run): libdispatch traps a drain
    /// from another thread, or after dispatch_main() (a test runner's process, whose main queue
    /// its own workers serve).
    package static func drain(rounds: Int = 8) {
        guard Thread.isMainThread else { return }
        for _ in 0..<rounds {
            if let dispatchDrain {
                dispatchDrain(nil)
            } else {
                _ = RunLoop.main.run(mode: .default, before: .distantPast)
            }
        }
    }
}
