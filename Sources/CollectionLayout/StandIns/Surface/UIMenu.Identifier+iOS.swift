import Foundation

/// iOS's declarations of UIMenu.Identifier the SDK had not, kept and inert (sdk-surface standins).
extension UIMenu.Identifier {
    public static var about: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var alignment: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var application: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var bringAllToFront: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var close: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var document: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var edit: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var file: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var find: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var font: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var format: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var fullscreen: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var help: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var hide: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var learn: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var lookup: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var minimizeAndZoom: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var newScene: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var openRecent: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var preferences: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var print: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var quit: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var replace: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var root: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var services: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var share: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var sidebar: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var speech: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var spelling: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var spellingOptions: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var spellingPanel: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var standardEdit: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var substitutionOptions: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var substitutions: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var substitutionsPanel: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var text: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var textColor: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var textSize: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var textStyle: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var textStylePasteboard: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var toolbar: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var transformations: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var undoRedo: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var view: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var window: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }

    public static var writingDirection: UIMenu.Identifier { UIMenu.Identifier(rawValue: "") }
}
