import CollectionLayout

/// The StickyHeader plugin (seed 001): a stretchy header and a menu that pins to the top.
/// A hand-written entry (discovery would find the layout classes alone): parameters on a nested settings object (settings.headerHeight), which discovery cannot reach.
///
/// `layoutbench check` finds, deliberately (the seed's code as its article wrote it): section 0
/// only (unreachable-item), a trap with no sections, and a rect query that walks every cached
/// attribute (rect-query-scaling).
@_cdecl("layoutbench_plugin_entry")
public func layoutbenchPluginEntry(_ hostABIVersion: UInt32) -> UnsafeRawPointer? {
    let parameters: [LayoutParameter<CustomLayout>] = [
        LayoutParameter("headerHeight", \.settings.headerHeight, range: 0...10_000,
                        summary: "height of the header (supplementary kind 'header'), full width"),
        LayoutParameter("menuHeight", \.settings.menuHeight, range: 0...10_000,
                        summary: "height of the menu under the header (kind 'menu'), full width"),
        LayoutParameter("cellHeight", \.settings.cellHeight, range: 0...10_000,
                        summary: "height of a cell, full width"),
        LayoutParameter("minimumLineSpacing", \.settings.minimumLineSpacing, range: 0...1_000,
                        summary: "space above every cell"),
        LayoutParameter("minimumInteritemSpacing", \.settings.minimumInteritemSpacing, range: 0...1_000,
                        summary: "a cell's x"),
        LayoutParameter("headerOverlayMaxAlpha", \.settings.headerOverlayMaxAlphaValue, range: 0...1,
                        summary: "headerOverlayAlpha = min(this, contentOffset.y / headerHeight)"),
    ]
    return LayoutPlugin.export(name: "StickyHeader", layouts: [
        LayoutExport("sticky", title: "CustomLayout, sticky header and menu (seed 001)",
                     summary: "pulled down everything stretches with the pull; pushed up the header darkens under the cells and the menu pins to the top",
                     parameters: parameters) { CustomLayout() },
    ])
}
