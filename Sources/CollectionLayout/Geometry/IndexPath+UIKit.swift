import Foundation

/// UIKit's two-level index paths (section, item/row), which Foundation on Linux lacks.
extension IndexPath {
    /// Built from single indexes: no array is allocated (Foundation keeps two indexes inline).
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    public init(row: Int, section: Int) { self.init(item: row, section: section) }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
