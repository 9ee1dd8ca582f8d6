import Foundation

/// UIKit's additions to `NSIndexPath` (two-level paths: section, then item or row), which
/// Foundation on Linux lacks. Extensions of Foundation's class can add convenience initialisers
/// and members only, so the accessors are `public` where iOS's are `open` (departures.txt).
extension NSIndexPath {
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// The first index.
    public var section: Int { index(orNotFound: 0) }
    /// The second index.
    public var item: Int { index(orNotFound: 1) }
    /// The second index, as table views name it.
    public var row: Int { index(orNotFound: 1) }

    /// `indexAtPosition:` as Apple documents it: NSNotFound past the path's length (Linux's
    /// `index(atPosition:)` traps there).
    private func index(orNotFound position: Int) -> Int {
        position < length ? index(atPosition: position) : NSNotFound
    }
}
