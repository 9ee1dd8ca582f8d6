import Foundation

/// Writes `text` to `path` through a descriptor no child process inherits. Foundation's write
/// leaves it inheritable: a process another test spawns meanwhile holds the file open, and the
/// close that ends the save (what the watcher acts on) comes only when that process ends.
package func writeUninherited(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard write(descriptor, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
}
