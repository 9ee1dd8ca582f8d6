import Foundation

/// iOS's declarations of UIAction.Identifier the SDK had not, kept and inert (sdk-surface standins).
extension UIAction.Identifier {
    public static var paste: UIAction.Identifier { UIAction.Identifier(rawValue: "") }

    public static var pasteAndGo: UIAction.Identifier { UIAction.Identifier(rawValue: "") }

    public static var pasteAndMatchStyle: UIAction.Identifier { UIAction.Identifier(rawValue: "") }

    public static var pasteAndSearch: UIAction.Identifier { UIAction.Identifier(rawValue: "") }
}
