package import Foundation

/// A UIScrollView deceleration rate: the fraction of velocity retained per millisecond,
/// so that `v(t) = v0 · rate^t` with `t` in milliseconds.
///
/// Only values in the open interval (0, 1) describe a decaying motion, so the public
/// initializer rejects everything else; `rawValue` is read-only to keep that invariant.
package struct DecelerationRate: Hashable, Sendable {
    /// Velocity retained per millisecond, always finite and strictly between 0 and 1.
    package private(set) var rawValue: CGFloat

    /// `UIScrollView.DecelerationRate.normal` (0.998 per ms, about 13.5 % retained per second).
    package static let normal = DecelerationRate(unchecked: 0.998)

    /// `UIScrollView.DecelerationRate.fast` (0.99 per ms, about 0.004 % retained per second).
    package static let fast = DecelerationRate(unchecked: 0.99)

    /// Creates a rate, or returns `nil` unless `rawValue` is finite and in the open interval (0, 1).
    package init?(rawValue: CGFloat) {
        guard rawValue.isFinite, rawValue > 0, rawValue < 1 else { return nil }
        self.rawValue = rawValue
    }

    private init(unchecked rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    /// Natural logarithm of the rate (always negative); the continuous decay constant per ms.
    package var logarithm: Double {
        Foundation.log(Double(rawValue))
    }

    /// Projection factor `K = 1/|ln r|`: milliseconds of travel per pt/ms of velocity
    /// above the stop floor (about 499.5 for `.normal`, 99.5 for `.fast`).
    package var projectionFactor: Double {
        1 / Swift.abs(logarithm)
    }
}
