import Snapshots

/// One data change of `check`'s update steps: the REPL commands that make it, and the same edit
/// of the quick data (sections S0…, items S0-0…) for the checker, side by side.
struct CheckUpdate: Sendable {
    /// The commands a reproduction pastes (snapshot edits then apply, or new quick data).
    var commands: [String]
    /// The edited data, or nil for new quick data of `counts` (reloadData).
    var edit: (@Sendable (inout DataSnapshot) throws -> Void)?
    var counts: [Int] = []

    /// The updates run in order on the data [5, 0, 12, 0, 3]: batch inserts (one into an empty
    /// section), deletes (an empty section too), a move across sections, a reload, then the data
    /// growing and shrinking by reloadData.
    static let sequence: [CheckUpdate] = [
        CheckUpdate(commands: ["snapshot insert-items new-0 new-1 before S0-0", "snapshot append-items S1 new-2", "apply"]) {
            try $0.insertItems(["new-0", "new-1"], beforeItem: "S0-0")
            try $0.appendItems(["new-2"], toSection: "S1")
        },
        CheckUpdate(commands: ["snapshot delete-items S0-1 S2-3 S2-4", "snapshot delete-sections S3", "apply"]) {
            try $0.deleteItems(["S0-1", "S2-3", "S2-4"])
            try $0.deleteSections(["S3"])
        },
        CheckUpdate(commands: ["snapshot move-item S2-0 after S4-2", "apply"]) { try $0.moveItem("S2-0", afterItem: "S4-2") },
        CheckUpdate(commands: ["snapshot reload-items S2-5", "apply"]) { try $0.reloadItems(["S2-5"]) },
        CheckUpdate(commands: ["items 12 3 40 0 8"], edit: nil, counts: [12, 3, 40, 0, 8]),
        CheckUpdate(commands: ["items 2 0 1"], edit: nil, counts: [2, 0, 1])
    ]

    /// The data the updates start from.
    static let startCounts = [5, 0, 12, 0, 3]

    init(commands: [String], edit: (@Sendable (inout DataSnapshot) throws -> Void)? = nil, counts: [Int] = []) {
        self.commands = commands
        self.edit = edit
        self.counts = counts
    }
}
