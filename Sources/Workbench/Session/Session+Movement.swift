import CollectionLayout
import Foundation
import LayoutHost
import HostSupport
import Snapshots
import SessionValues

extension Session {
    /// What an interactive move did: the item's index path after each change, where it ended,
    /// and the moving item's attributes at the last step.
    struct MoveReport {
        var start: ItemPosition
        var final: ItemPosition
        var frames: Int
        var milliseconds: Double
        var cancelled: Bool
        /// (frame, new index path, finger position) each time the target changed.
        var steps: [(frame: Int, target: ItemPosition, position: CGPoint)] = []
        /// layoutAttributesForInteractivelyMovingItem at the start and at the last step.
        var lifted: LayoutElement?
        var moving: LayoutElement?
        var identifier: String?
    }

    /// An interactive move as UICollectionView runs one: beginInteractiveMovementForItem(at:)
    /// lifts the item; each frame updateInteractiveMovementTargetPosition asks
    /// targetIndexPath(forInteractivelyMovingItem:withPosition:), invalidates with the layout's
    /// context for the step, reorders the items live when the target changed and lays out; then
    /// endInteractiveMovement (or cancelInteractiveMovement) invalidates with the ending context
    /// and the data source moves the item (or everything goes back).
    func interactiveMove(_ start: ItemPosition, to finger: CGPoint, milliseconds: Double, cancel: Bool) throws -> MoveReport {
        let layout = try requireLayout()
        guard layout.supportsMovement else {
            throw CommandError("\(layout.id)'s plugin does not offer interactive movement (lb.movement/1)", hint: "layouts built with this SDK offer it")
        }
        try requireItem(section: start.section, item: start.item)
        let clock = try FrameClock.of(view.state)
        let frames = try clock.frameCount(covering: milliseconds)
        try view.layoutIfNeeded()
        guard let own = try layout.item(section: start.section, item: start.item) else {
            throw CommandError("\(layout.id) has no attributes for the item at \(start.section)-\(start.item) (layoutAttributesForItem(at:) is nil)")
        }
        let original = appliedData, originalEditing = editingData
        var report = MoveReport(
            start: start, final: start, frames: frames, milliseconds: milliseconds, cancelled: cancel,
            identifier: original.itemIdentifier(at: start.section, item: start.item))
        var current = start, position = own.center
        do {
            report.lifted = try layout.movingItemAttributes(at: start, position: position)
            for frame in 1...frames {
                let t = Double(frame) / Double(frames)
                let next = CGPoint(x: own.center.x + (finger.x - own.center.x) * t, y: own.center.y + (finger.y - own.center.y) * t)
                let target = try layout.targetIndexPath(forMoving: current, at: next)
                var live = appliedData
                guard target == current || live.moveItem(at: current, to: target) else {
                    throw CommandError(
                        "\(layout.id) returned \(target.section)-\(target.item) from targetIndexPath(forInteractivelyMovingItem:withPosition:), "
                            + "a place the data does not have (\(CountsText.describe(view.state.itemCounts))); UIKit raises")
                }
                if let invalidation = try layout.invalidateForMovement(
                    targets: [target], previous: [current], position: next,
                    previousPosition: position, ending: false, cancelled: false)
                {
                    view.addPendingAdjustments(of: invalidation)
                }
                if target != current {
                    appliedData = live
                    installPreferredSizes(from: live)
                    try view.setItemCountsLive(Session.counts(of: live))
                    report.steps.append((frame, target, next))
                }
                current = target
                position = next
                try view.layoutPass()
                report.moving = try layout.movingItemAttributes(at: current, position: position)
            }
            let final = cancel ? start : current
            if let invalidation = try layout.invalidateForMovement(
                targets: [final], previous: [current], position: position,
                previousPosition: position, ending: true, cancelled: cancel)
            {
                view.addPendingAdjustments(of: invalidation)
            }
            if cancel {
                appliedData = original
                installPreferredSizes(from: original)
                try view.setItemCountsLive(Session.counts(of: original))
            } else if final != start {
                // The data source's collectionView(_:moveItemAt:to:): the edited snapshot moves too.
                var edited = editingData
                if let id = report.identifier, let from = edited.indexPath(of: id), edited.moveItem(at: from, to: final) { editingData = edited }
            }
            report.final = final
            try view.layoutPass()
        } catch {
            appliedData = original
            installPreferredSizes(from: original)
            editingData = originalEditing
            view.restoreItemCounts(Session.counts(of: original))
            throw error
        }
        return report
    }
}
