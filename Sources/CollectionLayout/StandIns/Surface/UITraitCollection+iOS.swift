import Foundation

/// iOS's declarations of UITraitCollection the SDK had not, kept and inert (sdk-surface standins).
extension UITraitCollection {
    public convenience init(accessibilityContrast p0: UIAccessibilityContrast) { self.init() }

    public convenience init?(coder p0: NSCoder) { self.init() }

    public convenience init(displayGamut p0: UIDisplayGamut) { self.init() }

    public convenience init(forceTouchCapability p0: UIForceTouchCapability) { self.init() }

    public convenience init(legibilityWeight p0: UILegibilityWeight) { self.init() }

    public convenience init(preferredContentSizeCategory p0: UIContentSizeCategory) { self.init() }

    public convenience init(userInterfaceIdiom p0: UIUserInterfaceIdiom) { self.init() }

    public convenience init(userInterfaceLevel p0: UIUserInterfaceLevel) { self.init() }
}
