/// Discovery as the fuzz target drives it (Fuzz/Sources/FuzzDiscovery): a folder's sources in,
/// the ids offered and the build copies out, through the same calls a plugin build makes.
@_spi(Fuzzing) public enum DiscoveryFuzzing {
    /// What discovery makes of files with `texts`: the ids it offers (unique), how many it names
    /// as not offered, and whether it wrote an entry that exports every offered id.
    public static func discover(_ texts: [String]) -> (ids: [String], skipped: Int, entryExportsAll: Bool) {
        let files = texts.enumerated().map { SourceFile(path: "/fuzz/F\($0.offset).swift", text: $0.element) }
        let found = PluginSourcePlan.discovery(files: files)
        let plan = PluginSourcePlan.make(name: "Fuzz", files: files)
        let entry = plan.entrySource ?? ""
        let exportsAll = plan.layouts.allSatisfy { entry.contains("LayoutExport(\"\($0.id)\"") }
        return (found.ids, found.skipped.count, exportsAll)
    }
}
