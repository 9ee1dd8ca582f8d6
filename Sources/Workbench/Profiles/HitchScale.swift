import Foundation
import LayoutHost

/// Apple's bands for the hitch time ratio (ms of lateness per second of scrolling), in one place.
package enum HitchScale {
    /// Xcode Organizer, for apps in the field (Apple, "Understanding hitches in your app"): at or
    /// below 10 ms/s good, at or below 25 warning, at or below 50 critical, above 50 needs
    /// immediate attention.
    package static func organizer(_ ratio: Double) -> String {
        switch ratio {
        case ...10: return "good"
        case ...25: return "warning"
        case ...50: return "critical"
        default: return "needs immediate attention"
        }
    }

    package static let organizerText = "Organizer (field): good ≤ 10, warning ≤ 25, critical ≤ 50, needs immediate attention > 50 ms/s"

    /// XCTest's hitch metrics, for development (WWDC20, "Eliminate animation hitches with
    /// XCTest"): under 5 ms/s good, 5 to 10 warning, 10 and above critical. Stricter than the
    /// Organizer's, as a development machine should be.
    package static func development(_ ratio: Double) -> String {
        switch ratio {
        case ..<5: return "good"
        case ..<10: return "warning"
        default: return "critical"
        }
    }

    package static let developmentText = "XCTest (development, stricter): good < 5, warning 5–10, critical ≥ 10 ms/s"
}
