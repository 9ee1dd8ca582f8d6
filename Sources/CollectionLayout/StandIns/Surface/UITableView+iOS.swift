import Foundation

/// iOS's declarations of UITableView the SDK had not, kept and inert (sdk-surface standins).
extension UITableView {
    public static var indexSearch: String { "" }

    public static var selectionDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public enum SeparatorInsetReference: Int, Hashable, Sendable {
        case fromAutomaticInsets = 1
        case fromCellEdges = 0
    }

    public enum SelfSizingInvalidation: Int, Hashable, Sendable {
        case disabled = 0
        case enabled = 1
        case enabledIncludingConstraints = 2
    }
}
