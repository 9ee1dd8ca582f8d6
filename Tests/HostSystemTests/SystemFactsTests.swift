import Foundation
import HostSystem
import Testing

/// The small facts the layer reads from the system, checked against what the test can see for
/// itself.
struct SystemFactsTests {
    @Test func theExecutableIsThisProcess() {
        let path = ExecutablePath.current
        #expect(path.hasPrefix("/"))
        // The test runner's own file: it exists and is executable.
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }

    @Test func fileTimesFollowTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("times-\(UUID().uuidString)").path
        defer { unlink(path) }
        try "12345".write(toFile: path, atomically: false, encoding: .utf8)
        // 2001-01-01 00:00:00.25 UTC: 978,307,200 s after 1970, and a quarter second.
        let date = Date(timeIntervalSince1970: 978_307_200.25)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        let times = try #require(FileTimes.of(path))
        #expect(times.size == 5)
        #expect(times.seconds == 978_307_200)
        #expect(abs(Double(times.nanoseconds) - 250_000_000) < 1_000)
        #expect(times.stamp.hasPrefix("5 978307200."))
        #expect(FileTimes.of(path + ".missing") == nil)
    }

    @Test func memoryOfThisProcess() throws {
        let memory = try #require(ProcessMemory.of(getpid()))
        // A Swift test runner holds megabytes, resident within what it counts.
        #expect(memory.resident > 1 << 20)
        #expect(memory.counted >= memory.resident || HostPlatform.current == .darwin)
        #expect(ProcessMemory.of(-5) == nil)
    }

    @Test func processesAreListed() {
        let all = MarkedProcesses.all()
        #expect(all.contains(getpid()))
        // Our own environment, as the system keeps it, holds PATH (the runner has one).
        let own = MarkedProcesses.environment(of: getpid()).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(own.contains("PATH="))
    }

    @Test func readinessSeesAWrite() throws {
        let pipe = try Pipes.make()
        defer {
            close(pipe.read)
            close(pipe.write)
        }
        #expect(Readiness.wait([pipe.read], timeout: 0) == [false])
        var byte: UInt8 = 7
        _ = write(pipe.write, &byte, 1)
        #expect(Readiness.wait([pipe.write, pipe.read], timeout: 1000) == [false, true])
        // A closed descriptor is a failed wait, not a hang.
        #expect(Readiness.wait([-1], timeout: 10) == nil || Readiness.wait([-1], timeout: 10) == [false])
    }

    @Test func sharedMemoryIsShared() throws {
        let shared = try #require(SharedMemory.anonymous(name: "test", size: 4096))
        defer { close(shared.descriptor) }
        let second = try #require(SharedMemory.map(descriptor: shared.descriptor, size: 4096))
        shared.pointer.storeBytes(of: 0x1234_5678, toByteOffset: 16, as: UInt32.self)
        #expect(second.load(fromByteOffset: 16, as: UInt32.self) == 0x1234_5678)
        // Closed on exec: a child never gets it by accident.
        #expect(fcntl(shared.descriptor, F_GETFD) & FD_CLOEXEC != 0)
    }

    @Test func theOpenFileLimitIsTheSoftLimit() async throws {
        // A child inherits the limit; the shell's `ulimit -n` says the soft one.
        let (output, _) = try await SpawnTests.run("ulimit -n")
        let shell = output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(shell == "unlimited" ? ProcessLimits.openFiles == Int.max : ProcessLimits.openFiles == Int(shell))
    }

    @Test func smapsAreSummedPerFile() {
        let text = """
            7f00-7f10 r-xp 00000000 08:01 12 /tmp/libA-pid1-1.so
            Size:                 64 kB
            Rss:                  16 kB
            7f10-7f20 r--p 00010000 08:01 12 /tmp/libA-pid1-1.so
            Size:                 32 kB
            Rss:                   8 kB
            7f30-7f40 rw-p 00000000 00:00 0
            Size:                  4 kB
            7f40-7f50 r-xp 00000000 08:01 13 /tmp/libB.so (deleted)
            Rss:                   4 kB
            """
        let usage = ImageMemory.parse(smaps: text)
        // A: (16 + 8) kB resident of (64 + 32) kB mapped; B's " (deleted)" is dropped from its path.
        #expect(usage["/tmp/libA-pid1-1.so"] == ImageMemory.Usage(resident: 24 * 1024, mapped: 96 * 1024))
        #expect(usage["/tmp/libB.so"]?.resident == 4 * 1024)
    }

    @Test func theKernelsFilesAreKnown() {
        switch HostPlatform.current {
        case .linux:
            #expect(VirtualFiles.isKernelFile("/proc/self/status"))
            #expect(VirtualFiles.read("/proc/self/status")?.contains("Name:") == true)
        case .darwin:
            #expect(VirtualFiles.isKernelFile("/dev/null"))
        }
        #expect(!VirtualFiles.isKernelFile(FileManager.default.temporaryDirectory.path))
    }

    @Test func libraryNamesFollowThePlatform() {
        #expect(HostPlatform.linux.librarySuffix == ".so")
        #expect(HostPlatform.darwin.librarySuffix == ".dylib")
        #expect(HostPlatform.darwin.isLibrary("libTable-pid9-1.dylib"))
        #expect(!HostPlatform.linux.isLibrary("libTable-pid9-1.dylib"))
    }

    @Test func aLoadedSymbolIsFound() {
        // malloc is in every process; a name no image defines is not.
        #expect(DynamicLibrary.loadedSymbol("malloc") != nil)
        #expect(DynamicLibrary.loadedSymbol("layoutbench_no_such_symbol") == nil)
        if case .success = DynamicLibrary.open("/nonexistent/libNothing.so") { Issue.record("opened a missing library") }
    }
}
