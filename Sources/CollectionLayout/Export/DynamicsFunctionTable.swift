import Foundation
import PluginABI

/// The extension lb.dynamics/2: the C functions of UIKit Dynamics (lb_dynamics_functions).
let dynamicsFunctionTable: UnsafePointer<lb_dynamics_functions> = {
    let table = UnsafeMutablePointer<lb_dynamics_functions>.allocate(capacity: 1)
    table.initialize(
        to: lb_dynamics_functions(
            struct_size: UInt32(MemoryLayout<lb_dynamics_functions>.size),
            advance: { instance, milliseconds, running in
                let still = handle(instance).layout.advanceDynamics(seconds: milliseconds / 1000)
                running?.pointee = still ? 1 : 0
                return LB_OK
            },
            is_running: { instance, running in
                running?.pointee = handle(instance).layout.dynamicsRunning ? 1 : 0
                return LB_OK
            }))
    return UnsafePointer(table)
}()
