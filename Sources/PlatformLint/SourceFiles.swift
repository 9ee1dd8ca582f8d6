import Foundation

/// The files the lint reads from a package on disk, as (path relative to the root, text):
/// Swift files under Sources/, the C shim's files, Package.swift and .ci/setup.
enum SourceFiles {
    static func read(packageRoot: URL) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for path in [PackageManifestCheck.path, SetupScriptCheck.path] {
            if let text = try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8) {
                files.append((path, text))
            }
        }
        let sources = packageRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let relative = enumerator?.nextObject() as? String {
            let path = "Sources/" + relative
            let wanted = path.hasSuffix(".swift") || (path.hasPrefix(CShimCheck.folder) && (path.hasSuffix(".c") || path.hasSuffix(".h")))
            guard wanted, let text = try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8) else { continue }
            files.append((path, text))
        }
        return files
    }
}
