import Foundation

/// iOS's declarations of UITraitCollection the SDK had not, kept and inert (sdk-surface standins).
extension UITraitCollection {
    // Each sets its one trait and leaves the rest unspecified, as the class's own do.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init()
        contrast = accessibilityContrast
    }

    public convenience init?(coder p0: NSCoder) { self.init() }

    public convenience init(displayGamut: UIDisplayGamut) {
        self.init()
        gamut = displayGamut
    }

    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        self.init()
        forceTouch = forceTouchCapability
    }

    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init()
        legibility = legibilityWeight
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init()
        contentSizeCategory = preferredContentSizeCategory
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init()
        idiom = userInterfaceIdiom
    }

    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init()
        level = userInterfaceLevel
    }
}
