import Foundation

/// The kernel's own files (Linux's /proc and /sys, macOS's /dev): they claim to be regular and
/// empty, and are neither, so they are read in full by descriptor, and refused as inputs.
public enum VirtualFiles {
    /// Whether `path` (links resolved) is a file of the kernel's.
    public static func isKernelFile(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return HostPlatform.current.kernelFolders.contains { resolved.hasPrefix($0) }
    }

    /// The whole of a file whose size says nothing (Foundation reads only the first page of files
    /// reporting size 0); nil when it cannot be opened.
    public static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = Foundation.read(descriptor, &buffer, buffer.count)
            if count > 0 { data.append(contentsOf: buffer[0..<count]) } else if count < 0 && errno == EINTR { continue } else { break }
        }
        return String(decoding: data, as: UTF8.self)
    }
}
