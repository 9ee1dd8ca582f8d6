// Core Graphics' colour initialisers, for Linux. On a Mac they are Apple's, and a Mac build of the
// SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// CoreGraphics' colors made from components, as app code makes a layer's colors: kept as RGBA
    /// components (a CMYK or gray color converted to them), drawn nowhere.
    extension CGColor {
        public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            let color = UIColor(red: red, green: green, blue: blue, alpha: alpha)
            self.init(components: [color.red, color.green, color.blue, color.alpha])
        }

        public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        }

        public convenience init(gray: CGFloat, alpha: CGFloat) {
            self.init(red: gray, green: gray, blue: gray, alpha: alpha)
        }

        public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
            self.init(gray: gray, alpha: alpha)
        }

        /// CMYK as RGB the naive way (r = (1 − c)(1 − k)): no color profile converts here.
        public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
            self.init(red: (1 - cyan) * (1 - black), green: (1 - magenta) * (1 - black), blue: (1 - yellow) * (1 - black), alpha: alpha)
        }

        public var alpha: CGFloat { components?.last ?? 1 }
        public var numberOfComponents: Int { components?.count ?? 0 }

        public func copy() -> CGColor? {
            guard let components, components.count == 4 else { return nil }
            return CGColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }

        public func copy(alpha: CGFloat) -> CGColor? {
            guard let components, components.count == 4 else { return nil }
            return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        }
    }
#endif
