import CHostSystem

/// Scheduling requests for the threads that carry the live view's frames from the engine to the
/// page: the engine's outbox, the front end's thread that relays a piece, the server's event
/// loop. Each wakes for a piece and is done within a fraction of a millisecond; a short slice
/// lets it run as it wakes, ahead of a CPU-bound process beside it (Linux 6.12's EEVDF honours
/// a fair thread's requested slice; on older kernels the request is refused and changes nothing;
/// macOS gets the user-interactive quality of service instead).
public enum ThreadSlice {
    /// The slice a relaying thread asks for (ns): the shortest Linux grants.
    public static let relay: UInt64 = 100_000

    /// Asks for the calling thread's slice (0: the kernel's default again); false where it is
    /// left as it was (a kernel before 6.12, a real-time or idle thread, a negative nice value).
    @discardableResult
    public static func request(_ nanoseconds: UInt64) -> Bool {
        lb_request_slice(nanoseconds) == 0
    }
}
