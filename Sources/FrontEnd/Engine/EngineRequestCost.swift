import Foundation
import Workbench

/// What one request cost, seen from the front end: its wall time from the write of the request
/// to the read of its answer, and the part of it spent in plugin code inside the engine. The
/// rest is the host's: the engine's own work, its output, and crossing the process boundary.
public struct EngineRequestCost: Equatable, Sendable {
    /// Nanoseconds from sending the request to reading its `done`.
    public var wall: UInt64
    /// Nanoseconds the engine spent in plugin calls for it.
    public var layout: UInt64

    package init(wall: UInt64, layout: UInt64) {
        self.wall = wall
        self.layout = layout
    }

    /// Everything but the layout's own time, IPC included.
    public var host: UInt64 { wall > layout ? wall - layout : 0 }
}
