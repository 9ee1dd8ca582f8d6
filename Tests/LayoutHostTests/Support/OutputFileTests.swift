@testable import LayoutHost
import Foundation
import HostSupport
import HostSystem
import Testing

/// The one output path: special files are written in place or refused, never replaced; a
/// symbolic link is followed; only a regular file (or nothing) is replaced by rename. Device
/// nodes are made by the test in its own folder (never the real /dev).
@Suite struct OutputFileTests {
    let folder: String = {
        let path = NSTemporaryDirectory() + "layoutbench-output-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// A character device like /dev/null (1, 3) or /dev/full (1, 7) (major << 8 | minor), made here; nil when this
    /// user may not make device nodes (only root may).
    func device(_ name: String, minor: UInt32) -> String? {
        let path = folder + "/" + name
        return mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 ? path : nil
    }

    @Test func aNewFileIsCreatedAndAnOldOneReplaced() throws {
        let path = folder + "/picture.svg"
        #expect(try OutputFile.write("one", to: path, policy: .replace) == path)
        #expect(text(path) == "one")
        try OutputFile.write("two", to: path, policy: .replace)
        #expect(text(path) == "two")
        #expect(kind(path) == S_IFREG)
        // Nothing is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["picture.svg"])
    }

    @Test func keepRefusesAnExistingFileWithTheHint() throws {
        let path = folder + "/data.json"
        try OutputFile.write("old", to: path, policy: .keep(hint: "--force replaces it"))
        #expect(throws: CommandError("\(path) exists", hint: "--force replaces it")) {
            try OutputFile.write("new", to: path, policy: .keep(hint: "--force replaces it"))
        }
        #expect(text(path) == "old")
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let path = folder + "/report.xml"
        try OutputFile.write("one", to: path, policy: .replace)
        chmod(path, 0o600)
        try OutputFile.write("two", to: path, policy: .replace)
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
    }

    @Test func aNullDeviceIsWrittenInPlaceAndStaysADevice() throws {
        guard let null = device("null", minor: 3) else {
            #expect(getuid() != 0, "root may make device nodes")
            return
        }
        try OutputFile.write("<svg/>", to: null, policy: .replace)
        #expect(kind(null) == S_IFCHR)
        // A full device says so in one line and stays what it was.
        let full = try #require(device("full", minor: 7))
        #expect(throws: CommandError("cannot write \(full): \(String(cString: strerror(ENOSPC)))")) {
            try OutputFile.write("<svg/>", to: full, policy: .replace)
        }
        #expect(kind(full) == S_IFCHR)
        // The workspace's own files must be regular.
        #expect(throws: CommandError("cannot write \(null): not a regular file")) {
            try OutputFile.write("{}", to: null, policy: .workspace)
        }
    }

    @Test func aNamedPipeIsWrittenToItsReaderOrRefused() throws {
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: CommandError("cannot write \(fifo): a named pipe nobody reads")) {
            try OutputFile.write("lonely", to: fifo, policy: .replace)
        }
        #expect(kind(fifo) == S_IFIFO)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try OutputFile.write("hello", to: fifo, policy: .replace)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(count == 5 && String(decoding: buffer[0..<max(count, 0)], as: UTF8.self) == "hello")
        #expect(kind(fifo) == S_IFIFO)
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let target = folder + "/target.svg", link = folder + "/link.svg"
        try OutputFile.write("old", to: target, policy: .replace)
        #expect(symlink("target.svg", link) == 0)
        try OutputFile.write("new", to: link, policy: .replace)
        #expect(kind(link) == S_IFLNK)
        #expect(text(target) == "new")
        // A link to nothing yet: the file it names is made.
        let dangling = folder + "/dangling.svg"
        #expect(symlink(folder + "/made.svg", dangling) == 0)
        try OutputFile.write("made", to: dangling, policy: .replace)
        #expect(kind(dangling) == S_IFLNK)
        #expect(text(folder + "/made.svg") == "made")
    }

    @Test func foldersSocketsAndMissingFoldersAreRefused() throws {
        #expect(throws: CommandError("\(folder) is a folder", hint: "give the path of a file, such as \(folder)/picture.svg")) {
            try OutputFile.write("x", to: folder, policy: .replace, suggestedName: "picture.svg")
        }
        #expect(throws: CommandError("cannot write /nonexistent/folder/a.svg: no folder /nonexistent/folder")) {
            try OutputFile.write("x", to: "/nonexistent/folder/a.svg", policy: .replace)
        }
        let socketPath = folder + "/socket"
        let socket = SystemCalls.streamSocket(AF_UNIX)
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        #expect(throws: CommandError("cannot write \(socketPath): a socket")) {
            try OutputFile.write("x", to: socketPath, policy: .replace)
        }
        #expect(kind(socketPath) == S_IFSOCK)
    }
}
