import CollectionLayout

/// The Compositional plugin: every code example of seed 003 as a layout.
/// A hand-written entry (discovery would find the layout classes alone): fifteen layouts made by section providers with their own ids.
@_cdecl("layoutbench_plugin_entry")
public func layoutbenchPluginEntry(_ hostABIVersion: UInt32) -> UnsafeRawPointer? {
    LayoutPlugin.export(name: "Compositional", layouts: [
        LayoutExport("comp-grid", title: "Grid (seed 003, figure 1)",
                     summary: "items 0.2 of the width, square rows: five a row") { makeGridLayout() },
        LayoutExport("comp-pair", title: "Pairs (seed 003, count group)",
                     summary: "two items a row sharing the width, 10 apart; group and section insets") { makePairLayout() },
        LayoutExport("comp-app", title: "App sections (seed 003, section provider)",
                     summary: "section 0 rows of 74, section 1 feature cards, the rest nested groups") { AppStoreLayout.make() },
        LayoutExport("comp-columns", title: "Columns (seed 003, vertical group)",
                     summary: "45/65/85-high items stacked in 110-wide groups, scrolling sideways by group") { makeColumnsLayout() },
        LayoutExport("comp-stairs", title: "Stairs (seed 003, custom group)",
                     summary: "a custom group: three items a third high, stepping down and right") { makeStairsLayout() },
        LayoutExport("comp-badges", title: "Badges (seed 003, anchors)",
                     summary: "a badge on each item's top trailing corner, pushed out by a fractional offset",
                     parameters: [
                        LayoutParameter("badgeSize", \BadgeLayout.badgeSize, summary: "the badge's absolute size"),
                        LayoutParameter("badgeOffset", \BadgeLayout.badgeOffset,
                                        summary: "the anchor's fractional offset, x,y of the badge's own size"),
                     ]) { BadgeLayout.make() },
        LayoutExport("comp-background", title: "Section backgrounds (seed 003, decoration)",
                     summary: "each section on a background decoration inset by 5") { DecoratedLayouts.makeBackground() },
        LayoutExport("comp-global", title: "Global header and footer (seed 003, configuration)",
                     summary: "a pinned header and footer for the whole layout, 20 between sections") { DecoratedLayouts.makeGlobal() },
        LayoutExport("comp-pinned", title: "Pinned section headers (seed 003)",
                     summary: "section headers held at the top above the cells (zIndex 2), footers scrolling") { DecoratedLayouts.makePinned() },
        LayoutExport("comp-orthogonal", title: "Orthogonal sections (seed 003, nested collection views)",
                     summary: "rows of groups scrolling sideways; section k with the k-th behaviour unless behavior says one",
                     parameters: [
                        LayoutParameter("behavior", \OrthogonalLayout.behavior,
                                        summary: "each: section k scrolls with the k-th behaviour; else every section with this one"),
                        LayoutParameter("bounce", \OrthogonalLayout.bounce,
                                        summary: "orthogonalScrollingProperties.bounce: never keeps drags inside the row"),
                     ]) { OrthogonalLayout.make() },
        LayoutExport("comp-carousel", title: "Carousel shelf (groupPagingCentered)",
                     summary: "cards 0.7 of the width paged one at a time, centred; the handler scales them by distance",
                     parameters: [
                        LayoutParameter("minimumScale", \CarouselLayout.minimumScale, range: 0.1...1,
                                        summary: "the scale (and alpha) of a card a container width or more from the centre"),
                     ]) { CarouselLayout.make() },
        LayoutExport("list-plain", title: "List, plain (UICollectionLayoutListConfiguration)",
                     summary: "full-width self-sizing rows, section headers; plain metrics",
                     parameters: ListLayout.parameters) { ListLayout.make(.plain) },
        LayoutExport("list-inset-grouped", title: "List, inset grouped",
                     summary: "rows inset 20 from the edges, 35 above each section; self-sizing",
                     parameters: ListLayout.parameters) { ListLayout.make(.insetGrouped) },
        LayoutExport("list-sidebar", title: "List, sidebar",
                     summary: "rows inset 10, 44-point headers, as an iPad sidebar; self-sizing",
                     parameters: ListLayout.parameters) { ListLayout.make(.sidebar) },
    ])
}
