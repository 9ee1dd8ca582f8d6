package import Foundation
import HostSystem

/// Hands events from the watcher thread and the build queue to the engine's main thread: a
/// locked list plus a self-pipe whose read end EngineServer polls next to its request pipe, so
/// an event wakes the loop at once. Layout code only ever runs on that thread, which takes the
/// events.
/// Unchecked: the queue of events is behind its lock; the pipe is written by any thread, read by one.
package final class ReloadMailbox: @unchecked Sendable {
    package enum Event {
        /// Sources of `plugin` changed; `since` is when the first change of the burst was seen.
        case changed(plugin: String, files: [String], since: UInt64)
        /// The plugin's folder was deleted or renamed away.
        case folderGone(plugin: String, folder: String)
        /// A folder of that name appeared again in the plugins folder.
        case folderBack(plugin: String)
        /// A build finished.
        case built(plugin: String, job: Int, result: PluginBuildResult)
    }

    private let lock = NSLock()
    private var events: [Event] = []
    /// Readable whenever events are waiting (Readiness).
    package let readDescriptor: Int32
    private let writeDescriptor: Int32

    package init() {
        let pipe = ReloadMailbox.makePipe() ?? (-1, -1)
        readDescriptor = pipe.read
        writeDescriptor = pipe.write
    }

    deinit {
        if readDescriptor >= 0 { close(readDescriptor) }
        if writeDescriptor >= 0 { close(writeDescriptor) }
    }

    package func post(_ event: Event) {
        lock.lock()
        events.append(event)
        lock.unlock()
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)  // a full pipe already wakes the reader
    }

    /// The events posted so far, oldest first.
    package func take() -> [Event] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(readDescriptor, &buffer, buffer.count) > 0 {}
        lock.lock()
        defer { lock.unlock() }
        let taken = events
        events.removeAll()
        return taken
    }

    package var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return events.isEmpty
    }

    /// Blocks until an event is posted or `timeout` seconds pass.
    package func wait(timeout: TimeInterval) {
        guard isEmpty else { return }
        _ = Readiness.isReadable(readDescriptor, timeout: Int32(max(0, min(timeout, 3600)) * 1000))
    }

    /// A pipe whose ends do not block and are closed in child processes.
    static func makePipe() -> (read: Int32, write: Int32)? {
        guard let pipe = try? Pipes.make() else { return nil }
        Pipes.setNonBlocking(pipe.read)
        Pipes.setNonBlocking(pipe.write)
        return pipe
    }
}
