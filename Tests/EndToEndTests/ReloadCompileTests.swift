import Foundation
import HostSystem
import Testing
import WorkbenchTestSupport

/// What a reload compiles: the saved file alone when its interface held, every file
/// when it changed (a dependent compiled against the old one would read the wrong field), and
/// plugins that share one SDK library, loaded once by the engine however many plugins and
/// generations it holds.
struct ReloadCompileTests {
    static let layout = """
        import UIKit

        final class RowsLayout: UICollectionViewLayout {
            private var frames: [CGRect] = []

            override func prepare() {
                let width = collectionView?.bounds.width ?? 0
                let count = collectionView?.numberOfItems(inSection: 0) ?? 0
                let height = Metrics().height * Metrics.scale()
                frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * height, width: width, height: height) }
            }

            override var collectionViewContentSize: CGSize {
                CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                frames.enumerated().filter { $0.element.intersects(rect) }.map {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0.offset, section: 0))
                    attributes.frame = $0.element
                    return attributes
                }
            }
        }

        """

    static func metrics(fields: String = "var height: CGFloat = 40", scale: Int = 1) -> String {
        "import UIKit\n\nstruct Metrics {\n    \(fields)\n\n    static func scale() -> CGFloat { \(scale) }\n}\n"
    }

    /// A layout that counts the SDK libraries mapped into its process, once per prepare().
    static let probe = """
        import UIKit

        final class ProbeLayout: UICollectionViewLayout {
            var sdkLibraries = 0

            override func prepare() {
                let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
                let paths = maps.split(separator: "\\n").compactMap { $0.split(separator: " ").last.map(String.init) }
                sdkLibraries = Set(paths.filter { $0.contains("libLayoutbenchSDK-") }).count
            }
        }

        """

    /// Saves as editors that rename do, through a descriptor no other test's child inherits.
    static func save(_ text: String, to path: String) {
        let temporary = path + ".save-\(UUID().uuidString.prefix(6))"
        #expect(throws: Never.self) { try writeUninherited(text, to: temporary) }
        #expect(rename(temporary, path) == 0)
    }

    /// The cells' heights from an `attrs --json` answer.
    static func heights(_ output: String) -> [Double] {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("{") }),
            let document = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let elements = document["elements"] as? [[String: Any]]
        else { return [] }
        return elements.compactMap { ($0["frame"] as? [NSNumber])?[3].doubleValue }
    }

    @Test(.enabled(if: HostPlatform.current == .linux, "its probe layout reads /proc/self/maps"))
    func aBodyChangeCompilesItsFileAndAnInterfaceChangeItsDependents() async throws {
        let root = NSTemporaryDirectory() + "layoutbench-reload-compile-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["Rows", "Probe"] {
            try FileManager.default.createDirectory(atPath: root + "/plugins/" + folder, withIntermediateDirectories: true)
        }
        Self.save(Self.layout, to: root + "/plugins/Rows/RowsLayout.swift")
        Self.save(Self.metrics(), to: root + "/plugins/Rows/Metrics.swift")
        Self.save(Self.probe, to: root + "/plugins/Probe/ProbeLayout.swift")

        let session = try LiveSession(plugins: root + "/plugins", arguments: ["--keep-going"])
        defer { session.end() }
        let first = await session.run("items 2; use rows-layout; watch on --timing; attrs --json", timeout: 600)
        #expect(Self.heights(first) == [40, 40], "\(first)\n\(session.stderr)")

        // A body: Metrics.swift alone is compiled; the rows are 40 × 2 = 80.
        Self.save(Self.metrics(scale: 2), to: root + "/plugins/Rows/Metrics.swift")
        await session.wait(for: "reloaded Rows: generation 2", in: \.stderr, timeout: 120)
        await session.wait(for: "timing:", count: 1, timeout: 60)
        #expect(session.stdout.contains("(compiler jobs, 1 of "), "\(session.stdout)")
        #expect(Self.heights(await session.run("attrs --json")) == [80, 80])

        // A stored property before `height`: RowsLayout reads Metrics' fields by offset, so it is
        // compiled again too; compiled alone, Metrics.swift would leave it reading `top` (7 × 2).
        Self.save(Self.metrics(fields: "var top: CGFloat = 7\n    var height: CGFloat = 40", scale: 2), to: root + "/plugins/Rows/Metrics.swift")
        await session.wait(for: "reloaded Rows: generation 3", in: \.stderr, timeout: 120)
        await session.wait(for: "timing:", count: 2, timeout: 60)
        #expect(session.stdout.contains("(compiler jobs, whole plugin (the interface of Metrics.swift changed)"), "\(session.stdout)")
        #expect(Self.heights(await session.run("attrs --json")) == [80, 80])

        // Three generations of Rows and the Probe plugin in one engine: one SDK library mapped.
        let parameters = await session.run("use probe-layout; params --json", timeout: 600)
        #expect(parameters.contains("\"name\":\"sdkLibraries\"") && parameters.contains("\"value\":\"1\""), "\(parameters)\n\(session.stderr)")
    }
}
