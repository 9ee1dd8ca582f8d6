import CHostSystem
import Foundation

/// Limits the system puts on a process.
public enum ProcessLimits {
    /// Caps the address space at `bytes`; false where the system does not enforce such a cap
    /// (macOS), so the caller watches the memory itself.
    @discardableResult
    public static func capAddressSpace(_ bytes: UInt64) -> Bool { lb_cap_address_space(bytes) == 0 }

    /// Whether `capAddressSpace` is enforced here.
    public static var addressSpaceCapEnforced: Bool { HostPlatform.current == .linux }

    /// How many descriptors the process may have open (the soft limit); nil when unknown.
    public static var openFiles: Int? {
        let limit = lb_open_file_limit()
        return limit < 0 ? nil : Int(limit)
    }
}
