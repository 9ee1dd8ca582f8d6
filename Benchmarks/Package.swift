// swift-tools-version: 6.1
import PackageDescription

// The host's own costs, measured with package-benchmark (ordo-one). A package of its own so the
// main build never compiles the benchmark tooling. Run from this folder:
//
//     swift package benchmark
//
// (see README.md here for filters, baselines and what each benchmark measures).
let package = Package(
    name: "LayoutbenchBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "layoutbench", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "HostBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Workbench", package: "layoutbench"),
                .product(name: "LayoutHost", package: "layoutbench"),
                .product(name: "WorkbenchTestSupport", package: "layoutbench"),
                .product(name: "CollectionLayout", package: "layoutbench"),
                .product(name: "Snapshots", package: "layoutbench"),
            ],
            path: "Benchmarks/HostBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Workbench", package: "layoutbench"),
                .product(name: "LayoutHost", package: "layoutbench"),
                .product(name: "WorkbenchTestSupport", package: "layoutbench"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Workbench", package: "layoutbench"),
                .product(name: "LayoutHost", package: "layoutbench"),
                .product(name: "WorkbenchTestSupport", package: "layoutbench"),
                .product(name: "CollectionLayout", package: "layoutbench"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
