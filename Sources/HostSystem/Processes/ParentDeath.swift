import CHostSystem
import Foundation

/// A child that ends with its parent: the engine, so an engine never outlives its front end.
public enum ParentDeath {
    /// Asks for `signal` when the parent dies, and ends now (`_exit(0)`) if it has already.
    public static func follow(signal: Int32) {
        _ = lb_set_parent_death_signal(signal)
        if getppid() == 1 { _exit(0) }
    }
}
