import Foundation

/// The plugins a session can load: the bundled ones (the SDK checkout's plugins/ folder), always,
/// and the user's `--plugins` folder, from anywhere: each sub-folder holding Swift files is a
/// plugin, or the folder itself when it holds Swift files directly. A user's plugin of the same
/// name as a bundled one hides it. Each folder is built by a generated PluginPackage.
package struct PluginCatalog: Sendable {
    package var configuration: String
    /// The SDK checkout; nil when its sources cannot be found (`setupError` says how to fix it).
    package var sdkRoot: String?
    private var environment: [String: String]
    package var bundledDirectory: String?
    package var userDirectory: String?
    /// The bundled plugins offered, by folder name; nil for all of them (Session.Options.bundledPlugins).
    package var bundledNames: Set<String>?
    /// Why nothing can be built, when `package` is nil.
    package var setupError: String?

    /// `pluginsDirectory` is the user's folder (nil or the bundled folder itself: bundled only).
    package init(
        pluginsDirectory: String?, configuration: String = "debug",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.configuration = configuration
        self.environment = environment
        if let sdk = SDKLocation.root(environment: environment) {
            sdkRoot = sdk
            bundledDirectory = sdk + "/plugins"
        } else {
            setupError = SDKLocation.missingMessage(environment: environment)
        }
        if let pluginsDirectory {
            let absolute = URL(fileURLWithPath: pluginsDirectory).standardizedFileURL.path
            if FilePaths.resolved(absolute) != bundledDirectory.map(FilePaths.resolved) {
                userDirectory = absolute
            }
        }
    }

    /// The folder messages name: the user's, else the bundled one.
    package var pluginsDirectory: String { userDirectory ?? bundledDirectory ?? "plugins" }

    package func sources() -> [PluginSource] {
        guard let sdkRoot else { return [] }
        let user = userDirectory.map { userSources(in: $0, sdkRoot: sdkRoot) } ?? []
        let names = Set(user.map { $0.name.lowercased() })
        guard let bundledDirectory else { return user }
        let package = PluginPackage(sdkRoot: sdkRoot, folder: bundledDirectory, environment: environment)
        let offered = folders(in: bundledDirectory).filter { bundledNames?.contains($0) ?? true }
        return user
            + offered.filter { !names.contains($0.lowercased()) }.map { name in
                PluginSource(
                    name: name, folder: bundledDirectory + "/" + name, target: PluginCatalog.identifier(name),
                    package: package, configuration: configuration)
            }
    }

    /// The plugins of the user's folder alone (none without one).
    package func userFolderSources() -> [PluginSource] {
        guard let sdkRoot, let userDirectory else { return [] }
        return userSources(in: userDirectory, sdkRoot: sdkRoot)
    }

    /// The bundled plugins a user plugin of the same name (case-insensitive) hides.
    package func hiddenBundledNames() -> [String] {
        guard let sdkRoot, let userDirectory, let bundledDirectory else { return [] }
        let user = Set(userSources(in: userDirectory, sdkRoot: sdkRoot).map { $0.name.lowercased() })
        return folders(in: bundledDirectory).filter { user.contains($0.lowercased()) }
    }

    /// The plugin named `name` (case-insensitive), if there is one.
    package func source(named name: String) -> PluginSource? {
        let all = sources()
        return all.first { $0.name == name } ?? all.first { $0.name.lowercased() == name.lowercased() }
    }

    private func userSources(in directory: String, sdkRoot: String) -> [PluginSource] {
        let package = PluginPackage(sdkRoot: sdkRoot, folder: directory, environment: environment)
        func source(_ folder: String) -> PluginSource {
            let name = URL(fileURLWithPath: folder).lastPathComponent
            return PluginSource(
                name: name, folder: folder, target: PluginCatalog.identifier(name),
                package: package, configuration: configuration)
        }
        if PluginCatalog.holdsSwiftFiles(directory) { return [source(directory)] }
        return folders(in: directory).filter { !PluginPackage.swiftFiles(in: directory + "/" + $0).isEmpty }
            .map { source(directory + "/" + $0) }
    }

    /// The user's folders (the plugins folder itself, or its sub-folders) that hold Objective-C
    /// sources and no Swift: layouts layoutbench cannot build, said rather than passed over.
    package func objectiveCFolders() -> [String] {
        guard let userDirectory else { return [] }
        let candidates = PluginCatalog.holdsSwiftFiles(userDirectory) ? [] : [userDirectory] + folders(in: userDirectory).map { userDirectory + "/" + $0 }
        return candidates.filter { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.contains { $0.hasSuffix(".m") || $0.hasSuffix(".mm") } && PluginPackage.swiftFiles(in: folder).isEmpty
        }
    }

    /// The sub-folders of `directory`, sorted, hidden and build folders left out.
    private func folders(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().filter { name in
            var isDirectory: ObjCBool = false
            return !EditorDroppings.isIgnoredFolder(name)
                && FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// True when `directory` has Swift files of its own (not only in sub-folders); a package's
    /// Package.swift is not one (`--plugins .` in a project root means its folders).
    package static func holdsSwiftFiles(_ directory: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.contains { $0.hasSuffix(".swift") && $0 != "Package.swift" && !EditorDroppings.isDropping($0) }
    }

    /// Module names a plugin's may never be: the SDK's, and what Swift, Foundation and the build
    /// import (a folder named `UIKit` would shadow the module its own files import).
    static let reservedModules: Set<String> = Set(PluginPackage.sdkModules).union([
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch", "Glibc", "ObjectiveC", "_Concurrency", "_StringProcessing", "SwiftShims", "XCTest", "Testing", "Darwin", "os"
    ])

    /// The module name for a folder: the name itself when it is a Swift identifier and no module
    /// the build imports (`Table`); else the name made one (`my-layouts` → `my_layouts`, `3D` →
    /// `P3D`, `UIKit` → `UIKit_…`) with eight hex digits of the name's hash after it, so folders
    /// that differ only in punctuation (`My Grid`, `My_Grid`) never share a build.
    static func identifier(_ name: String) -> String {
        var result = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        if result.first?.isNumber != false { result = "P" + result }
        guard result != name || reservedModules.contains(name) else { return result }
        return result + "_" + PluginPackage.hash(name)
    }
}
