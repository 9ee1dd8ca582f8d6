import Foundation

/// iOS's declarations of UITableView the SDK had not, kept and inert (sdk-surface standins).
extension UITableView {
    /// The section index title iOS shows as a magnifying glass.
    public class var indexSearch: String { "{search}" }

    /// The notification's name on iOS, the constant's.
    public class var selectionDidChangeNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UITableViewSelectionDidChangeNotification")
    }

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
