#if os(Linux)
    import Foundation

    /// Linux's watches: one inotify instance, one watch per folder.
    final class InotifyBackend: FileEventBackend {
        let descriptor: Int32
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

        private static let everything = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE
                | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
        private static let entries = UInt32(IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ONLYDIR)

        /// inotify's flags and what each means here.
        private static let meanings: [(UInt32, FileEvents.Kinds)] = [
            (UInt32(IN_CLOSE_WRITE), .written), (UInt32(IN_MOVED_TO), .movedIn), (UInt32(IN_MOVED_FROM), .movedOut),
            (UInt32(IN_CREATE), .created), (UInt32(IN_DELETE), .deleted), (UInt32(IN_DELETE_SELF), .folderDeleted),
            (UInt32(IN_MOVE_SELF), .folderMoved), (UInt32(IN_ISDIR), .isFolder), (UInt32(IN_Q_OVERFLOW), .overflow),
            (UInt32(IN_IGNORED), .watchEnded)
        ]

        init() throws(SystemError) {
            descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { throw SystemError("cannot watch files: inotify_init1 failed") }
        }

        deinit { close(descriptor) }

        func watch(_ folder: String, _ interest: FileEvents.Interest) -> Int32? {
            let watch = inotify_add_watch(descriptor, folder, interest == .everything ? InotifyBackend.everything : InotifyBackend.entries)
            return watch >= 0 ? watch : nil
        }

        func unwatch(_ watch: Int32) { inotify_rm_watch(descriptor, watch) }

        func read() -> [FileEvents.Change] {
            var changes: [FileEvents.Change] = []
            while true {
                let count = Foundation.read(descriptor, &buffer, buffer.count)
                guard count > 0 else { break }
                buffer.withUnsafeBytes { InotifyBackend.parse(UnsafeRawBufferPointer(rebasing: $0[0..<count]), into: &changes) }
            }
            return changes
        }

        /// Reads inotify_event records: wd, mask, cookie, len, then len bytes of NUL-padded name.
        static func parse(_ bytes: UnsafeRawBufferPointer, into changes: inout [FileEvents.Change]) {
            let header = MemoryLayout<Int32>.size + 3 * MemoryLayout<UInt32>.size
            var offset = 0
            while offset + header <= bytes.count {
                let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                var name = ""
                if length > 0, offset + header + length <= bytes.count {
                    let raw = bytes[(offset + header)..<(offset + header + length)]
                    name = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                offset += header + length
                var kinds: FileEvents.Kinds = []
                for (flag, kind) in meanings where mask & flag != 0 { kinds.insert(kind) }
                changes.append(FileEvents.Change(watch: watch, kinds: kinds, name: name))
            }
        }
    }
#endif
