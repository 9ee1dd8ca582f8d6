/// What a source file is to the rules, decided by its path (relative to the package root). The
/// system layer may do anything its OS allows; the plugin SDK is built for plugins, not the
/// host; a few files hold platform names as data (the SDK's type names, the lint's tables).
/// Files that reason about users' `#if os(iOS)` (IOSPlatform, ConditionalCompilationEdits,
/// CompilationDatabase) need no role: R1 reads directives, not the strings that name OSes.
enum FileRole: Equatable, Sendable {
    /// Sources/HostSystem: the one system layer.
    case hostSystem
    /// The plugin SDK's modules: they may test only `LAYOUTBENCH_APPLE_FRAMEWORKS`.
    case pluginSDK
    /// Sources/SDKSurface: type names such as "Darwin." in its strings are data.
    case sdkSurface
    /// Sources/PluginBuild/Toolchain: the plugin build plan per platform, linker strings included.
    case toolchain
    /// Sources/PlatformLint: its tables name, in strings, what the rules look for.
    case lint
    /// Any other host code.
    case host

    static let hostSystemFolder = "Sources/HostSystem/"
    static let toolchainFolder = "Sources/PluginBuild/Toolchain/"
    static let pluginSDKFolders = ["Sources/CollectionLayout/", "Sources/UIKit/", "Sources/CoreGraphics/", "Sources/QuartzCore/"]
    /// The condition the plugin SDK's modules may test, and the only one.
    static let pluginSDKCondition = "LAYOUTBENCH_APPLE_FRAMEWORKS"

    init(path: String) {
        if path.hasPrefix(Self.hostSystemFolder) {
            self = .hostSystem
        } else if Self.pluginSDKFolders.contains(where: path.hasPrefix) {
            self = .pluginSDK
        } else if path.hasPrefix("Sources/SDKSurface/") {
            self = .sdkSurface
        } else if path.hasPrefix(Self.toolchainFolder) {
            self = .toolchain
        } else if path.hasPrefix("Sources/PlatformLint/") {
            self = .lint
        } else {
            self = .host
        }
    }
}
