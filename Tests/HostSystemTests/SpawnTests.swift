import Foundation
import HostSystem
import Testing

/// One spawner for every child: descriptors mapped (through spares, so overlapping sources and
/// targets are safe), nothing else inherited, stdin from /dev/null, a group of its own recorded
/// in the registry, and its marked descendants ended with it.
struct SpawnTests {
    /// Runs `script` in sh with its stdout on a pipe; the output and the exit code.
    static func run(_ script: String, configure: (inout Spawn) -> Void = { _ in }) async throws -> (String, Int32) {
        let pipe = try Pipes.make()
        var spawn = Spawn(executable: "/bin/sh", arguments: ["sh", "-c", script])
        spawn.descriptors = [(pipe.write, STDOUT_FILENO)]
        configure(&spawn)
        let pid = try spawn.start()
        close(pipe.write)
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipe.read, &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        close(pipe.read)
        var status: Int32?
        while status == nil {
            status = ProcessControl.reap(pid)
            if status == nil { await tick() }
        }
        ProcessGroups.running.end(pid)
        return (String(decoding: output, as: UTF8.self), ProcessControl.exitCode(status!))
    }

    /// A millisecond's pause that gives the thread back to the test pool while a child runs.
    static func tick() async { try? await Task.sleep(for: .milliseconds(1)) }

    @Test func mapsDescriptorsAndPassesArguments() async throws {
        let (output, code) = try await SpawnTests.run("echo hello; exit 3")
        #expect(output == "hello\n")
        // sh's `exit 3` is the exit code, as a shell reports it.
        #expect(code == 3)
    }

    @Test func stdinIsNullAndNothingElseIsInherited() async throws {
        // A descriptor of ours without close-on-exec, above stdio: the child must not see it.
        let stray = open("/dev/null", O_RDONLY)
        defer { close(stray) }
        let (output, _) = try await SpawnTests.run("cat; if [ -e /dev/fd/\(stray) ]; then echo inherited; else echo closed; fi")
        // cat reads /dev/null: nothing, then the stray number is closed in the child.
        #expect(output == "closed\n")
    }

    @Test func overlappingSourcesAndTargetsArrive() async throws {
        // Source 4's pipe goes to 3, and 3's to 4: each must arrive where it was asked.
        let first = try Pipes.make(), second = try Pipes.make()
        var spawn = Spawn(executable: "/bin/sh", arguments: ["sh", "-c", "echo three >&3; echo four >&4"])
        spawn.descriptors = [(second.write, 3), (first.write, 4)]
        spawn.keepBelow = 5
        let pid = try spawn.start()
        close(first.write)
        close(second.write)
        func drain(_ fd: Int32) -> String {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(fd, &buffer, buffer.count)
            close(fd)
            return String(decoding: buffer[0..<max(0, count)], as: UTF8.self)
        }
        #expect(drain(second.read) == "three\n")
        #expect(drain(first.read) == "four\n")
        while ProcessControl.reap(pid) == nil { await Self.tick() }
        ProcessGroups.running.end(pid)
    }

    @Test func environmentIsGivenWhole() async throws {
        let (output, _) = try await SpawnTests.run("echo \"$ONLY-${HOME:-unset}\"") { $0.environment = ["ONLY": "this", "PATH": "/usr/bin:/bin"] }
        #expect(output == "this-unset\n")
    }

    @Test func searchesPathWhenAsked() async throws {
        var spawn = Spawn(executable: "true", arguments: ["true"])
        spawn.searchPath = true
        let pid = try spawn.start()
        var status: Int32?
        while status == nil { status = ProcessControl.reap(pid); await Self.tick() }
        ProcessGroups.running.end(pid)
        #expect(status == 0)
    }

    @Test func aMissingProgramIsAnError() {
        let spawn = Spawn(executable: "/nonexistent/program", arguments: ["program"])
        #expect(throws: SystemError.self) { try spawn.start() }
    }

    @Test func leadsItsGroupAndIsRecorded() async throws {
        let (output, _) = try await SpawnTests.run("ps -o pgid= -p $$ | tr -d ' '; echo $$")
        let lines = output.split(separator: "\n")
        // A group leader's process group id is its own process id.
        #expect(lines.count == 2 && lines[0] == lines[1])

        var spawn = Spawn(executable: "/bin/sleep", arguments: ["sleep", "30"])
        spawn.mark = ProcessMark(variable: "LAYOUTBENCH_TEST_MARK")
        let pid = try spawn.start()
        #expect(ProcessGroups.running.leaders.contains(pid))
        ProcessGroups.running.end(pid)
        #expect(!ProcessGroups.running.leaders.contains(pid))
        var status: Int32?
        for _ in 0..<2000 where status == nil {
            status = ProcessControl.reap(pid)
            await Self.tick()
        }
        // Ended by SIGKILL (9).
        #expect(status.map(ProcessControl.terminatingSignal) == SIGKILL)
    }

    @Test func aMarkedDescendantThatLeftTheGroupIsEnded() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The child starts a grandchild in a session of its own (out of the group), writes its
        // pid, and exits: only the mark can find it. The grandchild outlives any wait of the
        // test's (a loaded test pool can hold this test's continuations back for tens of
        // seconds; a 30 s sleep had ended by then), and the mark ends it below.
        var spawn = Spawn(executable: "/bin/sh", arguments: ["sh", "-c", "setsid sleep 600 & echo $! > \(folder)/pid"])
        spawn.mark = ProcessMark(variable: "LAYOUTBENCH_TEST_MARK")
        let pid = try spawn.start()
        while ProcessControl.reap(pid) == nil { await Self.tick() }
        var grandchild: pid_t?
        for _ in 0..<2000 where grandchild == nil {
            grandchild = (try? String(contentsOfFile: folder + "/pid", encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            await Self.tick()
        }
        let orphan = try #require(grandchild)
        // Its environment is readable and carries the mark.
        var marked = false
        for _ in 0..<2000 where !marked {
            marked = MarkedProcesses.environment(of: orphan).map { String(decoding: $0, as: UTF8.self).contains("LAYOUTBENCH_TEST_MARK=") } ?? false
            await Self.tick()
        }
        #expect(marked)
        ProcessGroups.running.end(pid)
        var gone = false
        for _ in 0..<2000 where !gone {
            gone = !ProcessControl.exists(orphan) || (MarkedProcesses.environment(of: orphan)?.isEmpty ?? true)
            await Self.tick()
        }
        #expect(gone)
    }

    @Test func markSearchMatchesWholeEntries() {
        let block = Array("A=1\0LAYOUTBENCH_MARK=abc\0B=2\0".utf8)
        #expect(MarkedProcesses.contains(block, Array("LAYOUTBENCH_MARK=abc\0".utf8)))
        // Another value, or the same text inside another variable, is not the mark.
        #expect(!MarkedProcesses.contains(block, Array("LAYOUTBENCH_MARK=ab\0".utf8)))
        #expect(!MarkedProcesses.contains(Array("XLAYOUTBENCH_MARK=abc\0".utf8), Array("LAYOUTBENCH_MARK=abc\0".utf8)))
    }
}
