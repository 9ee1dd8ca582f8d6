import Foundation

/// iOS's declarations of UIButton.Configuration the SDK had not, kept and inert (sdk-surface standins).
extension UIButton.Configuration {
    public static func bordered() -> UIButton.Configuration { UIButton.Configuration() }

    public static func borderedProminent() -> UIButton.Configuration { UIButton.Configuration() }

    public static func borderedTinted() -> UIButton.Configuration { UIButton.Configuration() }

    public static func borderless() -> UIButton.Configuration { UIButton.Configuration() }

    public static func filled() -> UIButton.Configuration { UIButton.Configuration() }

    public static func gray() -> UIButton.Configuration { UIButton.Configuration() }

    public static func plain() -> UIButton.Configuration { UIButton.Configuration() }

    public static func tinted() -> UIButton.Configuration { UIButton.Configuration() }

    public func updated(for p0: UIButton) -> UIButton.Configuration { UIButton.Configuration() }
}
