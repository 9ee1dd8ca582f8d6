package import Foundation
import HostSystem

/// The one way the host writes a file (pictures, reports, snapshots, profiles, baselines, the
/// workspace's own records), so no path can make it replace what is not a plain file:
///
/// - a symbolic link is followed: the rules below apply to the file it names;
/// - a regular file is replaced by rename, after the new text is written beside it and flushed,
///   so a reader never sees half a file and a kill leaves the old one whole; what the policy
///   allows decides whether an existing one may be replaced;
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written in place,
///   never replaced, when the user named the path; files of the workspace must be regular;
/// - a folder, a socket or a block device is refused, and so is a missing folder.
///
/// Every refusal is one line and writes nothing.
package enum OutputFile {
    /// What may be replaced at the path.
    package enum Policy: Sendable, Equatable {
        /// A path the user gave for a picture or a report: an existing regular file is replaced,
        /// as a compiler's `-o` replaces its output.
        case replace
        /// A path the user gave for data (snapshot export): an existing regular file is kept,
        /// and the error ends with `hint` (how to replace it).
        case keep(hint: String)
        /// A file of the workspace, named by the host: replaced when regular, refused otherwise.
        case workspace
    }

    /// Writes `text` to `path` under `policy`; the absolute path written (as given, not resolved).
    /// `suggestedName` completes the hint when the path is a folder.
    @discardableResult
    package static func write(_ text: String, to path: String, policy: Policy, suggestedName: String = "output") throws -> String {
        try write(Data(text.utf8), to: path, policy: policy, suggestedName: suggestedName)
    }

    /// Writes `data` to `path` under `policy`; the absolute path written (as given, not resolved).
    @discardableResult
    package static func write(_ data: Data, to path: String, policy: Policy, suggestedName: String = "output") throws -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        // A new file is linked into place only if nothing appeared there meanwhile; then decide again.
        for _ in 0..<3 {
            let target = try resolved(path)
            var info = stat()
            guard stat(target, &info) == 0 else {
                guard errno == ENOENT else { throw failure(path, errno) }
                if try create(data, at: target, shown: path) { return absolute }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if case .keep(let hint) = policy { throw CommandError("\(path) exists", hint: hint) }
                try replace(data, at: target, mode: info.st_mode & 0o7777, shown: path)
            case S_IFCHR, S_IFIFO:
                guard policy != .workspace else { throw CommandError("cannot write \(path): not a regular file") }
                try writeInPlace(data, at: target, fifo: info.st_mode & S_IFMT == S_IFIFO, shown: path)
            case S_IFDIR:
                throw CommandError("\(path) is a folder", hint: "give the path of a file, such as \(path)/\(suggestedName)")
            case S_IFSOCK:
                throw CommandError("cannot write \(path): a socket")
            case S_IFBLK:
                throw CommandError("cannot write \(path): a block device")
            default:
                throw CommandError("cannot write \(path): not a regular file")
            }
            return absolute
        }
        throw CommandError("cannot write \(path): it keeps changing while it is written")
    }

    /// `path` with a symbolic link at its end followed (links before it are the system's to
    /// follow); a link to nothing is refused.
    static func resolved(_ path: String) throws -> String {
        var target = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return target }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(target, &buffer, buffer.count - 1)
            guard count > 0 else { throw failure(path, errno) }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            target =
                destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: target).deletingLastPathComponent().appendingPathComponent(destination).path
            if stat(target, &info) != 0, errno == ENOENT, lstat(target, &info) != 0 {
                // A dangling link: the file it names may be created, as a compiler would.
                return target
            }
        }
        throw CommandError("cannot write \(path): too many symbolic links")
    }

    /// A new file: written beside its place, then linked there only if the name is still free
    /// (false when something appeared there meanwhile).
    private static func create(_ data: Data, at target: String, shown: String) throws -> Bool {
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw CommandError("cannot write \(shown): no folder \(folder)")
        }
        let temporary = try writeTemporary(data, beside: target, mode: 0o666, shown: shown)
        defer { unlink(temporary) }
        guard link(temporary, target) == 0 else {
            if errno == EEXIST { return false }
            throw failure(shown, errno)
        }
        syncFolder(folder)
        return true
    }

    /// A regular file replaced by a renamed new one, keeping its permissions.
    private static func replace(_ data: Data, at target: String, mode: mode_t, shown: String) throws {
        let temporary = try writeTemporary(data, beside: target, mode: mode, shown: shown)
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(shown, code)
        }
        syncFolder(URL(fileURLWithPath: target).deletingLastPathComponent().path)
    }

    /// A device or FIFO written as it is: never created, truncated or replaced. A FIFO nobody
    /// reads is refused rather than waited on.
    private static func writeInPlace(_ data: Data, at target: String, fifo: Bool, shown: String) throws {
        let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if fifo && errno == ENXIO { throw CommandError("cannot write \(shown): a named pipe nobody reads") }
            throw failure(shown, errno)
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        if let code = writeAll(data, to: descriptor) { throw failure(shown, code) }
    }

    /// A new file beside `target` holding `data`, flushed; its path.
    private static func writeTemporary(_ data: Data, beside target: String, mode: mode_t, shown: String) throws -> String {
        let url = URL(fileURLWithPath: target)
        let temporary =
            url.deletingLastPathComponent().path + "/." + url.lastPathComponent + "." + StaleTemporaries.tag + "."
            + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(shown, errno) }
        if mode != 0o666 { _ = fchmod(descriptor, mode) }
        var code = writeAll(data, to: descriptor)
        if code == nil, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == nil { code = errno }
        if let code {
            unlink(temporary)
            throw failure(shown, code)
        }
        return temporary
    }

    /// Every byte of `data` written; the errno of a failure, or nil.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                let count = SystemCalls.write(descriptor, base + offset, raw.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if count == 0 { return EIO }
                offset += count
            }
            return nil
        }
    }

    /// The folder's entry made durable (best effort).
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ path: String, _ code: Int32) -> CommandError {
        CommandError("cannot write \(path): \(String(cString: strerror(code)))")
    }
}
