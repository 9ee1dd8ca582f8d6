import Foundation
import Testing

/// Every tour sets up what it relies on: run back to back in one session, each prints what it
/// prints alone (timings aside: timeline rows carry µs measured on the spot).
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
        // Each tour alone, once (at the same time: each its own process), then all of them in one
        // session in both orders, so no tour leans on the one before it.
        let alone = try await withThrowingTaskGroup(of: (String, Executable.Run).self) { group in
            for tour in tours {
                group.addTask { (tour, try await Executable.run(["run", scripts + "/" + tour], workspace: workspace)) }
            }
            return try await group.reduce(into: [String: Executable.Run]()) { $0[$1.0] = $1.1 }
        }
        for tour in tours { #expect(alone[tour]?.status == 0, "\(tour): \(alone[tour]?.errors ?? "")") }
        for order in [tours, tours.reversed()] {
            let together = try await Executable.run(["run"] + order.map { scripts + "/" + $0 }, workspace: workspace)
            #expect(together.status == 0, "\(together.errors)")
            let expected = order.map { alone[$0]?.stdout ?? "" }.joined()
            #expect(Self.withoutTimings(together.stdout) == Self.withoutTimings(expected))
        }
        #expect(alone.values.allSatisfy { !$0.stdout.isEmpty })
    }
}
