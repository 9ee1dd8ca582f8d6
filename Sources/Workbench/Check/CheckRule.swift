/// How much a finding of `check` matters: `device` is a crash or a wrong screen on a device,
/// `performance` dropped frames, `note` something worth a look.
package enum CheckSeverity: String, CaseIterable, Comparable, Sendable {
    case device, performance, note

    package static func < (a: CheckSeverity, b: CheckSeverity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One rule of UIKit's contract that `check` holds a layout to: its name in reports, its
/// severity and what breaking it does on a device. The thresholds are in `CheckDecisions`.
package enum CheckRule: String, CaseIterable, Codable, Sendable {
    case unreachableItem = "unreachable-item"
    case queriesDisagree = "queries-disagree"
    case changedWithoutInvalidation = "changed-without-invalidation"
    case indexPathOutsideData = "index-path-outside-data"
    case duplicateElement = "duplicate-element"
    case invalidFrame = "invalid-frame"
    case outsideContent = "outside-content"
    case targetOffsetOutside = "target-offset-outside"
    case uncopiedAttributes = "uncopied-attributes"
    case layoutRaised = "layout-raised"
    case rectQueryScaling = "rect-query-scaling"
    case invalidatesEveryScroll = "invalidates-every-scroll"
    case answersFarOutsideRect = "answers-far-outside-rect"
    case overlappingCells = "overlapping-cells"
    case zeroSizeCell = "zero-size-cell"
    case contentSizeWhileScrolling = "content-size-while-scrolling"

    package var severity: CheckSeverity {
        switch self {
        case .unreachableItem, .queriesDisagree, .changedWithoutInvalidation, .indexPathOutsideData, .duplicateElement,
            .invalidFrame, .outsideContent, .targetOffsetOutside, .uncopiedAttributes, .layoutRaised:
            return .device
        case .rectQueryScaling, .invalidatesEveryScroll, .answersFarOutsideRect:
            return .performance
        case .overlappingCells, .zeroSizeCell, .contentSizeWhileScrolling:
            return .note
        }
    }

    /// What the rule asks and what breaking it does, one line (`help check`).
    package var summary: String {
        switch self {
        case .unreachableItem:
            return "every item of the data is answered by a rect query at some offset; else the cell never shows"
        case .queriesDisagree:
            return "layoutAttributesForItem(at:) (and the supplementary and decoration queries) give the frame the rect query gave; "
                + "else animations, scrollToItem and focus use the wrong place"
        case .changedWithoutInvalidation:
            return "attributes change only after an invalidation; else UIKit keeps the old ones for cells and raises for supplementary views"
        case .indexPathOutsideData:
            return "no answer names an index path the data does not have (a stale cache after an update); UIKit raises"
        case .duplicateElement:
            return "no element is answered twice in one answer; UIKit shows one of them"
        case .invalidFrame:
            return "frames are finite with a size of zero or more; else the cell is not shown or UIKit raises"
        case .outsideContent:
            return "elements lie inside collectionViewContentSize; else they cannot be scrolled to"
        case .targetOffsetOutside:
            return "targetContentOffset(forProposedContentOffset:withScrollingVelocity:) answers a finite offset the view can rest at; "
                + "else the scroll ends past the edge and springs back"
        case .uncopiedAttributes:
            return "attributes from super (flow, compositional) are copied before they change; UIKit logs a cached frame mismatch"
        case .layoutRaised:
            return "no layout call traps or is refused as UIKit refuses it (a non-finite content size, a call that fails)"
        case .rectQueryScaling:
            return "the rect query's cost does not grow with the item count; a scan of every attribute drops frames at scale"
        case .invalidatesEveryScroll:
            return "shouldInvalidateLayout(forBoundsChange:) is not true on plain scroll frames whose answers do not change "
                + "(a full prepare() per frame for nothing)"
        case .answersFarOutsideRect:
            return "the rect query answers the elements in the rect, not many far outside it"
        case .overlappingCells:
            return "cells at the same zIndex do not overlap (which one is on top is undefined)"
        case .zeroSizeCell:
            return "cells have a width and a height (a zero-size cell is dequeued and configured, never seen)"
        case .contentSizeWhileScrolling:
            return "collectionViewContentSize stays put while scrolling (a moving end makes the scroll indicator and flings jump)"
        }
    }
}
