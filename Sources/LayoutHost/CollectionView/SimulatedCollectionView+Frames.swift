import CollectionLayout
import Foundation
import HostSupport
package import SessionValues

/// Display frames: the one step every motion, the profiler and settling run, and what a frame
/// carries (touch flags, the pan, UIKit Dynamics).
extension SimulatedCollectionView {
    /// One display frame, in the one order every scroll, animation, sideways scroll, profile
    /// sweep and the settling after a command use, as the main run loop turns on iOS: `change`
    /// (a bounds change and its pass, or none), `drainRounds` rounds of the main queue, the
    /// scroll requests the layout made, then its UIDynamicAnimators step by `milliseconds` (none
    /// for 0: no time passes between commands). `time` is the frame's time on its motion's
    /// timeline, if it belongs to one. The frame observers are told as it begins and after it.
    package func displayFrame(milliseconds: Double, at time: Double? = nil, drainRounds: Int = 1, _ change: () throws -> Void) throws {
        let observers = frameObservers
        let start = observers.isEmpty ? 0 : MonotonicClock.now()
        for (_, observer) in observers { observer.willShow() }
        // Told even after a frame that failed, so every willShow has its didShow.
        defer {
            if !observers.isEmpty {
                let frame = DisplayFrameObserver.Frame(milliseconds: milliseconds, nanoseconds: MonotonicClock.now() - start, time: time)
                for (_, observer) in observers { observer.didShow(frame) }
            }
        }
        try change()
        MainQueue.drain(rounds: drainRounds)
        try performLayoutRequests()
        if milliseconds > 0 { try advanceDynamics(milliseconds: milliseconds) }
        checkInvariants()
    }

    /// Starts telling `observer` every display frame; the token stops it (removeFrameObserver).
    @discardableResult
    package func addFrameObserver(_ observer: DisplayFrameObserver) -> Int {
        nextFrameObserver += 1
        frameObservers.append((nextFrameObserver, observer))
        return nextFrameObserver
    }

    package func removeFrameObserver(_ token: Int) {
        frameObservers.removeAll { $0.token == token }
    }

    /// Runs `body` with `observer` told every display frame it shows.
    package func observingFrames<T>(_ observer: DisplayFrameObserver, _ body: () throws -> T) rethrows -> T {
        let token = addFrameObserver(observer)
        defer { removeFrameObserver(token) }
        return try body()
    }

    /// The pan recognizer's state as the finger left it this frame.
    package func setPan(_ pan: PanGesture) throws {
        state.pan = pan
        try layout?.setViewState(state)
    }

    /// UIKit Dynamics for one display frame, after the frame's pass: the layout's animators step
    /// by `milliseconds`; one that moved an item invalidated the layout, and a pass shows it
    /// (a layout left invalid otherwise waits for the next pass, as before).
    package func advanceDynamics(milliseconds: Double) throws {
        guard let layout else {
            dynamicsRunning = false
            return
        }
        let wasValid = layoutValid
        dynamicsRunning = try layout.advanceDynamics(milliseconds: milliseconds)
        if wasValid && !layoutValid { try layoutPass() }
    }

    /// Whether the layout's UIDynamicAnimators still run and no motion already watched them to
    /// `ScrollDriver.dynamicsLimit`, asked without stepping them: a bounds change that pulled
    /// items on springs (updateItem(usingCurrentState:)) wakes them, and a page then lets time
    /// pass for them. (`dynamicsRunning` stays what the last step said.)
    package func animatorsStillToSettle() throws -> Bool {
        try !dynamicsWatchEnded && (layout?.dynamicsRunning() ?? false)
    }

    /// Sets the touch flags UIScrollView reports (isTracking, isDragging, isDecelerating).
    package func setTouchState(tracking: Bool, dragging: Bool, decelerating: Bool) throws {
        state.isTracking = tracking
        state.isDragging = dragging
        state.isDecelerating = decelerating
        try layout?.setViewState(state)
    }
}
