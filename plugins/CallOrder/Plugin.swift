import CollectionLayout

/// The CallOrder plugin: a layout that records the calls the host makes, to see UIKit's order.
/// A hand-written entry (discovery would find the layout classes alone): parameters with ranges and summaries, which discovery cannot know.
///
/// `layoutbench check` finds, deliberately (it records calls, it is not a layout to ship): section
/// 0 only (unreachable-item), a trap with no sections, and a scanning rect query.
@_cdecl("layoutbench_plugin_entry")
public func layoutbenchPluginEntry(_ hostABIVersion: UInt32) -> UnsafeRawPointer? {
    LayoutPlugin.export(name: "CallOrder", layouts: [
        LayoutExport("call-order", title: "Call recorder",
                     summary: "rows that log every call; read the log with supplementary calls 0 0",
                     parameters: [
                        LayoutParameter("invalidateOnScroll", \CallOrderLayout.invalidateOnScroll,
                                        summary: "shouldInvalidateLayout(forBoundsChange:) answers true on scrolls too"),
                        LayoutParameter("invalidateOnResize", \CallOrderLayout.invalidateOnResize,
                                        summary: "shouldInvalidateLayout(forBoundsChange:) answers true when the size changes"),
                        LayoutParameter("countSection", \CallOrderLayout.countSection, range: -1...1_000_000,
                                        summary: "prepare() also asks numberOfItems(inSection:) for this section (-1: never)"),
                        LayoutParameter("adjustOffsetBy", \CallOrderLayout.adjustOffsetBy, range: -100_000...100_000,
                                        summary: "invalidate with this contentOffsetAdjustment (y)"),
                        LayoutParameter("jumpTo", \CallOrderLayout.jumpTo, range: -1...1_000_000,
                                        summary: "prepare() sets contentOffset.y to this and logs it read back (-1: never)"),
                        LayoutParameter("insetTop", \CallOrderLayout.insetTop, range: -1...10_000,
                                        summary: "prepare() assigns contentInset.top this and alwaysBounceVertical true (-1: never)"),
                        LayoutParameter("rowHeight", \CallOrderLayout.rowHeight, range: 1...10_000, summary: "row height"),
                        LayoutParameter("cachedUntilInvalidated", \CallOrderLayout.cachedUntilInvalidated,
                                        summary: "prepare() keeps its rows until an invalidateLayout() override clears them"),
                        LayoutParameter("targetY", \CallOrderLayout.targetY, range: -1...1_000_000,
                                        summary: "targetContentOffset(forProposedContentOffset:) answers this y (-1: the proposal)"),
                        LayoutParameter("nanTarget", \CallOrderLayout.nanTarget,
                                        summary: "answer targetContentOffset with NaN (a broken layout)"),
                        LayoutParameter("passNow", \CallOrderLayout.passNow,
                                        summary: "setting it invalidates and calls collectionView.layoutIfNeeded() at once"),
                        LayoutParameter("nanBelow", \CallOrderLayout.nanBelow, range: 0...1_000_000,
                                        summary: "rows below this y get a NaN centre (0: never; a broken layout)"),
                     ]) { CallOrderLayout() },
    ])
}
