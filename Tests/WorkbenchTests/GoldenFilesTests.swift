import Foundation
import Testing
import WorkbenchTestSupport

/// Golden files: compared, recorded when missing or always, and a difference said by its lines.
struct GoldenFilesTests {
    let goldens: GoldenFiles = {
        let folder = NSTemporaryDirectory() + "layoutbench-goldens-\(UUID().uuidString.prefix(8))"
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return GoldenFiles(folder: folder)
    }()

    @Test(.recordingGoldens(.missing)) func aMissingFileIsRecordedAndThenCompared() throws {
        try goldens.expect("one\ntwo\n", named: "a")
        #expect(try String(contentsOfFile: goldens.folder + "/a.txt", encoding: .utf8) == "one\ntwo\n")
        // Recorded once: a different text now fails against it, and the file is left alone.
        withKnownIssue { try goldens.expect("one\nthree\n", named: "a") }
        #expect(try String(contentsOfFile: goldens.folder + "/a.txt", encoding: .utf8) == "one\ntwo\n")
    }

    @Test(.recordingGoldens(.all)) func recordingAllWritesEveryFile() throws {
        try "old\n".write(toFile: goldens.folder + "/b.txt", atomically: true, encoding: .utf8)
        try goldens.expect("new\n", named: "b")
        #expect(try String(contentsOfFile: goldens.folder + "/b.txt", encoding: .utf8) == "new\n")
    }

    @Test(.recordingGoldens(.none)) func withoutRecordingAMissingFileFails() throws {
        withKnownIssue { try goldens.expect("text\n", named: "never-recorded") }
        #expect(!FileManager.default.fileExists(atPath: goldens.folder + "/never-recorded.txt"))
    }

    @Test func aDifferenceIsItsLines() {
        // Line 2 changed: removed as it was, inserted as it is.
        #expect(GoldenFiles.difference(from: "a\nb\nc", to: "a\nB\nc") == "-2: b\n+2: B")
    }
}
