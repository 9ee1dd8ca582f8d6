import CollectionLayout

/// The Pizza plugin (seed 000): the two halves of the pizza selector and the seed's drum variant.
/// A hand-written entry (discovery would find the layout classes alone): three variants of one class, each seeded with the pizza size.
///
/// `layoutbench check` finds, deliberately (the seed's code as its article wrote it): section 0
/// only (unreachable-item), a trap with no sections, rows moved and scaled in the rect query but
/// not in layoutAttributesForItem(at:) (queries-disagree), halves that stick out past the edge by
/// design (outside-content), overlapping rows (a note), and the scanning rect query of TableLayout.
@_cdecl("layoutbench_plugin_entry")
public func layoutbenchPluginEntry(_ hostABIVersion: UInt32) -> UnsafeRawPointer? {
    let shared: [LayoutParameter<PizzaHalfSelectorLayout>] = [
        LayoutParameter("itemSize", \.itemSize,
                        summary: "pizza row size; rows are full width, itemSize.height tall"),
        LayoutParameter("criticalOffsetFromCenter", \.criticalOffsetFromCenter, range: 1...10_000,
                        summary: "distance from the screen centre where a row stops shrinking (normalized ±1)"),
        LayoutParameter("scaleFactor", \.scaleFactor, range: 0...1,
                        summary: "size scale = 1 − scaleFactor·|normalized|; the halves' alpha is that scale"),
        LayoutParameter("spaceBetweenHalves", \.spaceBetweenHalves, range: 0...1_000,
                        summary: "gap between the left and the right half, in points"),
    ]
    let drum = shared + [
        LayoutParameter("orientation", \.orientation,
                        summary: "the half shown: left aligns rows to the right edge, right to the left edge"),
    ]
    return LayoutPlugin.export(name: "Pizza", layouts: [
        LayoutExport("pizza-left", title: "PizzaHalfSelectorLayout, left half (seed 000)",
                     summary: "rows shrink and fade away from the screen centre, aligned to its right edge; snaps to a pizza",
                     parameters: shared) { seeded(PizzaHalfSelectorLayout(orientation: .left)) },
        LayoutExport("pizza-right", title: "PizzaHalfSelectorLayout, right half (seed 000)",
                     summary: "rows shrink and fade away from the screen centre, aligned to its left edge; snaps to a pizza",
                     parameters: shared) { seeded(PizzaHalfSelectorLayout(orientation: .right)) },
        LayoutExport("pizza-drum", title: "PizzaHalfSelectorLayout, drum variant (seed 000)",
                     summary: "rows stacked around the central pizza like a drum, nearer rows on top",
                     parameters: drum) { seeded(PizzaDrumLayout(orientation: .left)) as PizzaHalfSelectorLayout },
    ])
}

/// The pizza size the seed uses on most devices: 300 points.
func seeded<Layout: TableLayout>(_ layout: Layout) -> Layout {
    layout.itemSize = CGSize(width: 300, height: 300)
    return layout
}
