import Foundation
import Testing

/// Every tour sets up what it relies on: run back to back in one session, each prints what it
/// prints alone (timings aside: timeline rows carry µs measured on the spot).
@Suite(.serialized)
struct TourTests {
    static func withoutTimings(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !["animation", "deceleration", "drag", "bounce"].contains(where: { line.hasSuffix(" " + $0) }) && !line.contains("µs")
        }.joined(separator: "\n")
    }

    @Test func toursRunBackToBackAsAlone() async throws {
        let scripts = Executable.packageRoot + "/workspace/scripts"
        let tours = try FileManager.default.contentsOfDirectory(atPath: scripts).filter { $0.hasSuffix(".lbs") }.sorted()
        #expect(tours.count >= 6)
        let workspace = Executable.packageRoot + "/workspace"
        var alone = ""
        for tour in tours {
            let run = try await Executable.run(["run", scripts + "/" + tour], workspace: workspace)
            #expect(run.status == 0, "\(tour): \(run.errors)")
            alone += run.stdout
        }
        // In reverse order too, so no tour leans on the one before it.
        for order in [tours, tours.reversed()] {
            let together = try await Executable.run(["run"] + order.map { scripts + "/" + $0 }, workspace: workspace)
            #expect(together.status == 0, "\(together.errors)")
            var expected = ""
            for tour in order { expected += try await Executable.run(["run", scripts + "/" + tour], workspace: workspace).stdout }
            #expect(Self.withoutTimings(together.stdout) == Self.withoutTimings(expected))
        }
        #expect(!alone.isEmpty)
    }
}
