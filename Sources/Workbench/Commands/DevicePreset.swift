import CollectionLayout
import Foundation
import LayoutHost

/// Screens a layout is commonly checked on, as a full-screen collection view sees them: the
/// size in points, the safe area insets and the display scale, portrait (landscape swaps the size; the sensor
/// housing's inset moves to both sides and the home indicator leaves 21 at the bottom).
/// Sizes and insets are Apple's published point metrics for these models.
struct DevicePreset {
    let name: String
    let title: String
    let size: CGSize
    let safeArea: UIEdgeInsets
    /// Pixels per point of its screen.
    let scale: Double
    /// Whether the screen has a notch or a Dynamic Island (a home indicator, no home button).
    var hasSensorHousing: Bool { safeArea.bottom > 0 }

    static let all = [
        DevicePreset(
            name: "iphone-se", title: "iPhone SE (2nd and 3rd generation)", size: CGSize(width: 375, height: 667),
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), scale: 2),
        DevicePreset(
            name: "iphone-x", title: "iPhone X, XS, 11 Pro", size: CGSize(width: 375, height: 812),
            safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), scale: 3),
        DevicePreset(
            name: "iphone15", title: "iPhone 15, 15 Pro", size: CGSize(width: 393, height: 852),
            safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 3),
        DevicePreset(
            name: "iphone15-pro-max", title: "iPhone 15 Plus, 15 Pro Max", size: CGSize(width: 430, height: 932),
            safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 3)
    ]

    static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name.lowercased() } }

    /// The size and safe area in landscape: the status bar hides, the housing's inset goes to
    /// both sides, the home indicator keeps 21 at the bottom.
    var landscape: (size: CGSize, safeArea: UIEdgeInsets) {
        let size = CGSize(width: self.size.height, height: self.size.width)
        guard hasSensorHousing else { return (size, .zero) }
        return (size, UIEdgeInsets(top: 0, left: safeArea.top, bottom: 21, right: safeArea.top))
    }
}
