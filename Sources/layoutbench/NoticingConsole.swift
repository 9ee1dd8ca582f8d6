import Workbench

/// The front end's console: says once, before the next thing printed, that something will be.
/// What a page runs quietly (its queries, the time it lets pass) takes the prompt's line off only
/// when it prints after all (an error, a fault), and what must come first is printed first.
final class NoticingConsole: Console {
    private let base: Console
    /// Called before the next print, then cleared.
    var beforeNextPrint: (() -> Void)?

    init(_ base: Console = StandardConsole()) {
        self.base = base
    }

    private func notice() {
        guard let call = beforeNextPrint else { return }
        beforeNextPrint = nil
        call()
    }

    func write(_ text: String) {
        notice()
        base.write(text)
    }

    func error(_ text: String) {
        notice()
        base.error(text)
    }

    func status(_ text: String) {
        notice()
        base.status(text)
    }

    func progress(_ text: String, fraction: Double?) {
        notice()
        base.progress(text, fraction: fraction)
    }
}
