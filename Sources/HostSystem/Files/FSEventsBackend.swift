#if canImport(CoreServices)
    import CoreServices
    import Foundation

    /// macOS's watches: one FSEvents stream per folder (file-level events, no deferral, its root
    /// watched), whose changes queue here while a byte on a pipe wakes `descriptor`'s reader.
    /// FSEvents coalesces a path's flags and reports no close-write, so each path is looked at
    /// again (lstat) to decide what happened to it, and a modification counts as written. A stream
    /// sees its whole tree; only the folder's own entries and the folder itself are reported.
    final class FSEventsBackend: FileEventBackend {
        /// One folder's stream. Unchecked: its fields are set before the stream starts and read on
        /// the backend's queue only.
        final class Watch: @unchecked Sendable {
            let id: Int32
            /// The folder as FSEvents reports it (links resolved, /private/var for /var).
            let folder: String
            let interest: FileEvents.Interest
            weak var backend: FSEventsBackend?
            var stream: FSEventStreamRef?

            init(id: Int32, folder: String, interest: FileEvents.Interest, backend: FSEventsBackend) {
                self.id = id
                self.folder = folder
                self.interest = interest
                self.backend = backend
            }
        }

        private let wake: (read: Int32, write: Int32)
        var descriptor: Int32 { wake.read }
        private let queue = DispatchQueue(label: "layoutbench.file-events")
        private let lock = NSLock()
        private var pending: [FileEvents.Change] = []
        private var watches: [Int32: Watch] = [:]
        private var nextID: Int32 = 1

        /// FSEvents' latency: how long it gathers changes before it calls back.
        static let latency: CFTimeInterval = 0.02

        init() throws(SystemError) {
            wake = try Pipes.make()
            Pipes.setNonBlocking(wake.read)
            Pipes.setNonBlocking(wake.write)
        }

        deinit {
            for watch in lock.withLock({ Array(watches.values) }) { end(watch) }
            close(wake.read)
            close(wake.write)
        }

        func watch(_ folder: String, _ interest: FileEvents.Interest) -> Int32? {
            var info = stat()
            guard stat(folder, &info) == 0 else { return nil }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                errno = ENOTDIR
                return nil
            }
            let canonical = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            let watch: Watch = lock.withLock {
                if let existing = watches.values.first(where: { $0.folder == canonical }) { return existing }
                let watch = Watch(id: nextID, folder: canonical, interest: interest, backend: self)
                nextID += 1
                watches[watch.id] = watch
                return watch
            }
            if watch.stream != nil { return watch.id }
            var context = FSEventStreamContext(
                version: 0, info: Unmanaged.passUnretained(watch).toOpaque(),
                retain: nil, release: nil, copyDescription: nil)
            let flags = FSEventStreamCreateFlags(
                kFSEventStreamCreateFlagUseCFTypes | kFSEventStreamCreateFlagFileEvents
                    | kFSEventStreamCreateFlagNoDefer | kFSEventStreamCreateFlagWatchRoot)
            guard
                let stream = FSEventStreamCreate(
                    kCFAllocatorDefault, FSEventsBackend.callback, &context, [canonical] as CFArray,
                    FSEventStreamEventId(kFSEventStreamEventIdSinceNow), FSEventsBackend.latency, flags)
            else {
                _ = lock.withLock { watches.removeValue(forKey: watch.id) }
                errno = EINVAL
                return nil
            }
            watch.stream = stream
            FSEventStreamSetDispatchQueue(stream, queue)
            guard FSEventStreamStart(stream) else {
                end(watch)
                _ = lock.withLock { watches.removeValue(forKey: watch.id) }
                errno = EIO
                return nil
            }
            return watch.id
        }

        func unwatch(_ id: Int32) {
            guard let watch = lock.withLock({ watches.removeValue(forKey: id) }) else { return }
            queue.sync { end(watch) }
        }

        func read() -> [FileEvents.Change] {
            var bytes = [UInt8](repeating: 0, count: 256)
            while Foundation.read(wake.read, &bytes, bytes.count) > 0 {}
            return lock.withLock {
                defer { pending.removeAll() }
                return pending
            }
        }

        private func end(_ watch: Watch) {
            guard let stream = watch.stream else { return }
            watch.stream = nil
            FSEventStreamStop(stream)
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
        }

        /// Queues `changes` and wakes the reader.
        private func deliver(_ changes: [FileEvents.Change]) {
            guard !changes.isEmpty else { return }
            lock.withLock { pending.append(contentsOf: changes) }
            var byte: UInt8 = 1
            _ = Foundation.write(wake.write, &byte, 1)
        }

        private static let callback: FSEventStreamCallback = { _, info, count, paths, flags, _ in
            guard let info else { return }
            let watch = Unmanaged<Watch>.fromOpaque(info).takeUnretainedValue()
            guard let backend = watch.backend else { return }
            let list = unsafeBitCast(paths, to: NSArray.self)
            var changes: [FileEvents.Change] = []
            for index in 0..<count {
                guard let path = list[index] as? String else { continue }
                changes += FSEventsBackend.changes(path: path, flags: flags[index], in: watch)
            }
            backend.deliver(changes)
            if changes.contains(where: { $0.kinds.contains(.watchEnded) }) {
                backend.lock.withLock { _ = backend.watches.removeValue(forKey: watch.id) }
                backend.end(watch)
            }
        }

        private static func has(_ flags: FSEventStreamEventFlags, _ flag: Int) -> Bool { flags & FSEventStreamEventFlags(flag) != 0 }

        /// What one reported path means to `watch`: nothing for paths deeper in its tree.
        static func changes(path: String, flags: FSEventStreamEventFlags, in watch: Watch) -> [FileEvents.Change] {
            if has(flags, kFSEventStreamEventFlagMustScanSubDirs) || has(flags, kFSEventStreamEventFlagUserDropped)
                || has(flags, kFSEventStreamEventFlagKernelDropped)
            {
                return [FileEvents.Change(watch: watch.id, kinds: .overflow, name: "")]
            }
            var info = stat()
            let exists = lstat(path, &info) == 0
            if path == watch.folder || has(flags, kFSEventStreamEventFlagRootChanged) {
                guard
                    has(flags, kFSEventStreamEventFlagRootChanged) || has(flags, kFSEventStreamEventFlagItemRemoved)
                        || has(flags, kFSEventStreamEventFlagItemRenamed), !exists || has(flags, kFSEventStreamEventFlagRootChanged)
                else { return [] }
                let gone: FileEvents.Kinds = exists ? .folderMoved : .folderDeleted
                return [
                    FileEvents.Change(watch: watch.id, kinds: gone, name: ""),
                    FileEvents.Change(watch: watch.id, kinds: .watchEnded, name: "")
                ]
            }
            let url = URL(fileURLWithPath: path)
            guard url.deletingLastPathComponent().path == watch.folder else { return [] }
            let isFolder = exists ? info.st_mode & S_IFMT == S_IFDIR : has(flags, kFSEventStreamEventFlagItemIsDir)
            var kinds: FileEvents.Kinds = isFolder ? .isFolder : []
            if has(flags, kFSEventStreamEventFlagItemRenamed) { kinds.insert(exists ? .movedIn : .movedOut) }
            if has(flags, kFSEventStreamEventFlagItemCreated) && exists { kinds.insert(.created) }
            if has(flags, kFSEventStreamEventFlagItemRemoved) && !exists { kinds.insert(.deleted) }
            if has(flags, kFSEventStreamEventFlagItemModified) && exists && !isFolder { kinds.insert(.written) }
            if watch.interest == .entries {
                kinds.remove(.written)
                guard isFolder else { return [] }
            }
            guard !kinds.subtracting(.isFolder).isEmpty else { return [] }
            return [FileEvents.Change(watch: watch.id, kinds: kinds, name: url.lastPathComponent)]
        }
    }
#endif
