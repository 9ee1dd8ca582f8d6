import Foundation
import LayoutHost

extension Session {
    /// Starts or stops feeding the live view: every display frame is told to the feed.
    package func watchLive(_ on: Bool) {
        guard on != (liveFeed != nil) else { return }
        guard on else {
            liveFeed = nil
            liveFrameObserver.map(view.removeFrameObserver)
            liveFrameObserver = nil
            return
        }
        let feed = LiveFeed()
        liveFeed = feed
        liveFrameObserver = view.addFrameObserver(
            DisplayFrameObserver { [unowned self] frame in
                feed.displayFrame(self.view, milliseconds: frame.milliseconds, nanoseconds: frame.nanoseconds)
            })
    }
}
