public import Foundation
import HostSystem

/// The one way the host reads a file a user named (scripts, snapshots, saved profiles): only a
/// regular file, at most `limit` bytes, so `/dev/zero`, a FIFO or a 10 GB file is refused with
/// one line instead of hanging the host or exhausting its memory.
public enum InputFile {
    /// 512 MiB: a snapshot of 1,000,000 items is about 21 MB.
    public static let defaultLimit = 512 << 20
    /// The longest line a pipe may send (1 MiB); a longer one is skipped with an error.
    public static let maximumLineBytes = 1 << 20

    /// The bytes of `path`; throws a one-line CommandError naming the reason.
    public static func read(_ path: String, limit: Int = defaultLimit) throws -> Data {
        try read(path, limit: limit, checkOnly: false)
    }

    /// Checks `path` is a regular file within `limit`, then reads it unless `checkOnly`.
    private static func read(_ path: String, limit: Int, checkOnly: Bool) throws -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw CommandError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw CommandError("cannot read \(path): not a regular file")
        }
        // The kernel's files say they are regular and empty, and are neither.
        if VirtualFiles.isKernelFile(path) {
            throw CommandError("cannot read \(path): a file of the kernel's, not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw CommandError("cannot read \(path): \(info.st_size) bytes is more than the \(limit >> 20) MiB a file may have")
        }
        if checkOnly { return Data() }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandError("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// The UTF-8 text of a script at `path`, read until its first line longer than `lineLimit`:
    /// that line is kept only to its limit and one byte past it (so the script stops there with
    /// its one-line error), and nothing after it is read, however large the file.
    public static func scriptText(_ path: String, limit: Int = defaultLimit, lineLimit: Int = maximumLineBytes) throws -> String {
        _ = try read(path, limit: limit, checkOnly: true)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CommandError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { try? handle.close() }
        var data = Data(), lineLength = 0
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            let cut: Int? = chunk.withUnsafeBytes { bytes in
                for offset in 0..<bytes.count {
                    lineLength = bytes[offset] == 10 ? 0 : lineLength + 1
                    if lineLength > lineLimit { return offset + 1 }
                }
                return nil
            }
            if let cut {
                data.append(chunk.prefix(cut))
                return String(decoding: data, as: UTF8.self)
            }
            data.append(chunk)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw CommandError("cannot read \(path): not a UTF-8 text file") }
        return text
    }

    /// The UTF-8 text of `path`.
    public static func text(_ path: String, limit: Int = defaultLimit) throws -> String {
        guard let text = String(data: try read(path, limit: limit), encoding: .utf8) else {
            throw CommandError("cannot read \(path): not a UTF-8 text file")
        }
        return text
    }
}
