import EngineProtocol
import Foundation
import LayoutHost

/// The engine's console: every line goes to the front end as a frame, in order, and the front
/// end prints it on its own terminal (so tables fit it and progress bars redraw in place).
final class EngineConsole: Console {
    let output: EngineOutput

    init(output: EngineOutput) { self.output = output }

    func write(_ text: String) { send(.output(text)) }
    func error(_ text: String) { send(.error(text)) }
    func status(_ text: String) { send(.status(text)) }
    func progress(_ text: String, fraction: Double?) { send(.progress(fraction: fraction, text: text)) }
    /// `check` starts step `step` of `layout`: the front end resumes the check past a step where
    /// the layout trapped (Session.checkStepStarted).
    func checkStep(layout: String, step: Int) { send(.checkStep(layout: layout, step: step)) }

    /// What plugins printed before a line reaches the front end before it (their pipe is
    /// read before each frame), so a layout's output and the error it led to keep their order.
    private func send(_ message: EngineReply) {
        fflush(nil)
        output.write([message])
    }
}
