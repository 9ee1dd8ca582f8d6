import Foundation

/// iOS's declarations of UIButton.Configuration the SDK had not, kept and inert (sdk-surface standins).
extension UIButton.Configuration {
    // Each style's configuration, told apart by its style (nothing is drawn here).
    public static func bordered() -> UIButton.Configuration { UIButton.Configuration(style: .bordered) }

    public static func borderedProminent() -> UIButton.Configuration { UIButton.Configuration(style: .borderedProminent) }

    public static func borderedTinted() -> UIButton.Configuration { UIButton.Configuration(style: .borderedTinted) }

    public static func borderless() -> UIButton.Configuration { UIButton.Configuration(style: .borderless) }

    public static func filled() -> UIButton.Configuration { UIButton.Configuration(style: .filled) }

    public static func gray() -> UIButton.Configuration { UIButton.Configuration(style: .gray) }

    public static func plain() -> UIButton.Configuration { UIButton.Configuration(style: .plain) }

    public static func tinted() -> UIButton.Configuration { UIButton.Configuration(style: .tinted) }

    /// The configuration as it is (nothing here changes with the button's state).
    public func updated(for button: UIButton) -> UIButton.Configuration { self }

    /// A configuration of the style, its other values the defaults.
    init(style: Style) {
        self.init()
        self.style = style
    }
}
