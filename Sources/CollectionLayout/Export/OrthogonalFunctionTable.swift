import Foundation
import PluginABI

/// The extension lb.orthogonal/1: the C functions of orthogonal scrolling (lb_orthogonal_functions). Layouts that are not
/// compositional have no orthogonal sections.
let orthogonalFunctionTable: UnsafePointer<lb_orthogonal_functions> = {
    let table = UnsafeMutablePointer<lb_orthogonal_functions>.allocate(capacity: 1)
    table.initialize(
        to: lb_orthogonal_functions(
            struct_size: UInt32(MemoryLayout<lb_orthogonal_functions>.size),
            sections: { instance, out in
                let h = handle(instance)
                let sections = (h.layout as? UICollectionViewCompositionalLayout)?.orthogonalSections() ?? []
                let records = sections.map { s in
                    lb_orthogonal_section(
                        struct_size: UInt32(MemoryLayout<lb_orthogonal_section>.size), behavior: UInt32(s.behavior.rawValue),
                        section: Int64(s.section), content_length: Double(s.contentLength), visible_length: Double(s.visibleLength),
                        deceleration_rate: Double(s.decelerationRate ?? 0), bounce: UInt32(s.bounce.rawValue))
                }
                out?.pointee = h.keepOrthogonal(records)
                return LB_OK
            },
            target_offset: { instance, section, proposed, velocity, out in
                let h = handle(instance)
                guard let layout = h.layout as? UICollectionViewCompositionalLayout else { return h.fail("\(h.export.id) has no orthogonal sections") }
                guard let target = layout.orthogonalTarget(section: Int(section), proposed: CGFloat(proposed), velocity: CGFloat(velocity)) else {
                    return h.fail("section \(section) does not scroll sideways")
                }
                out?.pointee = Double(target)
                return LB_OK
            }))
    return UnsafePointer(table)
}()
