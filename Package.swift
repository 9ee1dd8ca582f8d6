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
        .library(name: "Workbench", targets: ["Workbench"]),
    ] + pluginNames.map { .library(name: $0, type: .dynamic, targets: [$0]) },
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        .target(name: "PluginABI"),
        // What the engine process needs of the system that Swift cannot call (prctl).
        .target(name: "CSystem"),
        .target(name: "CollectionLayout", dependencies: ["PluginABI"]),
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .target(
            name: "Workbench",
            dependencies: [
                "CollectionLayout", "PluginABI", "CSystem",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        .executableTarget(
            name: "layoutbench",
            dependencies: [
                "Workbench", "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout"]),
        .testTarget(name: "WorkbenchTests", dependencies: ["Workbench"]),
        .testTarget(name: "EndToEndTests", dependencies: ["layoutbench", "Workbench"]),
    ] + pluginTargets,
    swiftLanguageModes: [.v5]
)
