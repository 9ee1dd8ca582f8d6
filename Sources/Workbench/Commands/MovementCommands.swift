import CollectionLayout
import Foundation
import LayoutHost
import HostSupport

/// Interactive movement: a finger lifting an item and carrying it, as a reorder gesture drives
/// UICollectionView's begin/update/endInteractiveMovement.
enum MovementCommands {
    static let all: [CommandSpec] = [moveItem]

    static let moveItem = CommandSpec(
        "move-item", usage: "move-item SECTION ITEM X Y [MS] [--cancel]",
        summary: "an interactive move: lift the item, carry it to X Y (content points) over MS ms (default 300), drop it"
    ) { session, args in
        let cancel = args.flag(.cancel)
        let section = try args.require(.section, in: 0...Int(Int32.max))
        let item = try args.require(.item, in: 0...Int(Int32.max))
        let x = try args.require(.x), y = try args.require(.y)
        let milliseconds = try args.positive(.ms, default: 300)
        let report = try session.interactiveMove(
            ItemPosition(section: section, item: item), to: CGPoint(x: x, y: y),
            milliseconds: milliseconds, cancel: cancel)
        session.console.write(lines(report).joined(separator: "\n"))
        return .done
    }

    static func lines(_ report: Session.MoveReport) -> [String] {
        let short = NumberText.short as (CGFloat) -> String
        let path = { (p: ItemPosition) in "\(p.section)-\(p.item)" }
        let name = report.identifier.map { " (\($0))" } ?? ""
        func attributes(_ e: LayoutElement?) -> String {
            guard let e else { return "no attributes" }
            return "center \(short(e.center.x)) \(short(e.center.y)), size \(short(e.size.width))x\(short(e.size.height)), "
                + "alpha \(NumberText.short(e.alpha)), zIndex \(e.zIndex == Int.max ? "Int.max" : String(e.zIndex))"
        }
        var out = ["lifted \(path(report.start))\(name): \(attributes(report.lifted))"]
        for step in report.steps {
            out.append("  frame \(step.frame): target \(path(step.target)) at \(short(step.position.x)) \(short(step.position.y))")
        }
        if report.steps.isEmpty { out.append("  the target stayed \(path(report.start))") }
        out.append("  moving at the last frame: \(attributes(report.moving))")
        let over = "\(report.frames) frame\(report.frames == 1 ? "" : "s") (\(NumberText.short(report.milliseconds)) ms)"
        if report.cancelled {
            out.append("cancelled after \(over): back at \(path(report.start))")
        } else if report.final == report.start {
            out.append("dropped at \(path(report.final)) after \(over): the data is unchanged")
        } else {
            out.append("dropped at \(path(report.final)) after \(over): the data source moved it from \(path(report.start))")
        }
        return out
    }
}
