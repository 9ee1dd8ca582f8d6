/// A mark a child carries in its environment, `variable=value`, which whatever it forks or
/// executes inherits: in its process group or out of it (`setsid`), its parent alive or not. A
/// child started with one can be ended with all it started (MarkedProcesses).
public struct ProcessMark: Hashable, Sendable {
    public var variable: String
    public var value: String

    public init(variable: String, value: String = MarkedProcesses.newMark()) {
        self.variable = variable
        self.value = value
    }
}
