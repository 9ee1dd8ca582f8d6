import CollectionLayout

/// The Table plugin: the seed's TableLayout, and the same layout with a binary-search query.
/// A hand-written entry (discovery would find the layout classes alone): two variants of one class, seeded with the row size.
///
/// `layoutbench check` finds, deliberately (the seed's code as its article wrote it): items past
/// section 0 never shown (unreachable-item: the seed lays out section 0 only), a trap on data
/// with no sections (numberOfItems(inSection: 0), as on a device), and, for `table`, a rect query
/// that scans every cached frame (rect-query-scaling; `table-fast` is the binary-search fix).
@_cdecl("layoutbench_plugin_entry")
public func layoutbenchPluginEntry(_ hostABIVersion: UInt32) -> UnsafeRawPointer? {
    let parameters: [LayoutParameter<TableLayout>] = [
        LayoutParameter("itemSize", \.itemSize, summary: "row size; rows are full width, itemSize.height tall"),
    ]
    return LayoutPlugin.export(name: "Table", layouts: [
        LayoutExport("table", title: "TableLayout (seed 000)",
                     summary: "rows of itemSize.height; the rect query filters every cached frame",
                     parameters: parameters) { seeded(TableLayout()) },
        LayoutExport("table-fast", title: "TableLayout, binary search",
                     summary: "the same rows; the rect query binary-searches the cached frames",
                     parameters: parameters) { seeded(FastTableLayout()) as TableLayout },
    ])
}

/// The pizza size the seed uses on most devices: 300 points.
func seeded<Layout: TableLayout>(_ layout: Layout) -> Layout {
    layout.itemSize = CGSize(width: 300, height: 300)
    return layout
}
