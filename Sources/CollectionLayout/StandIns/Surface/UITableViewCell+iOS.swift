import Foundation

/// iOS's declarations of UITableViewCell the SDK had not, kept and inert (sdk-surface standins).
extension UITableViewCell {
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    public struct StateMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// iOS's bit 1.
        public static var showingDeleteConfirmation: UITableViewCell.StateMask { UITableViewCell.StateMask(rawValue: 1 << 1) }
        /// iOS's bit 0.
        public static var showingEditControl: UITableViewCell.StateMask { UITableViewCell.StateMask(rawValue: 1 << 0) }
    }

    public enum FocusStyle: Int, Hashable, Sendable {
        case `default` = 0
        case custom = 1
    }

    public enum DragState: Int, Hashable, Sendable {
        case dragging = 2
        case lifting = 1
        case none = 0
    }
}
