import Foundation

/// Changes in watched folders, one kind of event whatever the system delivers them with
/// (inotify on Linux, FSEvents on macOS). A folder is watched, not its files, so an editor that
/// saves by writing a temporary file and renaming it onto the source is seen; each watch covers
/// one folder's entries and the folder itself, not its sub-folders. Changes queue until `read`;
/// `descriptor` is readable while some wait, for a thread that waits on it with others.
/// Unchecked: the backend is used by the thread that owns this value; watches may be added from
/// another thread under the caller's lock.
public final class FileEvents: @unchecked Sendable {
    /// What happened to one entry of a watched folder, or to the folder itself.
    public struct Kinds: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A file written and closed: a save completed.
        public static let written = Kinds(rawValue: 1 << 0)
        /// An entry renamed or moved into the folder (a rename-save lands this way).
        public static let movedIn = Kinds(rawValue: 1 << 1)
        /// An entry renamed or moved out of the folder.
        public static let movedOut = Kinds(rawValue: 1 << 2)
        public static let created = Kinds(rawValue: 1 << 3)
        public static let deleted = Kinds(rawValue: 1 << 4)
        /// The watched folder itself was deleted.
        public static let folderDeleted = Kinds(rawValue: 1 << 5)
        /// The watched folder itself was moved or renamed.
        public static let folderMoved = Kinds(rawValue: 1 << 6)
        /// The entry is a folder.
        public static let isFolder = Kinds(rawValue: 1 << 7)
        /// Changes were lost (the queue overflowed): anything may have changed.
        public static let overflow = Kinds(rawValue: 1 << 8)
        /// The watch ended (its folder is gone, or it was removed): its id may be reused.
        public static let watchEnded = Kinds(rawValue: 1 << 9)

        /// A completed save: written, or renamed into place.
        public static let saved: Kinds = [.written, .movedIn]
        /// An entry that appeared.
        public static let appeared: Kinds = [.created, .movedIn]
        /// The watched folder went away.
        public static let folderGone: Kinds = [.folderDeleted, .folderMoved]
    }

    /// One change: which watch saw it, what happened, and the entry's name ("" for the folder).
    public struct Change: Equatable, Sendable {
        public var watch: Int32
        public var kinds: Kinds
        public var name: String

        public init(watch: Int32, kinds: Kinds, name: String) {
            self.watch = watch
            self.kinds = kinds
            self.name = name
        }
    }

    /// What a watch reports.
    public enum Interest: Sendable {
        /// Every entry's changes and the folder's own.
        case everything
        /// Only entries created, deleted and moved in or out (a folder of plugin folders).
        case entries
    }

    private let backend: FileEventBackend

    /// Fails when the system has no watches to give (the error says why).
    public init() throws(SystemError) {
        #if os(Linux)
            backend = try InotifyBackend()
        #else
            backend = try FSEventsBackend()
        #endif
    }

    /// Readable while changes wait.
    public var descriptor: Int32 { backend.descriptor }

    /// Watches `folder`; its watch id (the same id for a folder watched already), or nil with
    /// errno set when it cannot be watched.
    public func watch(_ folder: String, _ interest: Interest) -> Int32? { backend.watch(folder, interest) }

    /// Stops a watch.
    public func unwatch(_ watch: Int32) { backend.unwatch(watch) }

    /// The changes waiting, in order; empty when none do.
    public func read() -> [Change] { backend.read() }
}

/// A system's way of watching folders.
protocol FileEventBackend: AnyObject {
    var descriptor: Int32 { get }
    func watch(_ folder: String, _ interest: FileEvents.Interest) -> Int32?
    func unwatch(_ watch: Int32)
    func read() -> [FileEvents.Change]
}
