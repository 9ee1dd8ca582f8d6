import CollectionLayout

/// The List plugin: a self-sizing list whose heights follow item identifiers.
/// A hand-written entry (discovery would find the layout classes alone): parameters with ranges and summaries, which discovery cannot know.
///
/// `layoutbench check` finds, deliberately: a rect query that filters every row of every section
/// (rect-query-scaling); the list stays simple to read, as the self-sizing example it is.
@_cdecl("layoutbench_plugin_entry")
public func layoutbenchPluginEntry(_ hostABIVersion: UInt32) -> UnsafeRawPointer? {
    LayoutPlugin.export(name: "List", layouts: [
        LayoutExport("list", title: "Self-sizing list",
                     summary: "rows estimated at estimatedHeight settle on their self-sized heights (snapshot size ID WxH)",
                     parameters: [
                        LayoutParameter("estimatedHeight", \SelfSizingListLayout.estimatedHeight, range: 1...10_000,
                                        summary: "height of a row before it is sized"),
                        LayoutParameter("spacing", \SelfSizingListLayout.spacing, range: 0...1000, summary: "space between rows"),
                     ]) { SelfSizingListLayout() },
    ])
}
