import Foundation

/// How long builds took, kept in the cache folder (`build-times.txt`, a line a plugin or SDK
/// build: key, tab, seconds), so the next build of the same plugin, or a first one in any
/// folder, can say about how long it will take.
package enum BuildTimes {
    static let fileName = "build-times.txt"

    /// Records a successful build of `source` (plugin compile and link) and, when it ran, the SDK's.
    static func record(_ source: PluginSource, seconds: Double, sdkSeconds: Double?) {
        let cache = (source.package.root as NSString).deletingLastPathComponent
        // Builds of packages that are gone (their folder removed, PackageCache) no longer count.
        var times = read(cache).filter { entry in packageFolder(of: entry.key).map(FileManager.default.fileExists) ?? false }
        times[key(source)] = seconds
        if let sdkSeconds { times[sdkKey(source)] = sdkSeconds }
        let text = times.sorted { $0.key < $1.key }.map { "\($0.key)\t\(String(format: "%.2f", $0.value))" }.joined(separator: "\n") + "\n"
        try? PackageFiles.write(text, to: cache + "/" + fileName)
    }

    /// About how long building `source` will take: its last build, else the middle of this
    /// machine's plugin builds, plus the SDK's when it must be built too; nil before any build.
    package static func estimate(_ source: PluginSource) -> Double? {
        let times = read((source.package.root as NSString).deletingLastPathComponent)
        let plugins = times.filter { !$0.key.hasPrefix("SDK ") }.map(\.value).sorted()
        guard let plugin = times[key(source)] ?? (plugins.isEmpty ? nil : plugins[plugins.count / 2]) else { return nil }
        if source.package.sdk.isCurrent(source.configuration) { return plugin }
        guard let sdk = times[sdkKey(source)] else { return nil }
        return plugin + sdk
    }

    /// About how long the SDK's build takes here: its last build, nil before any.
    package static func sdkEstimate(_ source: PluginSource) -> Double? {
        read((source.package.root as NSString).deletingLastPathComponent)[sdkKey(source)]
    }

    static func key(_ source: PluginSource) -> String { source.package.root + "/" + source.target + " " + source.configuration }
    static func sdkKey(_ source: PluginSource) -> String { "SDK " + source.package.sdk.root + " " + source.configuration }

    /// The package folder a key names: the SDK's, or the plugin's package (the key's path less
    /// its target); nil for a key that is neither.
    static func packageFolder(of key: String) -> String? {
        let isSDK = key.hasPrefix("SDK ")
        let path = isSDK ? key.dropFirst(4) : Substring(key)
        guard let space = path.lastIndex(of: " ") else { return nil }
        let folder = String(path[..<space])
        return isSDK ? folder : (folder as NSString).deletingLastPathComponent
    }

    static func read(_ cache: String) -> [String: Double] {
        guard let text = try? String(contentsOfFile: cache + "/" + fileName, encoding: .utf8) else { return [:] }
        var times: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count == 2, let seconds = Double(fields[1]), seconds.isFinite, seconds >= 0 { times[String(fields[0])] = seconds }
        }
        return times
    }
}
