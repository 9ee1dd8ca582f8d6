package import Workbench

/// The front end's console: says once, before the next thing printed, that something will be.
/// What a page runs quietly (its queries, the time it lets pass) takes the prompt's line off only
/// when it prints after all (an error, a fault), and what must come first is printed first.
package final class NoticingConsole: Console {
    private let base: Console
    /// Called before the next print, then cleared.
    package var beforeNextPrint: (() -> Void)?

    package init(_ base: Console = StandardConsole()) {
        self.base = base
    }

    private func notice() {
        guard let call = beforeNextPrint else { return }
        beforeNextPrint = nil
        call()
    }

    package func write(_ text: String) {
        notice()
        base.write(text)
    }

    package func error(_ text: String) {
        notice()
        base.error(text)
    }

    package func status(_ text: String) {
        notice()
        base.status(text)
    }

    package func progress(_ text: String, fraction: Double?) {
        notice()
        base.progress(text, fraction: fraction)
    }
}
