import CollectionLayout
import Foundation
import PluginABI

/// UIKit Dynamics: the extension lb.dynamics/2 (layoutbench/ext/dynamics.h). A plugin without it
/// has no animators the host can advance; its items then never move between frames.
extension LayoutInstance {
    private var dynamicsFunctions: lb_dynamics_functions? { extensionTable(LB_EXTENSION_DYNAMICS) }

    /// Advances the layout's UIDynamicAnimators by one frame of `milliseconds`; an animator that
    /// moved an item invalidates the layout (through the callbacks). True while one still runs.
    package func advanceDynamics(milliseconds: Double) throws -> Bool {
        guard let function = dynamicsFunctions?.advance else { return false }
        var running: UInt8 = 0
        try check(tracked(.dynamics) { function(instance, milliseconds, &running) }, "a UIDynamicAnimator step")
        return running != 0
    }

    /// Whether one of the layout's animators still runs, nothing stepped (is_running).
    package func dynamicsRunning() throws -> Bool {
        guard let function = dynamicsFunctions?.is_running else { return false }
        var running: UInt8 = 0
        try check(tracked(.dynamics) { function(instance, &running) }, "a UIDynamicAnimator question")
        return running != 0
    }
}
