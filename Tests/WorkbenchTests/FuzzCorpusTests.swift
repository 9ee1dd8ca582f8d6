import EngineProtocol
import Foundation
import Testing
@testable import Snapshots
@testable import Workbench
import LiveView
import WorkbenchTestSupport

/// The fuzz targets' seeds, replayed on every `swift test` with the checks the targets make
/// (Fuzz/README.md): whatever decodes survives a round trip. Fuzzing proper, which grows these
/// inputs, is `bash Fuzz/run.sh` (or CI with LAYOUTBENCH_FUZZ_SECONDS).
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus").path

    static func inputs(_ target: String) throws -> [(String, Data)] {
        let folder = corpus + "/" + target
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { name in
            (name, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
        }
    }

    @Test func snapshotFilesThatDecodeSurviveARoundTrip() throws {
        let seeds = try Self.inputs("FuzzSnapshotJSON")
        #expect(!seeds.isEmpty)
        for (name, bytes) in seeds {
            guard let snapshot = try? SnapshotFile.decode(bytes) else { continue }
            let encoded = SnapshotFile.encode(snapshot)
            #expect(try SnapshotFile.decode(encoded) == snapshot, "\(name)")
            #expect(SnapshotFile.encode(try SnapshotFile.decode(encoded)) == encoded, "\(name)")
        }
    }

    @Test func engineMessagesThatDecodeSurviveARoundTrip() throws {
        let seeds = try Self.inputs("FuzzEngineMessage")
        #expect(!seeds.isEmpty)
        var decoded = 0
        for (name, bytes) in seeds {
            // As the target reads them: the first byte is the read size, the rest the pipe's bytes.
            var reader = EngineFrameReader()
            let chunk = max(1, Int(bytes.first ?? 1))
            var offset = 1
            while offset < bytes.count, !reader.malformed {
                let end = min(bytes.count, offset + chunk)
                bytes[offset..<end].withUnsafeBytes { reader.append($0) }
                offset = end
                while let frame = reader.next() {
                    // Each frame as the direction its kind belongs to (the other refuses it).
                    do {
                        let request = try EngineRequest(frame)
                        decoded += 1
                        #expect(try EngineRequest(request.frame) == request, "\(name)")
                        #expect(try EngineRequest(request.frame).frame == request.frame, "\(name)")
                    } catch {
                        #expect(!error.description.contains("\n"), "\(name)")
                    }
                    do {
                        let reply = try EngineReply(frame)
                        decoded += 1
                        #expect(try EngineReply(reply.frame) == reply, "\(name)")
                        #expect(try EngineReply(reply.frame).frame == reply.frame, "\(name)")
                    } catch {
                        #expect(!error.description.contains("\n"), "\(name)")
                    }
                }
            }
        }
        #expect(decoded > 0, "no seed decodes: the corpus no longer exercises the codec")
    }

    /// A page's messages (FuzzPageMessage): whatever a page may run keeps to its set, printable,
    /// without a file; the seeds include each way a page was found to write files or the terminal.
    @Test func pageMessagesKeepToThePagesCommands() throws {
        let seeds = try Self.inputs("FuzzPageMessage")
        #expect(seeds.count >= 8)
        for (name, bytes) in seeds {
            #expect(FuzzChecks.pageMessage(String(decoding: bytes, as: UTF8.self)) == nil, "\(name)")
        }
        // The refusals the seeds stand for, and what a page may still run.
        for refused in [
            "drag-svg", "drag-svg-equals", "drag-svg-double-quoted", "drag-svg-single-quoted", "drag-svg-split",
            "escape", "two", "c1", "cr"
        ] {
            let text = String(decoding: try #require(seeds.first { $0.0 == refused }).1, as: UTF8.self)
            switch PageMessage(text) {
            case .perform(let line)?: #expect(!PageCommandPolicy.allows(line, in: PageCommandPolicy.performed), "\(refused)")
            case .ask(_, let line)?: #expect(!PageCommandPolicy.allows(line, in: PageCommandPolicy.asked), "\(refused)")
            default: Issue.record("\(refused) is no command")
            }
        }
        #expect(PageCommandPolicy.allows("scroll 0 120", in: PageCommandPolicy.performed))
        #expect(PageCommandPolicy.allows("attrs --json", in: PageCommandPolicy.asked))
        #expect(!PageCommandPolicy.allows("drag 0 100 --svg a.svg", in: PageCommandPolicy.performed))
        // Quotes are removed before the command runs, so the check reads the words as it will.
        for quoted in [#"drag 0 10 "--svg" a.svg"#, "drag 0 10 '--svg' a.svg", #"drag 0 10 --s""vg a.svg"#] {
            #expect(!PageCommandPolicy.allows(quoted, in: PageCommandPolicy.performed), "\(quoted)")
        }
    }

    /// MCP tool calls (FuzzToolCall): a typed input never carries words of its own, so a file
    /// option comes only from an input of its name or the text typed as `arguments`.
    @Test func toolCallsCarryNoWordsInTheirInputs() throws {
        let seeds = try Self.inputs("FuzzToolCall")
        #expect(seeds.count >= 7)
        for (name, bytes) in seeds {
            #expect(FuzzChecks.mcpToolCall(String(decoding: bytes, as: UTF8.self)) == nil, "\(name)")
        }
    }

    /// Discovery's input (FuzzDiscovery): cycles, a 200-class chain of private knobs and files
    /// that name each other end, offer each id once and export each.
    @Test func discoveryInputsEndAndOfferEachIdOnce() throws {
        let seeds = try Self.inputs("FuzzDiscovery")
        #expect(seeds.count >= 5)
        for (name, bytes) in seeds {
            #expect(FuzzChecks.discovery(String(decoding: bytes, as: UTF8.self)) == nil, "\(name)")
        }
    }
}
