import Foundation
import LayoutHost
import Snapshots
import SessionValues

extension Session {
    /// A new session's view, data and (no) active layout; loaded plugins stay loaded. Tours and
    /// tests start with it, so each runs the same after any other.
    func reset() throws {
        active = nil
        parameterOverrides = []
        lastQuery = nil
        lastElements = []
        lastAnswer = ("attrs", .zero)
        lastPrintingCommand = nil
        lastProfile = nil
        try view.setLayout(nil)
        view.pendingAnimationTarget = nil
        try view.update { $0 = ViewState() }
        try replaceData(DataSnapshot.quick(counts: ViewState().itemCounts), quick: true)
    }
}

extension Session {
    /// Keeps `answer`, the whole answer of `query` that `command` printed, for `diff` and reloads.
    func remember(_ query: ElementQuery, answer: [LayoutElement], by command: String) {
        lastQuery = query
        lastElements = answer
        lastAnswer = (command, view.state.contentOffset)
    }
}
