import EngineProtocol
import Foundation
import Synchronization

/// The engine's channel to the front end, written from the engine's thread and the live feed's
/// outbox thread: one message list at a time, so frames never interleave in the pipe. When the
/// front end is gone there is nothing left to report to, and the engine exits.
final class EngineOutput: Sendable {
    let fd: Int32
    private let lock = Mutex(())

    init(fd: Int32) { self.fd = fd }

    func write(_ messages: [EngineReply]) {
        let written = lock.withLock { _ in EngineReply.write(messages, to: fd) }
        if !written { _exit(0) }
    }
}
