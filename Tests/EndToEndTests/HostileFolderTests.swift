import Foundation
import Testing

/// Plugin folders a hostile user writes (issue 51), through the real executable: sources that
/// once stopped discovery for every plugin, saves during a build, folder names that clash.
struct HostileFolderTests {
    /// A plugins folder of `plugins` (folder → file name → text), outside the repository.
    static func folder(_ plugins: [String: [String: String]]) throws -> String {
        let root = Executable.temporaryWorkspace() + "/Layouts"
        for (plugin, files) in plugins {
            try FileManager.default.createDirectory(atPath: root + "/" + plugin, withIntermediateDirectories: true)
            for (name, text) in files { try text.write(toFile: root + "/\(plugin)/\(name)", atomically: true, encoding: .utf8) }
        }
        return root
    }

    /// Two lines that once crashed discovery in every session: the cycle is named with its file
    /// in `layouts`, the folder's other layout runs, and so do another plugin and the bundled ones.
    @Test func anInheritanceCycleStopsNothingElse() async throws {
        let folder = try Self.folder([
            "Cycle": ["Cycle.swift": "import UIKit\nclass A: B {}\nclass B: A {}\nclass Real: UICollectionViewFlowLayout {}\n"],
            "Good": ["Good.swift": "import UIKit\nclass GoodLayout: UICollectionViewFlowLayout {}\n"],
        ])
        let listed = try await Executable.run(["-c", "layouts"], plugins: folder)
        #expect((listed.stdout + listed.stderr).contains("not offered: A, B (Cycle): an inheritance cycle in Cycle.swift (A → B → A), which Swift refuses"),
                "\(listed.stdout)\(listed.stderr)")
        for layout in ["real", "good-layout", "table"] {
            let run = try await Executable.run(["-c", "items 3; use \(layout); attrs --json"], plugins: folder)
            #expect(run.status == 0, "\(layout): \(run.stderr)")
            #expect(run.json.objects("elements").count == 3, "\(layout): \(run.stdout)")
        }
    }
}
