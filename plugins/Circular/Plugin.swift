import CollectionLayout

/// The Circular plugin (seed 004): the ferris wheel, with every item or only those on screen.
/// A hand-written entry (discovery would find the layout classes alone): two variants of one class (every item, on-screen items only).
///
/// `layoutbench check` finds, deliberately (the seed's code as its article wrote it): section 0
/// only (unreachable-item), a trap with no sections, and, for `circular`, a rect query that
/// answers every item whatever the rect (rect-query-scaling, answers-far-outside-rect;
/// `circular-fast` answers the items on screen).
@_cdecl("layoutbench_plugin_entry")
public func layoutbenchPluginEntry(_ hostABIVersion: UInt32) -> UnsafeRawPointer? {
    let parameters: [LayoutParameter<CircularCollectionViewLayout>] = [
        LayoutParameter("itemSize", \.itemSize, summary: "size of every cell; the content is count·itemSize.width wide"),
        LayoutParameter("radius", \.radius, range: 1...100_000,
                        summary: "from a cell's centre to the wheel's centre; anglePerItem = atan(itemSize.width / radius)"),
    ]
    return LayoutPlugin.export(name: "Circular", layouts: [
        LayoutExport("circular", title: "CircularCollectionViewLayout, ferris wheel (seed 004)",
                     summary: "cells turned about a point radius below the screen centre; returns every item",
                     parameters: parameters) { CircularCollectionViewLayout() },
        LayoutExport("circular-fast", title: "CircularCollectionViewLayout, on-screen items only",
                     summary: "the same wheel; prepares and returns only the index range within ±theta of the top",
                     parameters: parameters) { FastCircularCollectionViewLayout() as CircularCollectionViewLayout },
    ])
}
