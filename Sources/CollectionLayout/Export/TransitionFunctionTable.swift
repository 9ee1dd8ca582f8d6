import Foundation
import PluginABI

/// The extension lb.transitions/1: the C functions of layout transitions (lb_transition_functions).
let transitionFunctionTable: UnsafePointer<lb_transition_functions> = {
    let table = UnsafeMutablePointer<lb_transition_functions>.allocate(capacity: 1)
    table.initialize(
        to: lb_transition_functions(
            struct_size: UInt32(MemoryLayout<lb_transition_functions>.size),
            prepare_for_transition: { instance, other, to in
                let h = handle(instance)
                // A layout from another plugin cannot cross: a stand-in of the base class takes its place.
                let partner = other.map { handle($0).layout } ?? UICollectionViewLayout()
                if to != 0 { h.layout.prepareForTransition(to: partner) } else { h.layout.prepareForTransition(from: partner) }
                return LB_OK
            },
            finalize_layout_transition: { instance in
                handle(instance).layout.finalizeLayoutTransition()
                return LB_OK
            }))
    return UnsafePointer(table)
}()
