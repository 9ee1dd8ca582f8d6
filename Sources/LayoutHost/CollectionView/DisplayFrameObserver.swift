import CollectionLayout

/// Watches display frames (SimulatedCollectionView.displayFrame): told as each begins and after
/// it ends. The one way to follow frames: the live view's feed, the contract checker, the
/// profiler and animated pictures each add one for as long as they watch.
package struct DisplayFrameObserver {
    /// What a frame was, told after it: its length, what it cost, and where its motion was.
    package struct Frame {
        /// The frame's length (ms); 0 for the settling after a command, in which no time passes.
        package var milliseconds: Double
        /// What the frame cost the host and the layout (ns).
        package var nanoseconds: UInt64
        /// The frame's time on its motion's timeline (ms), nil for a frame outside a motion.
        package var time: Double?
    }

    /// Told as a frame begins, before its bounds change.
    package var willShow: () -> Void
    /// Told after the frame: its pass, the main queue, the layout's requests and its animators.
    package var didShow: (Frame) -> Void

    package init(willShow: @escaping () -> Void = {}, didShow: @escaping (Frame) -> Void) {
        self.willShow = willShow
        self.didShow = didShow
    }
}
