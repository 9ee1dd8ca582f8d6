/// The calls the host makes into a layout, named as the profile phases of docs/reference.md.
package enum LayoutPhase: String, CaseIterable, Sendable {
    case prepare
    case layoutAttributesForElements
    case layoutAttributesForItem
    case layoutAttributesForSupplementaryView
    case shouldInvalidateLayout
    case invalidateLayout
    case targetContentOffset
    case collectionViewContentSize
    case layoutAttributesForDecorationView
}

/// Receives the duration of every call the host makes into a layout.
package protocol LayoutCallRecorder: AnyObject {
    func record(_ phase: LayoutPhase, nanoseconds: UInt64)
    /// Host-side work around the calls (decoding records), shown apart from the plugin's cost.
    func recordHostOverhead(nanoseconds: UInt64)
}
