// swift-tools-version: 6.1
import PackageDescription

// Coverage-guided fuzzing (libFuzzer) of the parsers (commands, snapshots, the engine's messages, pages' messages, sources) and the terminal and SVG pictures. A package of its own so the
// main build never sees the fuzz targets or the sanitizer flags. Build and run with
//
//     bash Fuzz/run.sh            (30 s per target; see README.md here)
//
// run.sh builds with `-sanitize=fuzzer,address` for every Swift module (so Workbench itself is
// instrumented) into the scratch folder Fuzz/.build-fuzz. Each target's main.swift hands over to
// libFuzzer's LLVMFuzzerRunDriver (declared in CLibFuzzer), which only -sanitize=fuzzer links:
// a plain `swift build` here, without those flags, cannot link.
let fuzzTarget = { (name: String) -> Target in
    .executableTarget(
        name: name,
        dependencies: [
            "CLibFuzzer", .product(name: "Workbench", package: "layoutbench"),
            .product(name: "LayoutHost", package: "layoutbench"), .product(name: "WorkbenchTestSupport", package: "layoutbench"),
            .product(name: "Snapshots", package: "layoutbench"), .product(name: "Pictures", package: "layoutbench"),
            .product(name: "EngineProtocol", package: "layoutbench"),
        ]
    )
}

let package = Package(
    name: "LayoutbenchFuzz",
    dependencies: [
        .package(name: "layoutbench", path: ".."),
    ],
    targets: [
        .systemLibrary(name: "CLibFuzzer"),
        fuzzTarget("FuzzCommandLine"),
        fuzzTarget("FuzzSnapshotJSON"),
        fuzzTarget("FuzzRender"),
        fuzzTarget("FuzzEngineMessage"),
        fuzzTarget("FuzzPageMessage"),
        fuzzTarget("FuzzDiscovery"),
        fuzzTarget("FuzzToolCall"),
    ],
    swiftLanguageModes: [.v5]
)
