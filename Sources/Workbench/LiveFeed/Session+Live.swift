import Foundation
import LayoutHost

extension Session {
    /// Starts or stops feeding the live view: every display frame is told to the feed.
    package func watchLive(_ on: Bool) {
        guard on != (liveFeed != nil) else { return }
        guard on else {
            liveFeed = nil
            view.frameObserver = nil
            return
        }
        let feed = LiveFeed()
        liveFeed = feed
        view.frameObserver = { [unowned self] milliseconds, nanoseconds in
            feed.displayFrame(self.view, milliseconds: milliseconds, nanoseconds: nanoseconds)
        }
    }
}
