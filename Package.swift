// swift-tools-version: 6.1
import PackageDescription

/// Host targets compile in Swift 6 language mode (data-race checking); the SDK and the build
/// copies of users' files stay in Swift 5 mode, as Xcode projects are.
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6), .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault")]

// GNU readline's pkg-config name. On a Mac it finds Homebrew's keg-only readline ahead of the
// SDK's libedit; Debian's readline.pc only adds -D flags SwiftPM refuses (with a warning on
// every build), and /usr/include is searched anyway. The manifest's one question of its host.
#if os(macOS)
let readlinePackage: String? = "readline"
#else
let readlinePackage: String? = nil
#endif

let package = Package(
    name: "layoutbench",
    // macOS 13: the MCP SDK's floor. docs/mac.md says what is expected to work there.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layoutbench", targets: ["layoutbench"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        // For Benchmarks/ (a separate package that depends on this one by path).
        .library(name: "LayoutHost", targets: ["LayoutHost"]),
        .library(name: "Workbench", targets: ["Workbench"]),
        .library(name: "EngineProtocol", targets: ["EngineProtocol"]),
        .library(name: "FrontEnd", targets: ["FrontEnd"]),
        .library(name: "Snapshots", targets: ["Snapshots"]),
        .library(name: "HostSupport", targets: ["HostSupport"]),
        .library(name: "Pictures", targets: ["Pictures"]),
        .library(name: "WorkbenchTestSupport", targets: ["WorkbenchTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The Logger MCP's Transport protocol requires (LineTransport).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "PluginABI"),
        // The system layer: everything that touches the operating system, and the only code that
        // differs between Linux and macOS. CHostSystem is its C part (one file per system, one
        // shared); HostSystem its Swift face. Tests/PlatformLintTests keeps the rest out.
        .target(name: "CHostSystem"),
        .target(name: "HostSystem", dependencies: ["CHostSystem"], swiftSettings: swift6),
        // On a Mac, Apple's CoreGraphics and QuartzCore take the stand-ins' place (docs/mac.md).
        .target(name: "CollectionLayout", dependencies: ["PluginABI"], swiftSettings: [
            .define("LAYOUTBENCH_APPLE_FRAMEWORKS", .when(platforms: [.macOS])),
        ]),
        // Sources/UIKit (`import UIKit` for layout files from apps: the SDK re-exported, inert
        // stand-ins) is built only in the packages that build plugins (PluginBuild), never here:
        // a module named UIKit in this build would make dependencies' `#if canImport(UIKit)` true.
        // Reading plugin sources (swift-syntax): layouts and parameters found, entry points
        // generated, Objective-C-only Swift rewritten for Linux. Pure: text in, text out.
        .target(
            name: "LayoutDiscovery",
            dependencies: [
                "HostSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            swiftSettings: swift6
        ),
        // UIKit's surface as an iOS SDK declares it, read from Swift interfaces (swift-syntax), and the
        // SDK's stand-ins compared with it (Tests/SDKSurfaceTests; `swift run sdk-surface`).
        .target(name: "SDKSurface", dependencies: [
            .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
        ], swiftSettings: swift6),
        .executableTarget(name: "sdk-surface", dependencies: [
            "SDKSurface", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: swift6),
        // The platform lint: the sources read as a Mac compiles them and as Linux does, and the
        // mistakes only the other host's build would show reported (Tests/PlatformLintTests).
        .target(
            name: "PlatformLint",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            swiftSettings: swift6
        ),
        // GNU readline: Debian's libreadline-dev here, Homebrew's readline (keg-only, found through
        // its pkg-config file, ahead of the macOS SDK's libedit) on a Mac.
        .systemLibrary(
            name: "CReadline",
            pkgConfig: readlinePackage,
            providers: [.apt(["libreadline-dev"]), .brew(["readline", "ncurses"])]
        ),
        // Small utilities every part uses: one-line errors, files read and written safely, text
        // for a terminal, a monotonic clock, spawning and memory figures.
        .target(name: "HostSupport", dependencies: ["HostSystem"], swiftSettings: swift6),
        // What the engine process runs: plugin loading, layout instances, the simulated
        // collection view, scroll physics, profiling records.
        // The values the engine, the front end and the wire share: the view's state (no physics,
        // no plugin ABI), so the engine protocol needs no dlopen side.
        .target(name: "SessionValues", dependencies: ["CollectionLayout"], swiftSettings: swift6),
        .target(
            name: "LayoutHost",
            dependencies: [
                "CollectionLayout", "PluginABI", "HostSystem", "HostSupport", "SessionValues",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ],
            swiftSettings: swift6
        ),
        // Watching plugin folders, generating their build package and building them.
        .target(name: "PluginBuild", dependencies: ["HostSupport", "HostSystem", "LayoutDiscovery"], swiftSettings: swift6),
        // Data snapshots: NSDiffableDataSourceSnapshot's model, its changes and its file format.
        .target(name: "Snapshots", dependencies: ["HostSupport"], swiftSettings: swift6),
        // Pictures of elements: terminal drawings and SVG documents, still and animated.
        .target(name: "Pictures", dependencies: ["CollectionLayout", "HostSupport", "LayoutHost"], swiftSettings: swift6),
        // What crosses between the front end and its engine: frames, the typed requests and
        // replies with their codecs, the session image and the data on the wire.
        .target(name: "EngineProtocol", dependencies: ["CollectionLayout", "HostSupport", "SessionValues", "Snapshots"], swiftSettings: swift6),
        // The session: commands, output, the engine and its client.
        .target(name: "Workbench", dependencies: [
            "CollectionLayout", "EngineProtocol", "HostSupport", "LayoutDiscovery", "LayoutHost", "PluginBuild", "Snapshots", "Pictures", "HostSystem",
            "SessionValues",
        ], swiftSettings: swift6),
        // The live view's local server (HTTP and WebSocket on 127.0.0.1, swift-nio) and its page:
        // it knows nothing of sessions, only pages, tokens and the messages between them.
        .target(
            name: "LiveView",
            dependencies: [
                "HostSupport", "HostSystem",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            resources: [.embedInCode("Page/live.html")],
            swiftSettings: swift6
        ),
        // The front end's side of the process boundary: the engine's client (requests, replies,
        // faults and replays), its process, and what drives the live view's pages.
        .target(name: "FrontEnd", dependencies: ["HostSystem", "EngineProtocol", "HostSupport", "LayoutHost", "LiveView", "PluginBuild", "Workbench", "SessionValues"],
                swiftSettings: swift6),
        // `layoutbench lsp`: a language server between an editor and sourcekit-lsp that shows the
        // server each plugin's files as the build compiles them, positions mapped back.
        .target(name: "LanguageServer", dependencies: ["HostSupport", "HostSystem", "LayoutDiscovery", "PluginBuild"], swiftSettings: swift6),
        // `layoutbench mcp`: the session as a Model Context Protocol server over stdio, its tools
        // made from the command declarations.
        .target(
            name: "LayoutbenchMCP",
            dependencies: ["FrontEnd", "Workbench", "HostSupport", .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log")],
            swiftSettings: swift6
        ),
        // For tests and benchmarks only: probes into the host's work, a console that records.
        .target(name: "WorkbenchTestSupport", dependencies: ["FrontEnd", "Workbench", "Pictures", "HostSupport", "LayoutHost", "LiveView", "LayoutDiscovery",
                                                            "LayoutbenchMCP", "SessionValues"],
                swiftSettings: swift6),
        .executableTarget(
            name: "layoutbench",
            dependencies: [
                "FrontEnd", "Workbench", "HostSupport", "HostSystem", "PluginBuild", "LayoutHost", "CReadline", "LiveView", "LayoutbenchMCP",
                "LanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swift6
        ),
        .testTarget(name: "CollectionLayoutTests", dependencies: [
            "CollectionLayout", "PluginABI", .product(name: "PropertyBased", package: "swift-property-based"),
        ], swiftSettings: swift6),
        .testTarget(name: "LayoutHostTests", dependencies: ["LayoutHost", "HostSupport", "HostSystem", "SessionValues", .product(name: "PropertyBased", package: "swift-property-based")], swiftSettings: swift6),
        .testTarget(name: "LayoutDiscoveryTests", dependencies: ["LayoutDiscovery"], swiftSettings: swift6),
        .testTarget(name: "HostSystemTests", dependencies: ["HostSystem"], swiftSettings: swift6),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "LayoutDiscovery"], swiftSettings: swift6),
        // The SDK's declarations held to iOS's (ios.facts) but for departures.txt; the files are
        // read by path, and the SDK's interface is synthesized from this build's modules.
        .testTarget(name: "SDKSurfaceTests", dependencies: [
            "SDKSurface", "CollectionLayout", "HostSystem",
            .product(name: "SwiftIfConfig", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        ], exclude: ["ios.facts", "departures.txt", "apple-frameworks.names"], swiftSettings: swift6),
        // Each platform rule on small texts, and the package itself against baseline.txt (a ratchet).
        .testTarget(name: "PlatformLintTests", dependencies: ["PlatformLint"], exclude: ["baseline.txt"], swiftSettings: swift6),
        .testTarget(name: "PluginBuildTests", dependencies: ["PluginBuild", "HostSupport", "LayoutDiscovery", "WorkbenchTestSupport"], swiftSettings: swift6),
        .testTarget(name: "LayoutbenchMCPTests", dependencies: ["LayoutbenchMCP", "Workbench", .product(name: "MCP", package: "swift-sdk")], swiftSettings: swift6),
        .testTarget(name: "FrontEndTests", dependencies: ["FrontEnd", "EngineProtocol", "Workbench", "LiveView", "WorkbenchTestSupport", "SessionValues"], swiftSettings: swift6),
        .testTarget(name: "EngineProtocolTests", dependencies: ["EngineProtocol", "Workbench", "WorkbenchTestSupport"], swiftSettings: swift6),
        .testTarget(name: "WorkbenchTests", dependencies: [
            "Workbench", "EngineProtocol", "Snapshots", "Pictures", "HostSupport", "WorkbenchTestSupport", "LiveView", "SessionValues",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], swiftSettings: swift6),
        // zlib, for the tests that read the PNGs rsvg-convert and chromium draw SVG pictures into.
        .systemLibrary(name: "CZlib", path: "Tests/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(name: "EndToEndTests", dependencies: ["layoutbench", "Workbench", "Snapshots", "Pictures", "HostSupport", "HostSystem", "LayoutHost", "PluginBuild", "CZlib", "WorkbenchTestSupport"], swiftSettings: swift6),
    ],
    swiftLanguageModes: [.v5]
)
