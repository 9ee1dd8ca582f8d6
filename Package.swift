// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// Every folder in plugins/ is a plugin: a dynamic library product of the same name.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let pluginNames: [String] = {
    let folder = packageRoot.appendingPathComponent("plugins")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
        var isDirectory: ObjCBool = false
        let path = folder.appendingPathComponent(name).path
        return !name.hasPrefix(".")
            && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }.sorted()
}()

/// Plugins bind their own copy of the SDK (-Bsymbolic), never the host's.
let pluginTargets: [Target] = pluginNames.map { name in
    .target(
        name: name,
        dependencies: ["CollectionLayout"],
        path: "plugins/\(name)",
        linkerSettings: [.unsafeFlags(["-Xlinker", "-Bsymbolic"])]
    )
}

let package = Package(
    name: "layoutbench",
    products: [
        .executable(name: "layoutbench", targets: ["layoutbench"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        // For Benchmarks/ (a separate package that depends on this one by path).
        .library(name: "LayoutHost", targets: ["LayoutHost"]),
        .library(name: "Workbench", targets: ["Workbench"]),
        .library(name: "WorkbenchTestSupport", targets: ["WorkbenchTestSupport"]),
    ] + pluginNames.map { .library(name: $0, type: .dynamic, targets: [$0]) },
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        .target(name: "PluginABI"),
        // What the engine process needs of the system that Swift cannot call (prctl).
        .target(name: "CHostSystem"),
        .target(name: "CollectionLayout", dependencies: ["PluginABI"]),
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // What the engine process runs: plugin loading, layout instances, the simulated
        // collection view, scroll physics, profiling records.
        .target(
            name: "LayoutHost",
            dependencies: [
                "CollectionLayout", "PluginABI", "CHostSystem",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        // Watching plugin folders and building them.
        .target(name: "PluginBuild", dependencies: ["LayoutHost"]),
        // The session: commands, output, snapshots, the engine and its client.
        .target(name: "Workbench", dependencies: ["CollectionLayout", "LayoutHost", "PluginBuild", "CHostSystem"]),
        // For tests and benchmarks only: probes into the host's work, a console that records.
        .target(name: "WorkbenchTestSupport", dependencies: ["Workbench"]),
        .executableTarget(
            name: "layoutbench",
            dependencies: [
                "Workbench", "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "PluginABI"]),
        .testTarget(name: "LayoutHostTests", dependencies: ["LayoutHost"]),
        .testTarget(name: "PluginBuildTests", dependencies: ["PluginBuild"]),
        .testTarget(name: "WorkbenchTests", dependencies: ["Workbench", "WorkbenchTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["layoutbench", "Workbench", "LayoutHost", "PluginBuild"]),
    ] + pluginTargets,
    swiftLanguageModes: [.v5]
)
