import CollectionLayout

/// The Flow plugin: UICollectionViewFlowLayout as UIKit ships it, and the flow subclasses apps
/// write most: a left-aligned tag cloud and a centring carousel.
/// A hand-written entry (discovery would find the layout classes alone): four variants, two with the delegates that size their items.
@_cdecl("layoutbench_plugin_entry")
public func layoutbenchPluginEntry(_ hostABIVersion: UInt32) -> UnsafeRawPointer? {
    LayoutPlugin.export(name: "Flow", layouts: [
        LayoutExport("flow", title: "UICollectionViewFlowLayout",
                     summary: "UIKit's flow layout; every property is a parameter, by its UIKit name",
                     parameters: LayoutParameter.flowLayoutProperties) { UICollectionViewFlowLayout() },
        LayoutExport("flow-sized", title: "UICollectionViewFlowLayout, delegate sizes",
                     summary: "a flow layout whose delegate sizes each item from the itemSizes list, cycling",
                     parameters: LayoutParameter.flowLayoutProperties + [
                        LayoutParameter("itemSizes", \SizeListFlowLayout.itemSizes,
                                        summary: "sizeForItemAt answers these in turn, item after item"),
                     ],
                     delegate: { ItemSizeList() }) { SizeListFlowLayout() },
        LayoutExport("flow-tags", title: "Tag cloud (left-aligned flow)",
                     summary: "a flow subclass that re-flows each line to the left; widths from the item identifiers",
                     parameters: LayoutParameter.flowLayoutProperties, delegate: { TagSizes() }) { TagCloudLayout() },
        LayoutExport("flow-carousel", title: "Carousel (horizontal flow)",
                     summary: "cards scale and fade with their distance from the centre; a release snaps one to the centre",
                     parameters: [
                        LayoutParameter("minimumScale", \CarouselFlowLayout.minimumScale, range: 0.1...1,
                                        summary: "the scale of a card one card-width or more from the centre"),
                        LayoutParameter("minimumAlpha", \CarouselFlowLayout.minimumAlpha, range: 0...1,
                                        summary: "the alpha of a card one card-width or more from the centre"),
                        LayoutParameter("cardFraction", \CarouselFlowLayout.cardFraction, range: 0.2...1,
                                        summary: "card width as a fraction of the bounds' width"),
                     ]) { CarouselFlowLayout() },
    ])
}
